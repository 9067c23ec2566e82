import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const supabaseDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'supabase')

/** The migration files in the order Supabase applies them (by timestamped name). */
export function migrationFiles(dir = path.join(supabaseDir(), 'migrations')) {
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      version: file.split('_')[0] ?? file,
      name: file,
      sql: readFileSync(/*turbopackIgnore: true*/ path.join(dir, file), 'utf8'),
    }))
}

/** What migrate() needs from a database: PGlite has it, and tests wrap a PostgreSQL server's client the same way. */
export interface SqlConnection {
  exec(sql: string): Promise<unknown>
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  transaction<T>(work: (tx: Pick<SqlConnection, 'exec' | 'query'>) => Promise<T>): Promise<T>
}

/**
 * Recreates what a Supabase project has before any migration (roles, auth schema), then applies
 * the migrations not yet recorded in supabase_migrations.schema_migrations, each in a transaction.
 */
export async function migrate(db: SqlConnection, files = migrationFiles()): Promise<string[]> {
  await db.exec(readFileSync(/*turbopackIgnore: true*/ path.join(supabaseDir(), 'embedded', 'shim.sql'), 'utf8'))
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  const done = new Set(rows.map(({ version }) => version))
  const applied: string[] = []
  for (const file of files.filter(({ version }) => !done.has(version))) {
    await db.transaction(async (tx) => {
      await tx.exec(file.sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        file.version,
        file.name,
      ])
    })
    applied.push(file.name)
  }
  return applied
}
