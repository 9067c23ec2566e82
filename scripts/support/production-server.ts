import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type ProductionServer = {
  base: string
  pid: number
  dataDir: string
  /** Stops the server (the database stays readable in dataDir). */
  stop: () => Promise<void>
  /** Stops the server and deletes its database. */
  dispose: () => Promise<void>
}

/**
 * Starts `next start` on the current production build (building it first when there is none),
 * with a throw-away embedded database so benchmarks never touch the developer's .data.
 */
export async function startProductionServer(port: number, options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<ProductionServer> {
  if (!existsSync('.next/BUILD_ID')) {
    console.log('Sem build de produção: rodando next build…')
    if (spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
  }
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-'))
  const base = `http://localhost:${port}`
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: base, ...options.env },
    stdio: 'ignore',
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
  }
  const dispose = async () => {
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: server.pid!, dataDir, stop, dispose }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await dispose()
  throw new Error(`o servidor de produção não respondeu em ${base}`)
}
