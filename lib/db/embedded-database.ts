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

  async close() {
    await this.db.close()
    this.release()
  }
}

/** Opens (creating and migrating when needed) the database in `dataDir`, or in memory without one. */
export async function openEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  const release = dataDir ? lockDataDir(dataDir) : undefined
  try {
    const db = await PGlite.create(dataDir ?? 'memory://', pgliteOptions)
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
