import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server, type SignedInCaller } from '@/lib/db/caller'
import { engines, type TestDatabase } from '../support/engines'
import { traces } from '../support/traces'
import { anonymous, createUser, errorOf, storeQuote, validRow } from '../support/database'

// The personal-data functions of migration 20261126110000, on the embedded engine and on PostgreSQL.

const PERSON = {
  name: 'Joana Prudente Vasconcelos',
  email: 'joana.vasconcelos@exemplo.com',
  phone: '11 987651234',
  whatsapp: '11 912348765',
}

/** The business's numbers: how many quotes, their guests, dates, party types and statuses. */
const numbers = (db: TestDatabase) =>
  db.asOwner(
    async (tx) =>
      (
        await tx.query(
          `select count(*)::int as quotes, sum(guests)::int as guests, string_agg(concat_ws('|', date::text, party_type, status, event_time::text, created_at::text), ';' order by id) as rows from public."Orcamentos"`,
        )
      ).rows[0],
  )

const auditRows = (db: TestDatabase, action?: string) =>
  db.asOwner(
    async (tx) =>
      (
        await tx.query<{
          action: string
          subject: string | null
          detail: Record<string, unknown>
          actor_email: string | null
        }>(
          `select action, subject, detail, actor_email from public.audit_log where $1::text is null or action = $1 order by id`,
          [action ?? null],
        )
      ).rows,
  )

/** A quote stored as the owner, so a test can place it in the past (the API cannot choose created_at). */
async function storeAs(db: TestDatabase, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row)
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ id: number }>(
      `insert into public."Orcamentos" (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id::int as id`,
      Object.values(row),
    ),
  )
  return rows[0]!.id
}

/** A row from before the form's rules (the checks are NOT VALID: old rows stay), stored with the checks lifted for a moment. */
async function storeLegacy(db: TestDatabase, row: Record<string, unknown>): Promise<number> {
  return db.asOwner(async (tx) => {
    const { rows: checks } = await tx.query<{ conname: string; definition: string }>(
      `select conname, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'public."Orcamentos"'::regclass and contype = 'c' and conname like 'orcamentos\\_%\\_check'`,
    )
    for (const { conname } of checks) await tx.query(`alter table public."Orcamentos" drop constraint "${conname}"`)
    const columns = Object.keys(row)
    const { rows } = await tx.query<{ id: number }>(
      `insert into public."Orcamentos" (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id::int as id`,
      Object.values(row),
    )
    for (const { conname, definition } of checks)
      await tx.query(`alter table public."Orcamentos" add constraint "${conname}" ${definition}`)
    return rows[0]!.id
  })
}

const call = <R>(
  db: TestDatabase,
  caller: Parameters<TestDatabase['asCaller']>[0],
  sql: string,
  params: unknown[] = [],
) => db.asCaller(caller, async (tx) => (await tx.query<R>(sql, params)).rows[0]!)

