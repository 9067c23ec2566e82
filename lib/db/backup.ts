import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { eraseFromDisk } from './embedded-database'
import { pgliteOptions } from './pglite-options'
import { lockDataDir } from './lock'
import { migrate } from './migrations'

export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

const hasDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'))

/** What a restore appends to DATA_DIR's name for the database it replaced (kept beside it, never deleted). */
export const KEPT_ASIDE = '-antes-da-restauracao-'

/**
 * Writes a consistent copy of the embedded database (PGlite's own dump of its data folder, a
 * .tar.gz) to `file`. Refuses while a server holds the folder: PGlite is one process per folder,
 * and a copy of files being written could be torn. The folder is cleaned first as after an
 * anonymization, so no erased value travels in the copy's dead rows or WAL.
 */
export async function backupDatabase(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!hasDatabase(dataDir)) throw new BackupError(`Não há banco embutido em ${dataDir} para copiar.`)
  const release = lockDataDir(dataDir)
  try {
    const db = await PGlite.create(dataDir, pgliteOptions)
    await eraseFromDisk(db)
    const dump = await db.dumpDataDir('gzip')
    await db.close()
    const bytes = Buffer.from(await dump.arrayBuffer())
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 })
    // Written beside and renamed: an interrupted backup never leaves a half file under the real name.
    // Readable by this user only (every client's data is in it), whatever the umask says.
    writeFileSync(`${file}.parcial`, bytes, { mode: 0o600 })
    chmodSync(`${file}.parcial`, 0o600)
    renameSync(`${file}.parcial`, file)
    return { bytes: bytes.length }
  } finally {
    release()
  }
}

/** The quotes already anonymized in the database at `dataDir` (none when it predates anonymization). */
async function anonymizedIn(dataDir: string): Promise<number[]> {
  const db = await PGlite.create(dataDir, pgliteOptions)
  try {
    const { rows } = await db.query<{ found: string | null }>(
      `select to_regclass('public."Orcamentos"')::text as found`,
    )
    if (!rows[0]?.found) return []
    const has = await db.query(
      `select 1 from information_schema.columns where table_schema = 'public' and table_name = 'Orcamentos' and column_name = 'anonymized_at'`,
    )
    if (has.rows.length === 0) return []
    return (
      await db.query<{ id: number }>('select id::int as id from public."Orcamentos" where anonymized_at is not null')
    ).rows.map(({ id }) => id)
  } finally {
    await db.close()
  }
}

export type RestoreResult = {
  keptAside?: string
  quotes: number
  reanonymized: number
  retention: { months: number; anonymized: number }
}

/**
 * Restores a backup into `dataDir`. A database already there is kept aside (renamed to
 * `<dataDir>-antes-da-restauracao-<data>`), never deleted. Refuses while a server holds the folder.
 * Erased data never comes back: the restored database is migrated, the quotes anonymized in the
 * database it replaces are anonymized again, and the retention run applies the current period.
 */
export async function restoreDatabase(file: string, dataDir: string, now = new Date()): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`)
  let keptAside: string | undefined
  if (existsSync(dataDir)) {
    // Taking the lock proves no server is using the folder before it moves.
    lockDataDir(dataDir)()
    if (hasDatabase(dataDir)) {
      keptAside = `${dataDir}${KEPT_ASIDE}${now.toISOString().replace(/[:.]/g, '-')}`
      renameSync(dataDir, keptAside)
      // A whole copy of the clients' data until someone removes it (npm run doctor lists it).
      chmodSync(keptAside, 0o700)
    } else {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const erased = keptAside ? await anonymizedIn(keptAside) : []
  const release = lockDataDir(dataDir)
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]), ...pgliteOptions })
    try {
      await migrate(db)
      const reanonymized =
        (await db.query<{ n: number }>('select public.anonymize_quote_rows($1::bigint[]) as n', [erased])).rows[0]?.n ??
        0
      if (reanonymized > 0)
        await db.query(
          `select public.audit_write('anonymized', 'restauracao', jsonb_build_object('anonimizados', $1::int))`,
          [reanonymized],
        )
      const retention = (
        await db.query<{ r: { months: number; anonymized: number } }>('select public.run_retention() as r')
      ).rows[0]!.r
      // What the backup still held of the quotes anonymized since leaves the restored folder's files too.
      if (reanonymized > 0 || retention.anonymized > 0) await eraseFromDisk(db)
      const { rows } = await db.query<{ quotes: number }>('select count(*)::int as quotes from public."Orcamentos"')
      return {
        keptAside,
        quotes: rows[0]?.quotes ?? 0,
        reanonymized,
        retention: { months: retention.months, anonymized: retention.anonymized },
      }
    } finally {
      await db.close()
    }
  } finally {
    release()
  }
}
