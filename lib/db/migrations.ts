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

// The first 42 migrations were squashed into one baseline that kept the last one's version: a
// database that ran them all skips it; one that ran only some cannot be brought forward from here.
const SQUASHED_INTO = '20261128400100'
const SQUASHED_COUNT = 42

/**
 * Recreates what a Supabase project has before any migration (roles, auth schema), then applies
 * the migrations not yet recorded in supabase_migrations.schema_migrations, each in a transaction.
 */
export async function migrate(db: SqlConnection, files = migrationFiles()): Promise<string[]> {
  await db.exec(readFileSync(/*turbopackIgnore: true*/ path.join(supabaseDir(), 'embedded', 'shim.sql'), 'utf8'))
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  const done = new Set(rows.map(({ version }) => version))
  const older = rows.filter(({ version }) => version < SQUASHED_INTO).map(({ version }) => version)
  if (older.length && !done.has(SQUASHED_INTO)) {
    throw new Error(
      `Este banco de dados registra só parte das migrações antigas (${older.length} de ${SQUASHED_COUNT}, a última ${older.sort().at(-1)}), ` +
        `e as migrações de agora começam de uma base que junta todas elas: nada foi aplicado. Abra-o antes com a versão ` +
        `do projeto que ainda tinha as ${SQUASHED_COUNT} (commit e42e741), que aplica as que faltam, e depois com esta.`,
    )
  }
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
