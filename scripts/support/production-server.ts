import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type ProductionServer = {
  base: string
  dataDir: string
  /** Stops the server (the database stays readable in dataDir). */
  stop: () => Promise<void>
  /** Kills the server with SIGKILL, as a crash or an out-of-memory kill would. */
  kill: () => Promise<void>
  /** Stops the server and deletes its database. */
  dispose: () => Promise<void>
}

type Options = {
  /** An existing data directory (a restart after a crash); by default a new throw-away one. */
  dataDir?: string
}

/**
 * Starts `next start` on the current production build (building it first when there is none),
 * with a throw-away embedded database so benchmarks never touch the developer's .data.
 */
export async function startProductionServer(port: number, { dataDir = mkdtempSync(path.join(tmpdir(), 'bench-')) }: Options = {}): Promise<ProductionServer> {
  if (!existsSync('.next/BUILD_ID')) {
    console.log('Sem build de produção: rodando next build…')
    if (spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
  }
  const base = `http://localhost:${port}`
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: base },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const signal = async (name: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(name)
    await exited
  }
  const stop = () => signal('SIGTERM')
  const kill = () => signal('SIGKILL')
  const dispose = async () => {
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 150 && server.exitCode === null; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, dataDir, stop, kill, dispose }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`o servidor de produção não respondeu em ${base}`)
}
