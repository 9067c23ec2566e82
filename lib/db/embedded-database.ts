import { PGlite, type Transaction } from '@electric-sql/pglite'
import { callerStatements, type Caller } from './caller'
import { lockDataDir } from './lock'
import { migrate } from './migrations'
import { pgliteOptions } from './pglite-options'

export type { Transaction }

/**
 * PostgreSQL embedded in the process (PGlite) with Supabase's roles, auth schema and our
 * migrations. Queries run as the caller's role with the caller's JWT claims, so row-level
 * security decides what they may do exactly as on Supabase.
 */
export class EmbeddedDatabase {
  constructor(
    private readonly db: PGlite,
    private readonly release: () => void = () => {},
  ) {}

  /** Runs `work` in one transaction as the API role of `caller`. */
  asCaller<T>(caller: Caller, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      for (const { sql, params } of callerStatements(caller)) await tx.query(sql, params)
      return work(tx)
    })
  }

  /** Runs `work` as the database owner, bypassing RLS: for account management and tests only. */
  asOwner<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work)
  }

  /** Removes erased values from the disk as well as from the rows (eraseFromDisk). */
  eraseFreedSpace(): Promise<void> {
    return eraseFromDisk(this.db)
  }

  async close() {
    await this.db.close()
    this.release()
  }
}

// A segment past the one in use: PostgreSQL's recycled ones keep old records in their tail.
const WAL_SEGMENTS = `select name from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$' order by name`

/**
 * After an anonymization the old values are gone from the rows but not from the files: dead
 * tuples, and the WAL records that wrote them. VACUUM FULL rewrites every table without them;
 * a checkpoint lets the WAL go, deleted rather than recycled (a recycled segment keeps its old
 * tail), and each switch consumes a segment recycled earlier until the one in use is new.
 */
export async function eraseFromDisk(db: PGlite): Promise<void> {
  await db.exec('set wal_recycle = off')
  await db.exec('vacuum full')
  await db.exec('checkpoint')
  const before = new Set((await db.query<{ name: string }>(WAL_SEGMENTS)).rows.map(({ name }) => name))
  // Bounded by max_wal_size (1 GB, 64 segments of 16 MB), the most ever kept.
  for (let round = 0; round < 70; round++) {
    await db.query('select pg_switch_wal()')
    await db.exec('checkpoint')
    const segments = (await db.query<{ name: string }>(WAL_SEGMENTS)).rows.map(({ name }) => name)
    if (segments.every((name) => !before.has(name))) return
  }
}

/** Opens (creating and migrating when needed) the database in `dataDir`, or in memory without one. */
export async function openEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  const release = dataDir ? lockDataDir(dataDir) : undefined
  try {
    const db = await PGlite.create(dataDir ?? 'memory://', pgliteOptions)
    // Segments deleted, not recycled: a recycled one would keep the records an erasure must remove.
    await db.exec('set wal_recycle = off')
    await migrate(db)
    return new EmbeddedDatabase(db, release)
  } catch (error) {
    release?.()
    throw error
  }
}

const globalForDb = globalThis as unknown as { embeddedDatabases?: Map<string, Promise<EmbeddedDatabase>> }

/** The process-wide instance for `dataDir` (PGlite allows one per directory and process). */
export function sharedEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const cache = (globalForDb.embeddedDatabases ??= new Map())
  let database = cache.get(dataDir)
  if (!database) {
    database = openEmbeddedDatabase(dataDir)
    database.catch(() => cache.delete(dataDir))
    cache.set(dataDir, database)
  }
  return database
}