describe.each(engines())('personal data on $name', { timeout: 180_000 }, (engine) => {
  let db: TestDatabase
  let admin: SignedInCaller
  let user: SignedInCaller

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    admin = await createUser(db, 'dono@buffet.com', { admin: true })
    user = await createUser(db, 'curioso@exemplo.com')
  })
  afterAll(() => engine.stop())

  describe('anonymizing a person', () => {
    let ids: number[] = []
    let otherId: number

    beforeAll(async () => {
      // Three quotes of one person: one found by e-mail (in another case), one only by WhatsApp, one by phone.
      ids = []
      for (const row of [
        validRow({ ...PERSON, email: PERSON.email.toUpperCase(), guests: 80, date: '2099-03-01' }),
        validRow({
          name: 'Joana P. Vasconcelos',
          email: 'outro.email@exemplo.com',
          phone: '11 30001111',
          whatsapp: PERSON.whatsapp,
          guests: 120,
          date: '2099-04-01',
          message: `Meu e-mail é ${PERSON.email}`,
        }),
        validRow({
          ...PERSON,
          email: 'terceiro@exemplo.com',
          whatsapp: '11 955554444',
          guests: 45,
          date: '2099-05-01',
          neighborhood: 'Vila Joana Prudente',
        }),
      ]) {
        await storeQuote(db, row)
        ids.push(
          (
            await db.asOwner((tx) =>
              tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
                row.submission_id,
              ]),
            )
          ).rows[0]!.id,
        )
      }
      await storeQuote(
        db,
        validRow({
          name: 'Outra Cliente',
          email: 'outra@exemplo.com',
          phone: '11 922223333',
          whatsapp: '11 922223333',
          guests: 30,
        }),
      )
      otherId = (
        await db.asOwner((tx) =>
          tx.query<{ id: number }>(`select id::int as id from public."Orcamentos" where email = 'outra@exemplo.com'`),
        )
      ).rows[0]!.id
      await db.asCaller(admin, (tx) =>
        tx.query('select public.admin_quote_note_add($1, $2), public.admin_quote_note_add($3, $4)', [
          ids[0],
          `Ligar para ${PERSON.name} no ${PERSON.phone}`,
          ids[1],
          `Confirmar com ${PERSON.email}`,
        ]),
      )
      await db.asCaller(admin, (tx) =>
        tx.query(`select public.set_quote_status($1, 'em_contato', null, null, null, null)`, [ids[2]]),
      )
      // A proposal for the first quote (migration 20261126120000): refused once, accepted in its second version, a deposit paid.
      await db.asOwner(async (tx) => {
        const proposal = (
          await tx.query<{ id: number }>(
            `insert into public.proposals (orcamento_id, valid_until, deposit_percent, status) values ($1, '2099-02-01', 30, 'accepted') returning id::int as id`,
            [ids[0]],
          )
        ).rows[0]!.id
        const version = async (number: number, status: string) => {
          const content = {
            client: { name: PERSON.name },
            totalCents: 480_000 * number,
            depositCents: 144_000 * number,
          }
          const { rows } = await tx.query<{ id: number }>(
            `insert into public.proposal_versions (proposal_id, number, link_salt, token_hash, content, content_sha256, total_cents, deposit_cents, valid_until, status)
             values ($1, $2, 'sal_do_link_com_22_let', sha256(convert_to($3, 'UTF8')), $4, $5, $6, $7, '2099-02-01', $8) returning id::int as id`,
            [
              proposal,
              number,
              `token-${number}-${proposal}`,
              JSON.stringify(content),
              `sha-${number}`,
              content.totalCents,
              content.depositCents,
              status,
            ],
          )
          return rows[0]!.id
        }
        const first = await version(1, 'refused')
        const second = await version(2, 'accepted')
        await tx.query(
          `insert into public.proposal_refusals (version_id, proposal_id, reason, client_address, user_agent) values ($1, $2, $3, '203.0.113.7', 'Mozilla/5.0 (Android)')`,
          [first, proposal, `Caro demais, escrevam para ${PERSON.email}`],
        )
        await tx.query(
          `insert into public.proposal_acceptances (version_id, proposal_id, full_name, client_address, user_agent, content_sha256) values ($1, $2, $3, '203.0.113.7', 'Mozilla/5.0 (Android)', 'sha-2')`,
          [second, proposal, PERSON.name],
        )
        await tx.query(
          `insert into public.proposal_payments (proposal_id, amount_cents, paid_on) values ($1, 288000, '2098-12-01')`,
          [proposal],
        )
      })
    })

    const everyKey = [
      PERSON.email,
      'outro.email@exemplo.com',
      'terceiro@exemplo.com',
      PERSON.phone,
      PERSON.whatsapp,
      '11 30001111',
      '11 955554444',
      PERSON.name,
      'Joana P. Vasconcelos',
      'Vila Joana Prudente',
    ]

    it('finds every quote and note of the person by e-mail, phone or WhatsApp, and records the search without the key', async () => {
      const byEmail = await call<{ data: { quotes: { id: number }[]; notes: { body: string }[] } }>(
        db,
        admin,
        'select public.person_data($1) as data',
        [` ${PERSON.email.toUpperCase()} `],
      )
      expect(byEmail.data.quotes.map(({ id }) => id)).toEqual([ids[0]])
      const byPhone = await call<{ data: { quotes: { id: number; search_text?: string }[]; notes: unknown[] } }>(
        db,
        admin,
        `select public.person_data($1, 'json') as data`,
        ['+55 (11) 98765-1234'],
      )
      expect(byPhone.data.quotes.map(({ id }) => id)).toEqual([ids[0], ids[2]])
      expect(byPhone.data.quotes[0]).not.toHaveProperty('search_text')
      const byWhatsapp = await call<{ data: { quotes: { id: number }[]; notes: { body: string }[] } }>(
        db,
        admin,
        'select public.person_data($1) as data',
        ['11912348765'],
      )
      expect(byWhatsapp.data.quotes.map(({ id }) => id)).toEqual([ids[0], ids[1]])
      expect(byWhatsapp.data.notes.map(({ body }) => body)).toEqual([
        `Ligar para ${PERSON.name} no ${PERSON.phone}`,
        `Confirmar com ${PERSON.email}`,
      ])
      const proposals = (
        byWhatsapp.data as unknown as {
          proposals: {
            orcamento_id: number
            versions: { number: number; content: { client: { name: string } } }[]
            acceptance: { full_name: string; version: number }
            refusals: { reason: string }[]
            payments: { amount_cents: number }[]
          }[]
        }
      ).proposals
      expect(
        proposals.map((proposal) => [
          proposal.orcamento_id,
          proposal.versions.map(({ number, content }) => [number, content.client.name]),
          proposal.acceptance.full_name,
          proposal.acceptance.version,
          proposal.refusals.map(({ reason }) => reason),
          proposal.payments.map(({ amount_cents }) => amount_cents),
        ]),
      ).toEqual([
        [
          ids[0],
          [
            [1, PERSON.name],
            [2, PERSON.name],
          ],
          PERSON.name,
          2,
          [`Caro demais, escrevam para ${PERSON.email}`],
          [288000],
        ],
      ])
      const recorded = await auditRows(db)
      expect(
        recorded
          .filter(({ action }) => action.startsWith('person_'))
          .map(({ action, detail }) => [action, detail.por, detail.formato ?? null]),
      ).toEqual([
        ['person_search', 'email', null],
        ['person_export', 'telefone', 'json'],
        ['person_search', 'telefone', null],
      ])
      expect(recorded.every(({ subject }) => !subject?.includes('joana') && !subject?.includes('98765'))).toBe(true)
    })

    it('refuses the search to anyone but an administrator, and a key that is neither e-mail nor phone', async () => {
      expect((await errorOf(() => call(db, user, 'select public.person_data($1)', [PERSON.email]))).message).toBe(
        'permission denied: only administrators handle personal data',
      )
      expect((await errorOf(() => call(db, anonymous, 'select public.person_data($1)', [PERSON.email]))).message).toBe(
        'permission denied for function person_data',
      )
      expect((await errorOf(() => call(db, admin, 'select public.person_data($1)', ['12345']))).code).toBe('22023')
    })

    it('is refused to a non-administrator and to anon, changing nothing', async () => {
      const before = await traces(db, [PERSON.email])
      expect((await errorOf(() => call(db, user, 'select public.anonymize_person($1)', [PERSON.email]))).message).toBe(
        'permission denied: only administrators handle personal data',
      )
      expect(
        (await errorOf(() => call(db, anonymous, 'select public.anonymize_person($1)', [PERSON.email]))).message,
      ).toBe('permission denied for function anonymize_person')
      expect(await traces(db, [PERSON.email])).toEqual(before)
      expect(before).toContain('public.Orcamentos.email')
    })

    it('leaves no trace of their e-mails, phones or names in any table, and the numbers intact', async () => {
      const numbersBefore = await numbers(db)
      const other = await db.asOwner((tx) => tx.query(`select * from public."Orcamentos" where id = $1`, [otherId]))
      // Found by the WhatsApp shared by the three, then by the phone and the e-mail: the same person.
      let changed = 0
      for (const key of [PERSON.whatsapp, PERSON.phone, PERSON.email])
        changed += (await call<{ n: number }>(db, admin, 'select public.anonymize_person($1) as n', [key])).n
      expect(changed).toBe(3)
      expect(await traces(db, everyKey)).toEqual([])
      expect(await numbers(db)).toEqual(numbersBefore)
      const { rows } = await db.asOwner((tx) =>
        tx.query(
          `select name, email, phone, whatsapp, neighborhood, message, last_note, anonymized_at is not null as anonymized from public."Orcamentos" where id = any($1) order by id`,
          [ids],
        ),
      )
      expect(rows).toEqual(
        ids.map(() => ({
          name: 'Anonimizado',
          email: null,
          phone: null,
          whatsapp: null,
          neighborhood: null,
          message: null,
          last_note: null,
          anonymized: true,
        })),
      )
      const notes = await db.asOwner((tx) =>
        tx.query<{ body: string }>('select body from public.orcamento_notas where orcamento_id = any($1)', [ids]),
      )
      expect(notes.rows.map(({ body }) => body)).toEqual(['Anonimizado', 'Anonimizado'])
      expect(
        (await db.asOwner((tx) => tx.query(`select * from public."Orcamentos" where id = $1`, [otherId]))).rows,
      ).toEqual(other.rows)
      // The proposal keeps its figures and hashes, without the person: no name, reason, address or browser.
      const answers = await db.asOwner(async (tx) => ({
        versions: (
          await tx.query(
            `select number, content, content_sha256, total_cents from public.proposal_versions order by number`,
          )
        ).rows,
        acceptance: (
          await tx.query(
            `select full_name, client_address, user_agent, content_sha256 from public.proposal_acceptances`,
          )
        ).rows,
        refusals: (await tx.query(`select reason, client_address, user_agent from public.proposal_refusals`)).rows,
        payments: (await tx.query(`select amount_cents from public.proposal_payments`)).rows,
      }))
      expect(answers).toEqual({
        versions: [1, 2].map((number) => ({
          number,
          content: { client: { name: 'Anonimizado' }, totalCents: 480_000 * number, depositCents: 144_000 * number },
          content_sha256: `sha-${number}`,
          total_cents: 480_000 * number,
        })),
        acceptance: [{ full_name: 'Anonimizado', client_address: null, user_agent: null, content_sha256: 'sha-2' }],
        refusals: [{ reason: null, client_address: null, user_agent: null }],
        payments: [{ amount_cents: 288000 }],
      })
      const recorded = (await auditRows(db, 'anonymized')).map(({ detail, actor_email }) => ({
        actor_email,
        anonimizados: detail.anonimizados,
      }))
      expect(recorded).toEqual([
        { actor_email: 'dono@buffet.com', anonimizados: 2 },
        { actor_email: 'dono@buffet.com', anonimizados: 1 },
        { actor_email: 'dono@buffet.com', anonimizados: 0 },
      ])
    })

    it('still refuses any other change to a sent version, an acceptance, a refusal or a payment, the owner’s included', async () => {
      for (const sql of [
        `update public.proposal_versions set total_cents = total_cents + 1`,
        `update public.proposal_versions set content = content || '{"totalCents": 1}'`,
        `update public.proposal_acceptances set full_name = 'Outra Pessoa'`,
        `update public.proposal_acceptances set content_sha256 = 'forjado'`,
        `update public.proposal_refusals set reason = 'outro motivo'`,
        `update public.proposal_refusals set refused_at = now() - interval '1 day'`,
        `update public.proposal_payments set amount_cents = 1`,
        `delete from public.proposal_acceptances`,
      ]) {
        expect((await errorOf(() => db.asOwner((tx) => tx.query(sql)))).code, sql).toBe('42501')
      }
    })

    it('refuses to correct an anonymized quote', async () => {
      const error = await errorOf(() =>
        call(db, admin, 'select public.correct_quote_contact($1, $2, $3, $4, $5, $6)', [
          ids[0],
          'Joana',
          'joana@exemplo.com',
          '11 987651234',
          '11 912348765',
          'Moema',
        ]),
      )
      expect(error.code).toBe('55000')
      expect(await traces(db, ['joana@exemplo.com'])).toEqual([])
    })
  })

  describe('correcting a contact', () => {
    let id: number
    beforeAll(async () => {
      const row = validRow({
        name: 'Carlos Corrigir',
        email: 'carlos@exemplo.com',
        phone: '11 933334444',
        whatsapp: '11 933334444',
        neighborhood: 'Lapa',
      })
      await storeQuote(db, row)
      id = (
        await db.asOwner((tx) =>
          tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
            row.submission_id,
          ]),
        )
      ).rows[0]!.id
    })

    it('changes only what differs and records who, when and a hash of each old value (never the value)', async () => {
      const { fields } = await call<{ fields: string[] }>(
        db,
        admin,
        'select public.correct_quote_contact($1, $2, $3, $4, $5, $6) as fields',
        [id, 'Carlos Corrigir', 'carlos@exemplo.com', '11 955556666', '11 933334444', 'Lapa'],
      )
      expect(fields).toEqual(['phone'])
      const { rows } = await db.asOwner((tx) =>
        tx.query('select phone, whatsapp from public."Orcamentos" where id = $1', [id]),
      )
      expect(rows).toEqual([{ phone: '11 955556666', whatsapp: '11 933334444' }])
      const [entry] = (await auditRows(db, 'contact_corrected')).slice(-1)
      expect(entry).toMatchObject({ actor_email: 'dono@buffet.com', subject: `orcamento:${id}` })
      const changes = entry!.detail.alteracoes as { campo: string; hash_anterior: string }[]
      expect(changes.map(({ campo }) => campo)).toEqual(['phone'])
      expect(changes[0]!.hash_anterior).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(entry)).not.toContain('933334444')
      const at = await db.asOwner((tx) =>
        tx.query<{ recent: boolean }>(
          `select at > now() - interval '1 minute' as recent from public.audit_log where action = 'contact_corrected' order by id desc limit 1`,
        ),
      )
      expect(at.rows).toEqual([{ recent: true }])
    })

    it('records nothing when nothing changes', async () => {
      const before = (await auditRows(db, 'contact_corrected')).length
      const { fields } = await call<{ fields: string[] }>(
        db,
        admin,
        'select public.correct_quote_contact($1, $2, $3, $4, $5, $6) as fields',
        [id, 'Carlos Corrigir', 'carlos@exemplo.com', '11 955556666', '11 933334444', 'Lapa'],
      )
      expect(fields).toEqual([])
      expect(await auditRows(db, 'contact_corrected')).toHaveLength(before)
    })

    it("holds a correction to the form's rules, and refuses it to anyone but an administrator", async () => {
      const bad = await errorOf(() =>
        call(db, admin, 'select public.correct_quote_contact($1, $2, $3, $4, $5, $6)', [
          id,
          'Carlos',
          'sem-arroba',
          '11 955556666',
          '11 933334444',
          'Lapa',
        ]),
      )
      expect({ code: bad.code, message: bad.message }).toEqual({
        code: '23514',
        message: 'new row for relation "Orcamentos" violates check constraint "orcamentos_email_check"',
      })
      expect(
        (
          await errorOf(() =>
            call(db, user, 'select public.correct_quote_contact($1, $2, $3, $4, $5, $6)', [
              id,
              'X',
              'x@exemplo.com',
              '11 955556666',
              '11 933334444',
              'Lapa',
            ]),
          )
        ).message,
      ).toBe('permission denied: only administrators handle personal data')
      expect(
        (
          await errorOf(() =>
            call(db, admin, 'select public.correct_quote_contact($1, $2, $3, $4, $5, $6)', [
              999_999,
              'X',
              'x@exemplo.com',
              '11 955556666',
              '11 933334444',
              'Lapa',
            ]),
          )
        ).code,
      ).toBe('P0002')
      const { rows } = await db.asOwner((tx) =>
        tx.query('select name, email from public."Orcamentos" where id = $1', [id]),
      )
      expect(rows).toEqual([{ name: 'Carlos Corrigir', email: 'carlos@exemplo.com' }])
    })
  })

  describe('retention', () => {
    // Relative to São Paulo's today in the database, so the test holds on any day.
    const monthsAgo = async (months: number, days = 0) =>
      (
        await db.asOwner((tx) =>
          tx.query<{ d: string }>(
            `select ((now() at time zone 'America/Sao_Paulo')::date - make_interval(months => $1) + make_interval(days => $2))::date::text as d`,
            [months, days],
          ),
        )
      ).rows[0]!.d

    it('anonymizes exactly the quotes past the period, by event date (or arrival without one, or when the event is years away), and is a no-op the second time', async () => {
      const old = await monthsAgo(24, -1)
      const edge = await monthsAgo(24)
      const recentEvent = await monthsAgo(23, -1)
      const past = {
        eventPast: await storeAs(
          db,
          validRow({
            name: 'Evento antigo',
            email: 'antigo1@exemplo.com',
            date: old,
            created_at: `${old}T12:00:00-03:00`,
          }),
        ),
        // Asked long ago for a party still within the period: kept.
        eventRecent: await storeAs(
          db,
          validRow({
            name: 'Pedido antigo, festa recente',
            email: 'antigo2@exemplo.com',
            date: recentEvent,
            created_at: `${old}T12:00:00-03:00`,
          }),
        ),
        onTheEdge: await storeAs(
          db,
          validRow({
            name: 'No limite',
            email: 'limite@exemplo.com',
            date: edge,
            created_at: `${edge}T08:00:00-03:00`,
          }),
        ),
        // An old row without a date (from before the form's rules): its arrival counts.
        noDateOld: await storeLegacy(db, {
          name: 'Sem data antigo',
          email: 'semdata1@exemplo.com',
          created_at: `${old}T12:00:00-03:00`,
        }),
        noDateRecent: await storeLegacy(db, {
          name: 'Sem data recente',
          email: 'semdata2@exemplo.com',
          created_at: `${recentEvent}T12:00:00-03:00`,
        }),
        future: await storeAs(db, validRow({ name: 'Festa futura', email: 'futura@exemplo.com' })),
        // A date typed decades ahead would keep the quote for ever: it counts as two years after the arrival at most.
        farFuture: await storeAs(
          db,
          validRow({
            name: 'Festa em 2099',
            email: 'longe@exemplo.com',
            date: '2099-06-01',
            created_at: `${await monthsAgo(48, -2)}T12:00:00-03:00`,
          }),
        ),
        farFutureRecent: await storeAs(
          db,
          validRow({
            name: 'Festa em 2098',
            email: 'longe2@exemplo.com',
            date: '2098-06-01',
            created_at: `${old}T12:00:00-03:00`,
          }),
        ),
      }
      const auditBefore = (await auditRows(db)).length
      const first = await call<{ r: { anonymized: number; months: number; audit_expired: number } }>(
        db,
        server,
        'select public.run_retention() as r',
      )
      expect(first.r).toEqual({ months: 24, anonymized: 3, evidence_anonymized: 0, audit_expired: 0 })
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ id: number; anonymized: boolean }>(
          `select id::int as id, anonymized_at is not null as anonymized from public."Orcamentos" where id = any($1) order by id`,
          [Object.values(past)],
        ),
      )
      expect(
        Object.fromEntries(
          Object.entries(past).map(([label, id]) => [label, rows.find((row) => row.id === id)?.anonymized]),
        ),
      ).toEqual({
        eventPast: true,
        eventRecent: false,
        onTheEdge: false,
        noDateOld: true,
        noDateRecent: false,
        future: false,
        farFuture: true,
        farFutureRecent: false,
      })
      expect(await traces(db, ['antigo1@exemplo.com', 'semdata1@exemplo.com', 'longe@exemplo.com'])).toEqual([])
      const recorded = await auditRows(db)
      expect(
        recorded.slice(auditBefore).map(({ action, actor_email, detail }) => ({ action, actor_email, detail })),
      ).toEqual([
        {
          action: 'retention_run',
          actor_email: null,
          detail: { meses: 24, anonimizados: 3, provas_anonimizadas: 0, registros_expirados: 0 },
        },
      ])

      const snapshot = await db.asOwner(
        async (tx) => (await tx.query(`select * from public."Orcamentos" order by id`)).rows,
      )
      const second = await call<{ r: { anonymized: number } }>(db, server, 'select public.run_retention() as r')
      expect(second.r).toEqual({ months: 24, anonymized: 0, evidence_anonymized: 0, audit_expired: 0 })
      expect(
        await db.asOwner(async (tx) => (await tx.query(`select * from public."Orcamentos" order by id`)).rows),
      ).toEqual(snapshot)
      expect(await auditRows(db)).toHaveLength(recorded.length)
    })

    it("follows the administrator's period, which anyone may read and only an administrator may set (6 to 120 months)", async () => {
      expect(await call(db, anonymous, 'select public.retention_months() as months')).toEqual({ months: 24 })
      expect((await errorOf(() => call(db, user, 'select public.set_retention_months(12)'))).message).toBe(
        'permission denied: only administrators handle personal data',
      )
      expect((await errorOf(() => call(db, anonymous, 'select public.set_retention_months(12)'))).message).toBe(
        'permission denied for function set_retention_months',
      )
      expect((await errorOf(() => call(db, admin, 'select public.set_retention_months(5)'))).code).toBe('22023')
      await call(db, admin, 'select public.set_retention_months(23)')
      expect(await call(db, anonymous, 'select public.retention_months() as months')).toEqual({ months: 23 })
      expect((await auditRows(db, 'retention_changed')).map(({ detail }) => detail)).toEqual([{ de: 24, para: 23 }])
      // Now past the period: the party of 23 months and a day ago, the undated row of then, and the one on the old edge.
      expect(
        (await call<{ r: { anonymized: number } }>(db, server, 'select public.run_retention() as r')).r.anonymized,
      ).toBe(3)
      await call(db, admin, 'select public.set_retention_months(24)')
    })

    it('drops audit rows older than 12 months, and only those', async () => {
      await db.asOwner((tx) =>
        tx.query(
          `insert into public.audit_log (at, action) values (now() - interval '13 months', 'antigo'), (now() - interval '11 months', 'recente')`,
        ),
      )
      const { r } = await call<{ r: { audit_expired: number } }>(db, server, 'select public.run_retention() as r')
      expect(r.audit_expired).toBe(1)
      const left = await db.asOwner((tx) =>
        tx.query<{ action: string }>(`select action from public.audit_log where action in ('antigo', 'recente')`),
      )
      expect(left.rows).toEqual([{ action: 'recente' }])
    })
  })

  describe('the audit log', () => {
    it.each(['anon', 'user', 'admin', 'service_role'] as const)('refuses UPDATE and DELETE to %s', async (who) => {
      const caller = who === 'anon' ? anonymous : who === 'user' ? user : who === 'admin' ? admin : null
      const run = (sql: string) =>
        caller
          ? db.asCaller(caller, (tx) => tx.query(sql))
          : db.asOwner(async (tx) => {
              await tx.query('set local role service_role')
              return tx.query(sql)
            })
      for (const sql of [
        `update public.audit_log set action = 'forjado'`,
        'delete from public.audit_log',
        'truncate public.audit_log',
      ]) {
        expect((await errorOf(() => run(sql))).message).toBe('permission denied for table audit_log')
      }
    })

    it('is append-only even for the database owner: a recent row never changes or leaves, and the table is never truncated', async () => {
      const count = (await auditRows(db)).length
      expect(
        (await errorOf(() => db.asOwner((tx) => tx.query(`update public.audit_log set action = 'forjado'`)))).message,
      ).toBe('audit_log is append-only')
      expect((await errorOf(() => db.asOwner((tx) => tx.query('delete from public.audit_log')))).message).toBe(
        'audit_log is append-only',
      )
      expect((await errorOf(() => db.asOwner((tx) => tx.query('truncate public.audit_log')))).message).toBe(
        'audit_log is append-only',
      )
      expect(await auditRows(db)).toHaveLength(count)
    })

    it('records a status change once, with who made it', async () => {
      const row = validRow({ name: 'Status auditado' })
      await storeQuote(db, row)
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
          row.submission_id,
        ]),
      )
      const before = (await auditRows(db, 'status_changed')).length
      await db.asCaller(admin, (tx) =>
        tx.query(`select public.set_quote_status($1, 'fechado', null, null, 500000, null)`, [rows[0]!.id]),
      )
      const added = (await auditRows(db, 'status_changed')).slice(before)
      expect(added).toHaveLength(1)
      expect(added[0]).toMatchObject({ actor_email: 'dono@buffet.com', detail: { from: 'novo', to: 'fechado' } })
      expect(added[0]!.subject).toMatch(/^orcamento:\d+$/)
    })
  })
})
