import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationFiles } from '@/lib/db/migrations'
import { startPostgres, type PostgresServer } from '@/scripts/support/postgres-server'
import { catalogDifferences } from '@/scripts/support/sql-catalog'
import { migratedDatabase, schemaDiff, schemaFiles } from '@/scripts/support/sql-diff'
import { FUNCTIONS_FILE } from '@/scripts/support/sql-types'

// What npm run db:check and db:diff compute (scripts/db-diff.ts), on the committed files and on
// edited copies of them: A = shim + migrations, B = A + supabase/schemas/.
const WINDOW = 'function public.limit_window_seconds(p_scope text)'
const POLICY = 'policy orcamentos_select_admins on public."Orcamentos"'

/** The schema files with `edit` applied to the one named `name`. */
const edited = (name: string, edit: (sql: string) => string) =>
  schemaFiles().map((file) => (file.name.endsWith(`/${name}`) ? { ...file, sql: edit(file.sql) } : file))

describe('supabase/schemas/ against the migrations (npm run db:check, npm run db:diff)', { timeout: 120_000 }, () => {
  let server: PostgresServer
  let count = 0
  const next = () => `b${++count}`
  beforeAll(async () => {
    server = await startPostgres()
    await migratedDatabase(server, 'a')
  })
  afterAll(() => server?.stop())

  it('agree as committed: nothing to generate, nothing defined twice, lib/db/functions.ts current', async () => {
    const { migration, twice, types, declared, after } = await schemaDiff(server, { from: 'a', into: next() })
    expect(migration.sql).toEqual([])
    expect(twice).toEqual([])
    expect(types).toBe(readFileSync(FUNCTIONS_FILE, 'utf8'))
    // Every function, trigger and policy the database has is created by a statement of a file.
    const created = new Set(declared.flatMap(({ creates }) => creates))
    const objects = [...after.keys()].filter((key) => /^(function|trigger|policy|view) /.test(key))
    expect(objects.length).toBeGreaterThan(200)
    expect(objects.filter((key) => !created.has(key))).toEqual([])
  })

  it('a changed body makes a migration of that function alone, which builds what the files describe', async () => {
    const files = edited('limits.sql', (sql) =>
      sql.replace("when 'webhook_delivery' then 600", "when 'webhook_delivery' then 900"),
    )
    const { migration, after } = await schemaDiff(server, { from: 'a', into: next(), files })
    expect(migration.changed).toEqual([WINDOW])
    expect(migration.removed).toEqual([])
    expect(migration.sql.map((statement) => statement.split('\n').find((line) => !line.startsWith('--')))).toEqual([
      'create or replace function public.limit_window_seconds(p_scope text)',
      'revoke all on function public.limit_window_seconds(p_scope text) from public, anon, authenticated, service_role;',
      'grant execute on function public.limit_window_seconds(p_scope text) to service_role;',
    ])
    const written = { version: '29990101000000', name: '29990101000000_window.sql', sql: migration.sql.join('\n\n') }
    const rebuilt = await migratedDatabase(server, next(), [...migrationFiles(), written])
    expect(catalogDifferences(rebuilt, after)).toEqual([])
    expect(rebuilt.get(WINDOW)).toContain("when 'webhook_delivery' then 900")
  })

  it('a policy taken out of its file is dropped; an object written twice is reported with both places', async () => {
    const files = edited('quotes.sql', (sql) =>
      sql.replace(
        /drop policy if exists orcamentos_select_admins[\s\S]*?;\ncreate policy orcamentos_select_admins[\s\S]*?;\n/,
        '',
      ),
    ).map((file) =>
      file.name.endsWith('/audit.sql')
        ? {
            ...file,
            sql: `${file.sql}\n${
              schemaFiles()
                .find(({ name }) => name.endsWith('/limits.sql'))!
                .sql.split('\n\n')[1]
            }\n`,
          }
        : file,
    )
    const { migration, twice } = await schemaDiff(server, { from: 'a', into: next(), files })
    expect(migration.removed).toEqual([POLICY])
    expect(migration.sql).toEqual(['drop policy if exists orcamentos_select_admins on public."Orcamentos";'])
    const written = { version: '29990101000000', name: '29990101000000_drop.sql', sql: migration.sql.join('\n\n') }
    const rebuilt = await migratedDatabase(server, next(), [...migrationFiles(), written])
    expect(rebuilt.has(POLICY)).toBe(false)
    expect(catalogDifferences(rebuilt, migration.expected)).toEqual([])
    expect(twice.map(([key, places]) => [key, places.map((place) => place.split(':')[0])])).toEqual([
      [WINDOW, ['supabase/schemas/audit.sql', 'supabase/schemas/limits.sql']],
    ])
  })
})
