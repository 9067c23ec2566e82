import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgliteOptions } from './pglite-options'
import { lockDataDir } from './lock'

export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

const hasDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'))

/**
 * Writes a consistent copy of the embedded database (PGlite's own dump of its data folder, a
 * .tar.gz) to `file`. Refuses while a server holds the folder: PGlite is one process per folder,
 * and a copy of files being written could be torn.
 */
export async function backupDatabase(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!hasDatabase(dataDir)) throw new BackupError(`Não há banco embutido em ${dataDir} para copiar.`)
  const release = lockDataDir(dataDir)
  try {
    const db = await PGlite.create(dataDir, pgliteOptions)
    const dump = await db.dumpDataDir('gzip')
    await db.close()
    const bytes = Buffer.from(await dump.arrayBuffer())
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    // Written beside and renamed: an interrupted backup never leaves a half file under the real name.
    writeFileSync(`${file}.parcial`, bytes)
    renameSync(`${file}.parcial`, file)
    return { bytes: bytes.length }
  } finally {
    release()
  }
}

/**
 * Restores a backup into `dataDir`. A database already there is kept aside (renamed to
 * `<dataDir>-antes-da-restauracao-<data>`), never deleted. Refuses while a server holds the folder.
 */
export async function restoreDatabase(file: string, dataDir: string, now = new Date()): Promise<{ keptAside?: string; quotes: number }> {
  if (!existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`)
  let keptAside: string | undefined
  if (existsSync(dataDir)) {
    // Taking the lock proves no server is using the folder before it moves.
    lockDataDir(dataDir)()
    if (hasDatabase(dataDir)) {
      keptAside = `${dataDir}-antes-da-restauracao-${now.toISOString().replace(/[:.]/g, '-')}`
      renameSync(dataDir, keptAside)
    } else {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const release = lockDataDir(dataDir)
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]), ...pgliteOptions })
    try {
      const { rows } = await db.query<{ quotes: number }>('select count(*)::int as quotes from public."Orcamentos"')
      return { keptAside, quotes: rows[0]?.quotes ?? 0 }
    } finally {
      await db.close()
    }
  } finally {
    release()
  }
}
