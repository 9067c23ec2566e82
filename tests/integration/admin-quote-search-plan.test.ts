import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminQuoteArgs } from '@/lib/quotes/contract'
import { engines, type TestDatabase } from '../support/engines'
import { createUser } from '../support/database'

// The admin list's search by index (migration 20261125140000), on 20k quotes: a fifth of what
// bench:admin measures, and an index only grows more attractive to the planner as the table grows
// (100k took twice the time for the same plans). Under row-level security PostgreSQL keeps ILIKE
// (not leakproof) above the policy and scans the table; the admin functions run as their owner,
// with no policy in the way, and use the trigram index. Both checked on the statement the functions
// build, explained as the owner they run as.
const ROWS = 20_000

const plan = async (db: TestDatabase, sql: string) =>
  (await db.asOwner((tx) => tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`))).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n')

/** The WHERE condition public.admin_quotes builds for a search, with the same escaping the adapters apply. */
async function condition(db: TestDatabase, search: string) {
  const { p_search } = adminQuoteArgs(search)
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ condition: string }>(
      'select public.admin_quotes_condition($1, null, null, null, null, null, null, null) as condition',
      [p_search],
    ),
  )
  return rows[0]!.condition
}

describe.each(engines())('the admin search on $name with 20k quotes', { timeout: 240_000 }, (engine) => {
  let db: TestDatabase
  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    // The trigram index built once over the rows, as CREATE INDEX does, rather than row by row: half
    // the CPU of the insert. Its definition is read back from the catalog, as the migrations made it.
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ definition: string }>(
        `select pg_get_indexdef('public.orcamentos_search_trgm_idx'::regclass) as definition`,
      ),
    )
    await db.asOwner((tx) => tx.exec('drop index public.orcamentos_search_trgm_idx'))
    await db.asOwner((tx) =>
      tx.query(
        `insert into public."Orcamentos" (created_at, name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message)
         select now() - i * interval '15 minutes', 'Cliente ' || i, 'cliente' || i || '@exemplo.com', '11 30000000', '11 900000000',
                (array['Pinheiros', 'Moema', 'Lapa', 'Perdizes'])[1 + i % 4], 'festa-infantil', 50, current_date + 30, '19:00', 'Festa'
         from generate_series(1, $1::int) as i`,
        [ROWS],
      ),
    )
    await db.asOwner((tx) => tx.exec(rows[0]!.definition))
    await db.asOwner((tx) => tx.exec('analyze public."Orcamentos"'))
    // 20k rows and their trigram index: seconds on PGlite, tens of them when the machine is busy.
  }, 300_000)
  afterAll(() => engine.stop())

  it('builds the condition with the search escaped as text (% and _ are not wildcards)', async () => {
    // Without a status filter the list leaves out the suspect quotes (migration 20261126130300).
    expect(await condition(db, 'cliente1234')).toBe(
      `true and search_text ilike '%cliente1234%' and status <> 'suspeito'`,
    )
    // quote_literal doubles the backslashes (and the quote) in an E'' literal: the pattern stays \% and \_.
    expect(await condition(db, "50%_o'")).toBe(
      `true and search_text ilike E'%50\\\\%\\\\_o''%' and status <> 'suspeito'`,
    )
  })

  it('searches and counts a rare term through the trigram index', async () => {
    const where = await condition(db, 'cliente12345')
    expect(await plan(db, `select count(*)::integer from public."Orcamentos" where ${where}`)).toMatch(
      /Bitmap Index Scan on orcamentos_search_trgm_idx/,
    )
    const page = await plan(
      db,
      `select * from public."Orcamentos" where ${where} order by created_at desc, id desc limit 20 offset 0`,
    )
    expect(page).toMatch(/orcamentos_search_trgm_idx|Index Scan Backward using orcamentos_created_at_id_idx/)
    expect(page).not.toMatch(/Seq Scan/)
  })

  // A term in a quarter of the rows: counting it costs about as much by a sequential scan as by the
  // index, and PostgreSQL picks either from its sampled statistics (a CI run saw a Seq Scan for the
  // count). The page the admin sees must still never scan the table.
  it('reads the page of a common term from an index', async () => {
    const where = await condition(db, 'Pinheiros')
    const page = await plan(
      db,
      `select * from public."Orcamentos" where ${where} order by created_at desc, id desc limit 20 offset 0`,
    )
    expect(page).toMatch(/orcamentos_search_trgm_idx|Index Scan Backward using orcamentos_created_at_id_idx/)
    expect(page).not.toMatch(/Seq Scan/)
  })

  it('while the API role may not read the table at all: the functions are the only way in', async () => {
    const admin = await createUser(db, 'plano@buffet.com.br', { admin: true })
    await expect(
      db.asCaller(admin, (tx) =>
        tx.query(`explain select count(*) from public."Orcamentos" where search_text ilike '%cliente12345%'`),
      ),
    ).rejects.toThrow('permission denied for table Orcamentos')
  })

  it('reads the oldest page and each export batch (keyset cursor) from the (created_at, id) index', async () => {
    expect(
      await plan(db, `select * from public."Orcamentos" where true order by created_at asc, id asc limit 20 offset 0`),
    ).toMatch(/Index Scan using orcamentos_created_at_id_idx/)
    expect(
      await plan(
        db,
        `select * from public."Orcamentos" where true and (created_at, id) < (now() - interval '1 year', 1) order by created_at desc, id desc limit 1000`,
      ),
    ).toMatch(/Index Scan Backward using orcamentos_created_at_id_idx[\s\S]*Index Cond: \(ROW\(created_at, id\) < ROW/)
  })
})
