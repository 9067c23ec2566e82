import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationFiles } from '@/lib/db/migrations'
import { readCatalog, readTables } from '@/scripts/support/sql-catalog'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser, errorOf, storeQuote, validRow } from '../support/database'

const QUOTE_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'whatsapp',
  'neighborhood',
  'party_type',
  'guests',
  'date',
  'event_time',
  'message',
  'submission_id',
  'status',
  'updated_at',
  'status_changed_by',
  'status_changed_at',
  'last_note',
  'notification_status',
  'notification_attempts',
  'notified_at',
  'search_text',
  'suspect',
  'anonymized_at',
  'next_contact',
  'lost_reason',
  'lost_reason_detail',
  'lead_source',
  'address_cep',
  'address_street',
  'address_number',
  'address_complement',
  'address_city',
  'event_value_cents',
  'created_by',
  'no_answer_count',
  'review_requested_at',
  'review_received_at',
  'client_cpf',
]

// The 42 migrations the baseline squashed, as main had them: the databases made before the squash.
const SQUASHED = () => migrationFiles('tests/fixtures/migrations-e42e741')

/** What a second run of the migrations must not change, read from the catalogs (both engines have them). */
async function schemaSnapshot(db: TestDatabase) {
  const read = async (sql: string) => (await db.asOwner((tx) => tx.query(sql))).rows
  return {
    columns:
      await read(`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
    constraints:
      await read(`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition from pg_constraint
      where connamespace = 'public'::regnamespace order by 1, 2`),
    grants: await read(`select table_name, grantee, privilege_type from information_schema.role_table_grants
      where table_schema = 'public' order by 1, 2, 3`),
    columnGrants:
      await read(`select table_name, column_name, grantee, privilege_type from information_schema.column_privileges
      where table_schema = 'public' and grantee in ('anon', 'authenticated', 'service_role') order by 1, 2, 3, 4`),
    policies: await read(
      `select tablename, policyname, cmd, roles::text as roles, qual, with_check from pg_policies where schemaname = 'public' order by 1, 2`,
    ),
    functions:
      await read(`select p.proname, pg_get_function_identity_arguments(p.oid) as args, p.prosecdef, p.proacl::text as acl from pg_proc p
      where p.pronamespace = 'public'::regnamespace order by 1, 2`),
    rows: await read(
      `select id::int as id, name, status, submission_id::text as submission_id from public."Orcamentos" order by id`,
    ),
  }
}

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('migrations on $name', { timeout: 120_000 }, (engine) => {
  beforeAll(() => engine.start())
  afterAll(() => engine.stop())

  it('apply in order on an empty database, record what ran and apply nothing the second time', async () => {
    const db = await engine.emptyDatabase()
    expect(await db.migrate()).toEqual(migrationFiles().map(({ name }) => name))
    expect(await db.migrate()).toEqual([])
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'Orcamentos' order by ordinal_position`,
      ),
    )
    expect(rows.map(({ column_name }) => column_name)).toEqual(QUOTE_COLUMNS)
    const recorded = await db.asOwner((tx) =>
      tx.query<{ name: string }>('select name from supabase_migrations.schema_migrations order by version'),
    )
    expect(recorded.rows.map(({ name }) => name)).toEqual(migrationFiles().map(({ name }) => name))
  })

  it('can run every generated file again over an applied schema and leave it as it was: columns, constraints, grants, policies and rows', async () => {
    const db = await engine.emptyDatabase()
    await db.migrate()
    await storeQuote(db, validRow())
    const before = await schemaSnapshot(db)
    const [baseline, ...generated] = migrationFiles()
    expect(baseline!.name).toBe('20261128400100_baseline.sql')
    for (const { name, sql } of generated)
      await expect(
        db.asOwner((tx) => tx.exec(sql)),
        name,
      ).resolves.not.toThrow()
    expect(await schemaSnapshot(db)).toEqual(before)
    expect(before.rows).toHaveLength(1)
  })

  it('upgrade a database the 42 squashed migrations built, with rows: the rows stay and the schema ends as a new database has it', async () => {
    const old = await engine.emptyDatabase()
    expect(await old.migrate(SQUASHED())).toHaveLength(42)
    const admin = await createUser(old, 'admin@exemplo.com', { admin: true })
    await storeQuote(old, validRow({ name: 'Cliente de antes' }))
    const rows = `select id::int as id, name, status, submission_id::text as submission_id from public."Orcamentos" order by id`
    const before = await old.asOwner((tx) => tx.query(rows))
    const legacy = `select count(*)::int as n from pg_proc where proname in ('admin_proposal_record_payment', 'set_quote_status')`
    expect((await old.asOwner((tx) => tx.query<{ n: number }>(legacy))).rows).toEqual([{ n: 5 }])

    // The baseline keeps the last squashed version, so only the files after it run.
    expect(await old.migrate()).toEqual(
      migrationFiles()
        .slice(1)
        .map(({ name }) => name),
    )
    expect((await old.asOwner((tx) => tx.query(rows))).rows).toEqual(before.rows)
    expect((await old.asOwner((tx) => tx.query<{ n: number }>(legacy))).rows).toEqual([{ n: 2 }])
    const { rows: counted } = await old.asCaller(admin, (tx) =>
      tx.query<{ n: number }>('select public.admin_quotes_count() as n'),
    )
    expect(counted[0]!.n).toBe(1)

    const fresh = await engine.emptyDatabase()
    await fresh.migrate()
    const whole = (db: TestDatabase) =>
      db.asOwner(async (tx) => {
        const sorted = (map: Map<string, string>) => Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)))
        return { catalog: sorted(await readCatalog(tx)), tables: sorted(await readTables(tx)) }
      })
    const [upgraded, created] = [await whole(old), await whole(fresh)]
    expect(Object.keys(upgraded.catalog).length).toBeGreaterThan(200)
    expect(Object.keys(upgraded.tables).length).toBeGreaterThan(300)
    expect(upgraded).toEqual(created)
  })

  it('refuse, in Portuguese and applying nothing, a database that ran only some of the squashed migrations', async () => {
    const db = await engine.emptyDatabase()
    await db.migrate(SQUASHED().slice(0, 10))
    const tables = `select count(*)::int as n from pg_tables where schemaname = 'public'`
    const before = await db.asOwner((tx) => tx.query(tables))
    expect((await errorOf(() => db.migrate())).message).toBe(
      'Este banco de dados registra só parte das migrações antigas (10 de 42, a última 20261126100300), e as migrações ' +
        'de agora começam de uma base que junta todas elas: nada foi aplicado. Abra-o antes com a versão do projeto ' +
        'que ainda tinha as 42 (commit e42e741), que aplica as que faltam, e depois com esta.',
    )
    expect((await db.asOwner((tx) => tx.query(tables))).rows).toEqual(before.rows)
    const recorded = await db.asOwner((tx) =>
      tx.query('select count(*)::int as n from supabase_migrations.schema_migrations'),
    )
    expect(recorded.rows).toEqual([{ n: 10 }])
  })

  it("Supabase's default privileges, except for anon: a table and sequence created without a revoke are open to authenticated as on a new Supabase project, closed to anon", async () => {
    const db = await engine.emptyDatabase()
    await db.migrate()
    await db.asOwner((tx) =>
      tx.exec(`
        create table public.forgot_revoke (id bigint generated by default as identity primary key, note text);
        insert into public.forgot_revoke (note) values ('visível para quem entrou');
        create function public.forgot_revoke_count() returns bigint language sql as 'select count(*) from public.forgot_revoke';
      `),
    )
    const user = await createUser(db, 'cliente@exemplo.com')
    const { rows } = await db.asCaller(user, (tx) =>
      tx.query<{ note: string }>(`select note from public.forgot_revoke`),
    )
    expect(rows).toEqual([{ note: 'visível para quem entrou' }])
    // The identity sequence is granted too, so authenticated can insert (the least-privilege allowlist fails on it).
    await db.asCaller(user, (tx) => tx.query(`insert into public.forgot_revoke (note) values ('de authenticated')`))
    for (const sql of [
      'select note from public.forgot_revoke',
      `insert into public.forgot_revoke (note) values ('de anon')`,
    ]) {
      expect((await errorOf(() => db.asCaller(anonymous, (tx) => tx.query(sql)))).message).toBe(
        'permission denied for table forgot_revoke',
      )
    }
    // A function still takes PostgreSQL's own default (PUBLIC may execute: each migration revokes it, and the
    // least-privilege allowlist checks), but one that runs as its caller reads nothing anon may not.
    expect(
      (await errorOf(() => db.asCaller(anonymous, (tx) => tx.query('select public.forgot_revoke_count()')))).message,
    ).toBe('permission denied for table forgot_revoke')
    const count = await db.asCaller(user, (tx) =>
      tx.query<{ n: string }>('select public.forgot_revoke_count()::text as n'),
    )
    expect(Number(count.rows[0]!.n)).toBe(2)
    const roles = await db.asOwner((tx) =>
      tx.query<{ grantee: string }>(
        `select distinct grantee from information_schema.role_table_grants where table_name = 'forgot_revoke' and grantee <> 'postgres' order by grantee`,
      ),
    )
    expect(roles.rows.map(({ grantee }) => grantee)).toEqual(['authenticated', 'service_role'])
  })

  it('every table of the migrations that the API roles can reach has row-level security on', async () => {
    const db = await engine.emptyDatabase()
    await db.migrate()
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ table: string }>(`
        select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity
          and (has_table_privilege('anon', c.oid, 'select, insert, update, delete')
            or has_table_privilege('authenticated', c.oid, 'select, insert, update, delete'))`),
    )
    expect(rows).toEqual([])
  })
})
