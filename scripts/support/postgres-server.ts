import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/support/free-port'
import { postgresBin } from './prerequisites'

/** Where Debian's PostgreSQL 15 keeps its programs (initdb, pg_ctl, pg_dump). */
export const BIN = postgresBin()

export type PostgresServer = {
  /** A connection string for `database` as the cluster's superuser (postgres). */
  url: (database?: string) => string
  /** Shuts it down and deletes its folder; with `keepDataIn`, its data folder moves there first, for copies to start from. */
  stop: (options?: { keepDataIn?: string }) => void
}

/**
 * A throw-away PostgreSQL cluster (Debian's postgresql 15, as `.ci/run` installs): initdb in a
 * temp folder, loopback only, fsync off; stop() shuts it down fast and deletes the folder. The
 * server refuses to run as root, so as root it runs as the `postgres` user. With `copyOf` (a data
 * folder a stop() kept) it starts a copy of that cluster instead of a new one: its databases and
 * roles without initdb's seconds.
 */
export async function startPostgres({ copyOf }: { copyOf?: string } = {}): Promise<PostgresServer> {
  if (!existsSync(path.join(BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 não está instalado (${BIN}/initdb não existe). Os testes de banco rodam também num PostgreSQL real: ` +
        'instale com `apt-get install -y postgresql` (o .ci/run instala) ou aponte POSTGRES_BIN para a pasta dos binários.',
    )
  }
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(BIN, command),
      asRoot ? ['-u', 'postgres', '--', path.join(BIN, command), ...args] : args,
      { stdio: 'pipe' },
    )
  const root = mkdtempSync(path.join(tmpdir(), 'pg-test-'))
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()))
    chownSync(root, uid!, gid!)
  }
  const data = path.join(root, 'data')
  const stop = ({ keepDataIn }: { keepDataIn?: string } = {}) => {
    try {
      if (existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      if (keepDataIn) renameSync(data, keepDataIn)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }
  try {
    // cp -a keeps the files' owner (postgres, when run as root) and the folder's 0700, as the server requires.
    if (copyOf) execFileSync('cp', ['-a', copyOf, data])
    else run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'])
    const port = await freePort()
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(root, 'server.log'), '-w', 'start'])
    process.once('exit', () => stop())
    return { url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`, stop }
  } catch (error) {
    stop()
    const output = (error as { stderr?: Buffer }).stderr?.toString().trim()
    throw new Error(`o PostgreSQL de teste não subiu${output ? `: ${output}` : ''}`, { cause: error })
  }
}
