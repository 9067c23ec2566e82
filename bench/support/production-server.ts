import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type ProductionServer = {
  base: string
  pid: number
  dataDir: string
  /** The settings it runs with beyond the defaults, so a restart can reuse them. */
  env: Record<string, string>
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
  env?: Record<string, string>
  /** A file that receives the server's stdout and stderr (by default they are discarded). */
  logFile?: string
  /** The project folder to serve (its .next); by default the current one. */
  cwd?: string
}

/**
 * Load tests send each submission from its own address, as one trusted proxy reports it, with the
 * site-wide ceiling lifted: they measure the store, not the limits.
 */
export const loadTestEnv = { TRUSTED_PROXIES: '1', QUOTES_PER_MINUTE: '100000' }

/**
 * The production build as production runs it: npm's `build`, with the step package.json puts after
 * `next build` (the compile hints). Returns the exit status.
 */
export function runProductionBuild(env: NodeJS.ProcessEnv = process.env): number | null {
  return spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit' }).status
}

/**
 * Starts `next start` on the current production build (building it first when there is none),
 * with a throw-away embedded database so benchmarks never touch the developer's .data.
 */
export async function startProductionServer(
  port: number,
  { dataDir = mkdtempSync(path.join(tmpdir(), 'bench-')), env = {}, logFile, cwd = process.cwd() }: Options = {},
): Promise<ProductionServer> {
  if (!existsSync(path.join(cwd, '.next/BUILD_ID'))) {
    if (cwd !== process.cwd()) throw new Error(`sem build de produção em ${cwd}`)
    console.log('Sem build de produção: rodando npm run build…')
    if (runProductionBuild() !== 0) process.exit(1)
  }
  const base = `http://127.0.0.1:${port}`
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: base, ...env },
      stdio: logFile ? ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')] : 'ignore',
    },
  )
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
  // Two minutes: on a loaded machine `next start` alone has taken over thirty seconds.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && server.exitCode === null;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: server.pid!, dataDir, env, stop, kill, dispose }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`o servidor de produção não respondeu em ${base}`)
}
