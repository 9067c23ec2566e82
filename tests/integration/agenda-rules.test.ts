import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import { addDays } from '@/lib/dates/calendar'
import { agendaStore } from '@/lib/agenda/store'
import { bookingStore } from '@/lib/bookings/store'
import { quoteStore } from '@/lib/quotes/store'
import { reportStore } from '@/lib/reports/store'
import { todayInSaoPaulo } from '@/lib/dates'
import type { TestDatabase } from '../support/engines'
import { transports } from '../support/transports'
import { anonymous, createUser, errorOf, storeQuote, validRow } from '../support/database'
import { callAs, proposalDraft, sentProposal, contractArgs } from '../support/proposal'

// The agenda's rules, written once in SQL and proven on both engines and through Supabase's
// PostgREST with the stores the app uses (the agenda's and the reports'): the next-contact rules,
// the full-date rule and the public full dates (dates only).
describe.each(transports())('agenda rules on $name', { timeout: 180_000 }, (transport) => {
  let db: TestDatabase
  let store: ReturnType<typeof agendaStore> & ReturnType<typeof bookingStore> & ReturnType<typeof reportStore>
  let admin: SignedInCaller
  const today = todayInSaoPaulo()
  const day = (offset: number) => addDays(today, offset)

  /** A visitor's quote for `date`, its id. */
  const quote = async (date: string, name = 'Cliente') => {
    const submission = crypto.randomUUID()
    await storeQuote(db, validRow({ name, date, submission_id: submission }))
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [submission]),
    )
    return rows[0]!.id
  }
  // A win carries the event's value, as the admin asks it.
  const setStatus = (id: number, status: string, reason: string | null = null, detail: string | null = null) =>
    db.asCaller(admin, (tx) =>
      tx.query<{ changed: boolean }>('select public.set_quote_status($1, $2, $3, $4, $5, null) as changed', [
        id,
        status,
        reason,
        detail,
        status === 'fechado' ? 500_000 : null,
      ]),
    )
  const stored = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<Record<string, unknown>>(
          `select status, next_contact::text as next_contact, lost_reason, lost_reason_detail from public."Orcamentos" where id = $1`,
          [id],
        ),
      )
    ).rows[0]!

  let rpc: Awaited<ReturnType<typeof transport.open>>['rpc']
  let requests: Awaited<ReturnType<typeof transport.open>>['requests']

  beforeAll(async () => {
    const opened = await transport.open()
    db = opened.db
    rpc = opened.rpc
    requests = opened.requests
    admin = await createUser(db, 'admin@exemplo.com', { admin: true })
    store = { ...agendaStore(opened.rpc), ...bookingStore(opened.rpc), ...reportStore(opened.rpc) }
  }, 300_000)
  afterAll(() => transport.close())

  describe('the next-contact rule', () => {
    it.each([
      ['novo', null, day(0)],
      ['em_contato', null, day(2)],
      ['orcamento_enviado', null, day(3)],
      ['fechado', day(40), day(41)],
      ['fechado', null, null],
      ['perdido', day(40), null],
    ])('%s (event %s) → %s', async (status, event, expected) => {
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ next: string | null }>('select public.next_contact_rule($1, $2, $3)::text as next', [
          status,
          event,
          today,
        ]),
      )
      expect(rows[0]!.next).toBe(expected)
    })

    it('counts days in São Paulo: today is São Paulo’s date, not the server’s', async () => {
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ today: string }>('select public.sao_paulo_today()::text as today'),
      )
      expect(rows[0]!.today).toBe(todayInSaoPaulo())
    })

    it('is applied on every status change; Perdido clears it; the administrator may move it', async () => {
      const id = await quote(day(30))
      expect((await stored(id)).next_contact).toBe(day(0))
      await setStatus(id, 'em_contato')
      expect((await stored(id)).next_contact).toBe(day(2))
      await setStatus(id, 'orcamento_enviado')
      expect((await stored(id)).next_contact).toBe(day(3))
      expect(await store.setNextContact(admin, id, day(5))).toBe(true)
      expect((await stored(id)).next_contact).toBe(day(5))
      await setStatus(id, 'fechado')
      expect((await stored(id)).next_contact).toBe(day(31))
      await setStatus(id, 'perdido', 'preco')
      expect(await stored(id)).toMatchObject({ status: 'perdido', next_contact: null, lost_reason: 'preco' })
      await setStatus(id, 'novo')
      expect(await stored(id)).toMatchObject({ next_contact: day(0), lost_reason: null })
    })
  })

  describe('a lost quote’s reason', () => {
    it('is required, and "outro" needs its text', async () => {
      const id = await quote(day(20))
      expect((await errorOf(() => setStatus(id, 'perdido'))).message).toBe(
        'set_quote_status: informe o motivo da perda',
      )
      expect((await errorOf(() => setStatus(id, 'perdido', 'outro', '  '))).message).toBe(
        'set_quote_status: informe o motivo da perda',
      )
      expect((await errorOf(() => setStatus(id, 'perdido', 'caro demais'))).message).toBe(
        'new row for relation "Orcamentos" violates check constraint "orcamentos_lost_reason_check"',
      )
      expect((await stored(id)).status).toBe('novo')
      await setStatus(id, 'perdido', 'outro', ' Mudou de cidade ')
      expect(await stored(id)).toMatchObject({
        status: 'perdido',
        lost_reason: 'outro',
        lost_reason_detail: 'Mudou de cidade',
      })
    })

    it('and every status change is in the audit log, without personal data', async () => {
      const id = await quote(day(21), 'Fulana de Tal')
      await setStatus(id, 'perdido', 'sem_resposta')
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ action: string; actor_id: string; detail: unknown }>(
          `select action, actor_id, detail from public.audit_log where subject = $1`,
          [`orcamento:${id}`],
        ),
      )
      expect(rows).toEqual([
        {
          action: 'status_changed',
          actor_id: admin.userId,
          detail: { from: 'novo', to: 'perdido', reason: 'sem_resposta' },
        },
      ])
    })

    it('returns false for a quote that does not exist', async () => {
      expect((await setStatus(999_999, 'em_contato')).rows[0]!.changed).toBe(false)
    })
  })

  describe('the full-date rule (bookings.test.ts proves the booking paths)', () => {
    beforeEach(async () => {
      expect(await store.setCapacity(admin, 2)).toBe(true)
    })
    const full = (dates: string[]) => store.fullDates(admin, dates)

    it('a date is full when its won events reach the capacity', async () => {
      const date = day(50)
      const [first, second] = [await quote(date), await quote(date)]
      await setStatus(first!, 'fechado')
      expect(await full([date])).toEqual([])
      await setStatus(second!, 'fechado')
      expect(await full([date])).toEqual([date])
      expect(await store.setCapacity(admin, 3)).toBe(true)
      expect(await full([date])).toEqual([])
    })

    it('lost and open quotes do not count', async () => {
      const date = day(51)
      await setStatus(await quote(date), 'fechado')
      for (const status of ['perdido', 'perdido', 'orcamento_enviado', 'em_contato'])
        await setStatus(await quote(date), status, status === 'perdido' ? 'preco' : null)
      await quote(date)
      expect(await full([date])).toEqual([])
    })

    it('a blocked date is full without any event, until it is unblocked; both are audited', async () => {
      const date = day(52)
      await store.blockDate(admin, date, 'Feriado da família')
      expect(await full([date, day(53)])).toEqual([date])
      expect(await store.unblockDate(admin, date)).toBe(true)
      expect(await store.unblockDate(admin, date)).toBe(false)
      expect(await full([date])).toEqual([])
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ action: string; detail: unknown }>(
          'select action, detail from public.audit_log where subject = $1 order by id',
          [`data:${date}`],
        ),
      )
      expect(rows).toEqual([
        { action: 'date_blocked', detail: {} },
        { action: 'date_unblocked', detail: {} },
      ])
    })
  })

  describe('the public full dates', () => {
    it('are dates only, for anyone, and follow each status change made in the admin (the answer kept for the form is dropped)', async () => {
      const quotes = quoteStore(rpc)
      expect(await store.setCapacity(admin, 1)).toBe(true)
      const date = day(60)
      const id = await quote(date, 'Maria Sigilosa')
      expect(await store.publicFullDates()).not.toContain(date)
      expect(await quotes.setStatus(admin, id, 'fechado', undefined, { valueCents: 500_000 })).toBe(true)
      const dates = await store.publicFullDates()
      expect(dates).toContain(date)
      // Nothing but an array of YYYY-MM-DD strings: no name, no count, no reason.
      expect(dates.every((value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))).toBe(true)
      expect(JSON.stringify(dates)).not.toMatch(/Maria|Sigilosa|@|fechado/)
      expect(await quotes.setStatus(admin, id, 'em_contato')).toBe(true)
      expect(await store.publicFullDates()).not.toContain(date)
    })

    it('are read once for a burst of visitors and kept briefly: a change the admin did not make through this server shows within the time to live', async () => {
      const date = day(61)
      const id = await quote(date, 'Rajada de Visitas')
      const before = await store.publicFullDates()
      const calls = () => requests?.filter(({ path }) => path.endsWith('/public_full_dates')).length ?? 0
      const asked = calls()
      const burst = await Promise.all(Array.from({ length: 20 }, () => store.publicFullDates()))
      expect(burst.every((dates) => JSON.stringify(dates) === JSON.stringify(before))).toBe(true)
      if (requests) expect(calls()).toBe(asked)
      // Straight in the database (another instance's change): this server still answers what it kept.
      await setStatus(id, 'fechado')
      expect(await store.publicFullDates()).not.toContain(date)
      // A block made here drops the kept answer at once.
      await store.blockDate(admin, day(62), 'Reforma')
      expect(await store.publicFullDates()).toEqual(expect.arrayContaining([date, day(62)]))
      await store.unblockDate(admin, day(62))
      await setStatus(id, 'em_contato')
    })

    it('drop the answer a copy of the transport kept (Next loads the store once per route bundle: the form’s route and the admin’s action)', async () => {
      expect(await store.setCapacity(admin, 1)).toBe(true)
      const date = day(63)
      const id = await quote(date, 'Outra Cópia')
      const route = bookingStore({ ...rpc })
      expect(await route.publicFullDates()).not.toContain(date)
      expect(await quoteStore({ ...rpc }).setStatus(admin, id, 'fechado', undefined, { valueCents: 500_000 })).toBe(
        true,
      )
      expect(await route.publicFullDates()).toContain(date)
      await setStatus(id, 'em_contato')
    })

    it('cover the next 18 months only, never the past', async () => {
      expect(await store.setCapacity(admin, 1)).toBe(true)
      const past = day(-3)
      const far = addDays(today, 560)
      await db.asOwner((tx) =>
        tx.query(`insert into public.blocked_dates (date) values ($1), ($2), ($3)`, [past, far, day(500)]),
      )
      const dates = await store.publicFullDates()
      expect(dates).toContain(day(500))
      expect(dates).not.toContain(past)
      expect(dates).not.toContain(far)
    })
  })

  describe('the report', () => {
    it('counts a period’s quotes per month, party type, source and lost reason, with averages', async () => {
      // Received in March and April 2020 (São Paulo), apart from everything else in this database.
      const rows = [
        {
          name: 'R1',
          created_at: '2020-03-02 12:00-03',
          party_type: 'festa-infantil',
          lead_source: 'instagram',
          guests: 50,
          status: 'fechado',
          lost_reason: null,
        },
        {
          name: 'R2',
          created_at: '2020-03-31 23:30-03',
          party_type: 'festa-infantil, Corporativo',
          lead_source: 'instagram',
          guests: 100,
          status: 'perdido',
          lost_reason: 'preco',
        },
        {
          name: 'R3',
          created_at: '2020-04-01 00:10-03',
          party_type: 'Corporativo',
          lead_source: null,
          guests: 30,
          status: 'novo',
          lost_reason: null,
        },
        {
          name: 'R4',
          created_at: '2020-04-15 10:00-03',
          party_type: 'Corporativo',
          lead_source: 'google',
          guests: 70,
          status: 'fechado',
          lost_reason: null,
        },
        {
          name: 'fora',
          created_at: '2020-05-01 00:00-03',
          party_type: 'Corporativo',
          lead_source: 'google',
          guests: 999,
          status: 'fechado',
          lost_reason: null,
        },
      ]
      for (const row of rows) {
        await db.asOwner((tx) =>
          tx.query(
            `insert into public."Orcamentos" (name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, created_at, lead_source, status, lost_reason)
            values ($1, 'r@exemplo.com', '11 987654321', '11 987654321', 'Moema', $2, $3, '2020-06-01', '12:00', 'relatório', $4, $5, $6, $7)`,
            // A won quote's link is no longer accepted: the won ones are won after their acceptance, below.
            [
              row.name,
              row.party_type,
              row.guests,
              row.created_at,
              row.lead_source,
              row.status === 'fechado' ? 'em_contato' : row.status,
              row.lost_reason,
            ],
          ),
        )
      }
      const id = (name: string) =>
        db.asOwner(
          async (tx) =>
            (await tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where name = $1', [name]))
              .rows[0]!.id,
        )
      // The won events' accepted proposals: R1's is R$ 5.304,60 (R$ 5.894,00 less 10%), R4's R$ 7.000,00; the one
      // received in May is outside the period.
      const accepted = async (name: string, draft = proposalDraft()) => {
        const { token } = await sentProposal(db, admin, await id(name), draft)
        await callAs(db, anonymous, 'public.proposal_accept($1, $2, $3, $4::jsonb)', [
          token,
          'Cliente Relatório',
          ...contractArgs,
        ])
      }
      // Each proposal keeps its quote's guests: an acceptance writes the accepted guests back.
      await accepted('R1', proposalDraft({ guests: 50 }))
      await accepted(
        'R4',
        proposalDraft({
          guests: 70,
          discountKind: 'none',
          discountValue: 0,
          lines: [{ description: 'Pacote', unitCents: 10000, quantity: 70 }],
        }),
      )
      await accepted(
        'fora',
        proposalDraft({
          guests: 999,
          discountKind: 'none',
          discountValue: 0,
          lines: [{ description: 'Pacote', unitCents: 99900, quantity: 999 }],
        }),
      )
      const won = rows.filter(({ status }) => status === 'fechado').map(({ name }) => name)
      await db.asOwner((tx) =>
        tx.query(`update public."Orcamentos" set status = 'fechado' where name = any($1)`, [won]),
      )
      const report = await store.report(admin, '2020-03-01', '2020-04-30')
      expect(report.totals).toEqual({
        quotes: 4,
        won: 2,
        lost: 1,
        guests: 63,
        wonGuests: 60,
        wonValueCents: 615230,
        wonValueCount: 2,
        suspect: 0,
      })
      expect(report.rows).toEqual([
        { dimension: 'lost_reason', key: 'preco', quotes: 1, won: 0, lost: 1, guests: 100 },
        { dimension: 'month', key: '2020-03', quotes: 2, won: 1, lost: 1, guests: 75 },
        { dimension: 'month', key: '2020-04', quotes: 2, won: 1, lost: 0, guests: 50 },
        { dimension: 'party_type', key: 'Corporativo', quotes: 3, won: 1, lost: 1, guests: 67 },
        { dimension: 'party_type', key: 'festa-infantil', quotes: 2, won: 1, lost: 1, guests: 75 },
        { dimension: 'source', key: '', quotes: 1, won: 0, lost: 0, guests: 30 },
        { dimension: 'source', key: 'google', quotes: 1, won: 1, lost: 0, guests: 70 },
        { dimension: 'source', key: 'instagram', quotes: 2, won: 1, lost: 1, guests: 75 },
      ])
      // The counts follow a status change (R3 won without a proposal: R$ 5.000,00, as the admin says), and a quote moved to another month by its owner.
      await setStatus(await id('R3'), 'fechado')
      await db.asOwner((tx) =>
        tx.query(`update public."Orcamentos" set created_at = '2020-05-02 12:00-03' where name = 'R4'`),
      )
      const after = await store.report(admin, '2020-03-01', '2020-04-30')
      expect(after.totals).toEqual({
        quotes: 3,
        won: 2,
        lost: 1,
        guests: 60,
        wonGuests: 40,
        wonValueCents: 515230,
        wonValueCount: 2,
        suspect: 0,
      })
      expect(after.rows.filter(({ dimension }) => dimension === 'month')).toEqual([
        { dimension: 'month', key: '2020-03', quotes: 2, won: 1, lost: 1, guests: 75 },
        { dimension: 'month', key: '2020-04', quotes: 1, won: 1, lost: 0, guests: 30 },
      ])
    })

    it('leaves the quotes held as suspect out of every figure, counted apart, and says how many won events have a value', async () => {
      // March 2019, apart from everything else: a won quote with its value, one won before values existed, an open one and a suspect one.
      const rows = [
        { name: 'V1', status: 'fechado', guests: 100, value: 800_000 },
        { name: 'V2', status: 'fechado', guests: 50, value: null },
        { name: 'V3', status: 'novo', guests: 30, value: null },
        { name: 'V4', status: 'suspeito', guests: 900, value: null },
      ]
      for (const row of rows) {
        await db.asOwner((tx) =>
          tx.query(
            `insert into public."Orcamentos" (name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, created_at, lead_source, status, event_value_cents)
            values ($1, 'v@exemplo.com', '11 987654321', '11 987654321', 'Moema', 'festa-adulto', $2, '2019-06-01', '12:00', 'relatório', '2019-03-10 12:00-03', 'google', $3, $4)`,
            [row.name, row.guests, row.status, row.value],
          ),
        )
      }
      const report = await store.report(admin, '2019-03-01', '2019-03-31')
      expect(report.totals).toEqual({
        quotes: 3,
        won: 2,
        lost: 0,
        guests: 60,
        wonGuests: 75,
        wonValueCents: 800_000,
        wonValueCount: 1,
        suspect: 1,
      })
      expect(report.rows).toEqual([
        { dimension: 'month', key: '2019-03', quotes: 3, won: 2, lost: 0, guests: 60 },
        { dimension: 'party_type', key: 'festa-adulto', quotes: 3, won: 2, lost: 0, guests: 60 },
        { dimension: 'source', key: 'google', quotes: 3, won: 2, lost: 0, guests: 60 },
      ])
    })

    it('refuses a reversed period', async () => {
      await expect(store.report(admin, '2020-04-30', '2020-03-01')).rejects.toThrow(/admin_report/)
    })
  })

  describe('the agenda and today’s contacts', () => {
    it('a day lists its confirmed events with time, neighbourhood and guests, and the open quotes asking for it', async () => {
      expect(await store.setCapacity(admin, 2)).toBe(true)
      const date = day(70)
      const won = await quote(date, 'Evento Ganho')
      await setStatus(won, 'fechado')
      const open = await quote(date, 'Pedido Aberto')
      await setStatus(await quote(date, 'Pedido Perdido'), 'perdido', 'preco')
      const days = await store.agenda(admin, day(69), day(71))
      expect(days.map(({ day: d }) => d)).toEqual([day(69), day(70), day(71)])
      expect(days[1]).toEqual({
        day: date,
        capacity: 2,
        confirmed: 1,
        holds: 0,
        full: false,
        blockedNote: null,
        bookings: [
          {
            id: won,
            name: 'Evento Ganho',
            time: '15:30',
            neighborhood: 'Moema',
            guests: 60,
            kind: 'confirmed',
            until: null,
            override: null,
          },
        ],
        bookingsTotal: 1,
        open: [{ id: open, name: 'Pedido Aberto', time: '15:30', status: 'novo', guests: 60 }],
        openTotal: 1,
      })
    })

    it('refuses a range of more than 62 days', async () => {
      await expect(store.agenda(admin, day(0), day(70))).rejects.toThrow(/admin_agenda/)
    })

    it('lists the contacts due today and overdue, overdue first, never a later one', async () => {
      const overdue = await quote(day(80), 'Atrasada')
      await store.setNextContact(admin, overdue, day(-2))
      const later = await quote(day(80), 'Depois')
      await store.setNextContact(admin, later, day(1))
      const due = await store.contactsDue(admin, 200)
      const ids = due.rows.map(({ id }) => id)
      const dates = due.rows.map(({ next_contact }) => next_contact)
      expect(dates).toEqual(dates.toSorted())
      expect(ids.indexOf(overdue)).toBeLessThan(dates.indexOf(today))
      expect(ids.indexOf(overdue)).toBeGreaterThanOrEqual(0)
      expect(ids).not.toContain(later)
      expect(due.rows.every((row) => row.next_contact <= today)).toBe(true)
      expect(due.total).toBe(due.rows.length)
    })

    it('a suspect quote (held during a flood) is neither due today nor in the list until released to Novo', async () => {
      const submission = crypto.randomUUID()
      await storeQuote(db, validRow({ name: 'Suspeita', date: day(90), submission_id: submission, suspect: true }))
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
          submission,
        ]),
      )
      const id = rows[0]!.id
      expect(await stored(id)).toMatchObject({ status: 'suspeito', next_contact: null })
      expect((await store.contactsDue(admin, 200)).rows.map((row) => row.id)).not.toContain(id)
      const count = (status: string | null) =>
        db.asCaller(
          admin,
          async (tx) =>
            (
              await tx.query<{ n: number }>('select public.admin_quotes_count(p_search => $1, p_status => $2) as n', [
                '%Suspeita%',
                status,
              ])
            ).rows[0]!.n,
        )
      expect(await count(null)).toBe(0)
      expect(await count('suspeito')).toBe(1)
      await setStatus(id, 'novo')
      expect(await stored(id)).toMatchObject({ status: 'novo', next_contact: today })
      expect((await store.contactsDue(admin, 200)).rows.map((row) => row.id)).toContain(id)
      expect(await count(null)).toBe(1)
    })
  })
})
