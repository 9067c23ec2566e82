import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/lib/dates/calendar'
import { agendaStore, type AgendaStore } from '@/lib/agenda/store'
import { bookingStore, type BookingStore } from '@/lib/bookings/store'
import { anonymous, server, type SignedInCaller } from '@/lib/db/caller'
import { changed, FULL_DATES } from '@/lib/db/brief-cache'
import type { Rpc } from '@/lib/db/rpc'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { todayInSaoPaulo } from '@/lib/dates'
import { proposalStore, type ProposalStore } from '@/lib/proposals/store'
import { bookingRefusal } from '@/lib/bookings/rules'
import { quoteStore, type QuoteStore } from '@/lib/quotes/store'
import { createUser, errorOf } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { proposalDraft, sentProposal, storedQuote, clientContract } from '../support/proposal'
import { traces } from '../support/traces'
import { transports } from '../support/transports'

const evidence = { clientAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (teste)' }

// The agenda as the book of record: one SQL rule (public.booking_room) and one booking function
// (public.booking_place) behind every path that books, proven through the stores the app uses on
// PGlite, on PostgreSQL 15 (where parallel bookings race on separate connections) and through
// Supabase's PostgREST stand-in.
describe.each(transports())('bookings on $name', { timeout: 300_000 }, (transport) => {
  let db: TestDatabase
  let rpc: Rpc
  /** Calls that race: a new connection for each on PostgreSQL, as each PostgREST request gets its own. */
  let racing: Rpc
  let admin: SignedInCaller
  let quotes: QuoteStore
  let agenda: AgendaStore & BookingStore
  let proposals: ProposalStore
  const today = todayInSaoPaulo()
  const day = (offset: number) => addDays(today, offset)

  beforeAll(async () => {
    const opened = await transport.open()
    db = opened.db
    rpc = opened.rpc
    racing = opened.requests ? rpc : embeddedRpc(() => db.connect())
    admin = await createUser(db, 'dona@buffet.com', { admin: true })
    quotes = quoteStore(rpc)
    agenda = { ...agendaStore(rpc), ...bookingStore(rpc) }
    proposals = proposalStore(rpc)
    // The server's own calls (the daily job) carry CRON_SECRET through Supabase: register its hash.
    await rpc.value(admin, 'admin_set_job_key', {
      p_sha256: createHash('sha256').update(transport.cronSecret).digest('hex'),
    })
    expect(await agenda.setCapacity(admin, 2)).toBe(true)
  }, 300_000)
  afterAll(() => transport.close())

  /** A visitor's quote for `date`; its id. */
  const quoteOn = (date: string, overrides: Record<string, unknown> = {}) => storedQuote(db, { date, ...overrides })
  /** A quote for `date` with a proposal for that day sent to the client; the quote, the proposal and the link. */
  const offered = async (date: string, draft = proposalDraft({ eventDate: date })) => {
    const orcamentoId = await quoteOn(date)
    return { orcamentoId, ...(await sentProposal(db, admin, orcamentoId, draft)) }
  }
  const win = (
    id: number,
    details: { valueCents?: number; overrideReason?: string } = { valueCents: 500_000 },
    on = rpc,
  ) => quoteStore(on).setStatus(admin, id, 'fechado', undefined, details)
  const room = async (date: string) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ confirmed: number; holds: number; blocked: boolean; fits: boolean }>(
          'select confirmed, holds, blocked, fits from public.booking_room(array[$1::date])',
          [date],
        ),
      )
    ).rows[0]!
  const live = async (date: string) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ orcamento_id: number; kind: string; hold_until: string | null; override_reason: string | null }>(
          `select orcamento_id::int, kind, hold_until::text, override_reason from public.bookings where day = $1 and released_at is null and lapsed_at is null order by id`,
          [date],
        ),
      )
    ).rows
  const quoteRow = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{
          status: string
          date: string
          guests: number
          event_value_cents: number | null
          next_contact: string | null
        }>(
          'select status, date::text, guests, event_value_cents, next_contact::text from public."Orcamentos" where id = $1',
          [id],
        ),
      )
    ).rows[0]!
  const audit = async (action: string, id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ detail: Record<string, unknown> }>(
          'select detail from public.audit_log where action = $1 and subject = $2 order by id',
          [action, `orcamento:${id}`],
        ),
      )
    ).rows.map(({ detail }) => detail)

  it('20 parallel bookings of a day’s last place, acceptances and administrator wins mixed, end with exactly one', async () => {
    const date = day(200)
    expect(await win(await quoteOn(date))).toBe(true)
    const clients = await Promise.all(Array.from({ length: 10 }, () => offered(date)))
    const owners = await Promise.all(Array.from({ length: 10 }, () => quoteOn(date)))
    const attempts = [
      ...clients.map(({ token }) =>
        proposalStore(racing)
          .accept(token, clientContract('Maria Souza'), evidence)
          .then(({ outcome }) => outcome),
      ),
      ...owners.map((id) =>
        win(id, { valueCents: 400_000 }, racing).then(
          () => 'won',
          (error: unknown) => bookingRefusal(error) ?? Promise.reject(error),
        ),
      ),
    ]
    const outcomes = await Promise.all(attempts)
    expect(outcomes.filter((outcome) => outcome === 'accepted' || outcome === 'won')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'unavailable' || outcome === 'full')).toHaveLength(19)
    expect(await room(date)).toMatchObject({ fits: false })
    expect(await live(date)).toHaveLength(2)
    // The refused ones recorded nothing but the attempt: their proposals stay open, their quotes as they were.
    for (const [index, { token, orcamentoId }] of clients.entries()) {
      if (outcomes[index] !== 'unavailable') continue
      expect((await proposals.view(token))?.state).toBe('open')
      expect((await quoteRow(orcamentoId)).status).toBe('orcamento_enviado')
      expect(await audit('acceptance_unavailable', orcamentoId)).toEqual([
        expect.objectContaining({ dia: date, motivo: 'lotado' }),
      ])
    }
    for (const [index, id] of owners.entries())
      if (outcomes[10 + index] === 'full') expect((await quoteRow(id)).status).toBe('novo')
  })

  it('a blocked day refuses an acceptance, a win and a hold; booked anyway with a reason, the override is audited and shown', async () => {
    const date = day(201)
    await agenda.blockDate(admin, date, 'Folga da equipe')
    const { token, orcamentoId } = await offered(date)
    expect(await proposals.accept(token, clientContract('Maria Souza'), evidence)).toEqual({
      outcome: 'unavailable',
      orcamentoId,
    })
    expect((await proposals.view(token))?.state).toBe('open')
    expect(await audit('acceptance_unavailable', orcamentoId)).toEqual([
      expect.objectContaining({ dia: date, motivo: 'bloqueado' }),
    ])
    // The business is told once an hour per proposal: the link's token is what lets the server say so.
    expect(await rpc.value(server, 'proposal_unavailable_recipients', { p_token: token })).toEqual([])
    expect(
      await rpc.value(server, 'proposal_unavailable_recipients', { p_token: (await offered(day(300))).token }),
    ).toBeNull()
    // Only the server records it: a visitor holding the link cannot claim the hour's e-mail.
    await expect(
      rpc.value(anonymous, 'mail_record', {
        p_kind: 'data_indisponivel',
        p_recipients: ['dona@buffet.com'],
        p_ref: token,
      }),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(rpc.value(anonymous, 'proposal_unavailable_recipients', { p_token: token })).rejects.toMatchObject({
      code: '42501',
    })
    expect(
      Number(
        await rpc.value(server, 'mail_record', {
          p_kind: 'data_indisponivel',
          p_recipients: ['dona@buffet.com'],
          p_ref: token,
        }),
      ),
    ).toBeGreaterThan(0)
    expect(await rpc.value(server, 'proposal_unavailable_recipients', { p_token: token })).toBeNull()
    await expect(
      rpc.value(server, 'mail_record', {
        p_kind: 'data_indisponivel',
        p_recipients: ['dona@buffet.com'],
        p_ref: token,
      }),
    ).rejects.toMatchObject({ code: '42501' })
    const owner = await quoteOn(date)
    expect(bookingRefusal(await errorOf(() => win(owner)))).toBe('blocked')
    expect(bookingRefusal(await errorOf(() => agenda.hold(admin, owner, date, day(3))))).toBe('blocked')
    expect(await live(date)).toEqual([])
    const reason = 'Cliente de muitos anos: a equipe extra vem só para ela'
    expect(await win(owner, { valueCents: 800_000, overrideReason: reason })).toBe(true)
    expect(await live(date)).toEqual([
      { orcamento_id: owner, kind: 'confirmed', hold_until: null, override_reason: reason },
    ])
    expect(await audit('booking_override', owner)).toEqual([
      { dia: date, tipo: 'confirmed', capacidade: 2, ocupados: 0, bloqueado: true },
    ])
    const [shown] = await agenda.agenda(admin, date, date)
    expect(shown).toMatchObject({
      full: true,
      blockedNote: 'Folga da equipe',
      confirmed: 1,
      bookings: [{ id: owner, kind: 'confirmed', override: reason }],
    })
    // The administrator's text stays on the booking: no audit row carries it.
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from public.audit_log where detail::text like '%muitos anos%'`,
      ),
    )
    expect(rows[0]!.n).toBe(0)
  })

  it('a full day refuses a third booking until the administrator says why; the agenda counts it above the capacity', async () => {
    const date = day(202)
    const [first, second, third] = [await quoteOn(date), await quoteOn(date), await quoteOn(date)]
    expect(await win(first!)).toBe(true)
    await agenda.hold(admin, second!, date, day(2))
    expect(await room(date)).toEqual({ confirmed: 1, holds: 1, blocked: false, fits: false })
    expect(bookingRefusal(await errorOf(() => win(third!)))).toBe('full')
    expect((await quoteRow(third!)).status).toBe('novo')
    expect(await win(third!, { valueCents: 300_000, overrideReason: 'Evento pequeno, cabe na equipe' })).toBe(true)
    expect(await audit('booking_override', third!)).toEqual([
      { dia: date, tipo: 'confirmed', capacidade: 2, ocupados: 2, bloqueado: false },
    ])
    const [shown] = await agenda.agenda(admin, date, date)
    expect(shown).toMatchObject({ capacity: 2, confirmed: 2, holds: 1, full: true, bookingsTotal: 3 })
    expect(shown!.bookings.map(({ id, kind, until, override }) => ({ id, kind, until, override }))).toEqual([
      { id: first, kind: 'confirmed', until: null, override: null },
      { id: third, kind: 'confirmed', until: null, override: 'Evento pequeno, cabe na equipe' },
      { id: second, kind: 'hold', until: day(2), override: null },
    ])
    // The visitor's list counts holds too; the admin's list marks an open quote for that day, never the one holding it.
    expect(await agenda.publicFullDates()).toContain(date)
    const asking = await quoteOn(date)
    expect(await agenda.quotesOnFullDays(admin, [first!, second!, third!, asking])).toEqual([asking])
  })

  it('acceptance holds the accepted version’s date until the deadline and writes its date, guests and total back, kept in the history', async () => {
    const asked = day(150)
    const accepted = day(160)
    const orcamentoId = await quoteOn(asked, { guests: 60 })
    const { token, content } = await sentProposal(
      db,
      admin,
      orcamentoId,
      proposalDraft({ eventDate: accepted, guests: 80 }),
    )
    expect(await proposals.accept(token, clientContract('Maria Souza'), evidence)).toMatchObject({
      outcome: 'accepted',
      orcamentoId,
    })
    expect(await quoteRow(orcamentoId)).toEqual({
      status: 'orcamento_enviado',
      date: accepted,
      guests: 80,
      event_value_cents: content.totalCents,
      next_contact: day(3),
    })
    expect(await live(accepted)).toEqual([
      { orcamento_id: orcamentoId, kind: 'hold', hold_until: day(3), override_reason: null },
    ])
    expect(await proposals.booking(token)).toEqual({ day: accepted, kind: 'hold', until: day(3), state: 'hold' })
    const history = await quotes.history(admin, orcamentoId)
    expect(
      history.map(({ field, old_value, new_value, source, actor_email }) => ({
        field,
        old_value,
        new_value,
        source,
        actor_email,
      })),
    ).toEqual(
      expect.arrayContaining([
        { field: 'date', old_value: asked, new_value: accepted, source: 'acceptance', actor_email: null },
        { field: 'guests', old_value: '60', new_value: '80', source: 'acceptance', actor_email: null },
        {
          field: 'event_value_cents',
          old_value: null,
          new_value: String(content.totalCents),
          source: 'acceptance',
          actor_email: null,
        },
        // The party's address the client gave for the contract.
        {
          field: 'address_street',
          old_value: null,
          new_value: 'Rua das Festas',
          source: 'acceptance',
          actor_email: null,
        },
        { field: 'address_cep', old_value: null, new_value: '04571-010', source: 'acceptance', actor_email: null },
      ]),
    )
    expect(history).toHaveLength(8)
    expect(await audit('quote_edited', orcamentoId)).toEqual([
      {
        campos: [
          'date',
          'guests',
          'address_cep',
          'address_street',
          'address_number',
          'address_complement',
          'address_city',
          'event_value_cents',
        ],
        origem: 'aceite',
      },
    ])
  })

  it('a hold never outlasts its event, and the deadline is the setting of "Propostas e Pix"', async () => {
    expect(await proposals.settings(admin)).toMatchObject({ holdDays: 3 })
    await proposals.saveSettings(admin, { ...(await proposals.settings(admin)), holdDays: 5 })
    const far = await offered(day(40))
    await proposals.accept(far.token, clientContract('Maria Souza'), evidence)
    expect(await proposals.booking(far.token)).toMatchObject({ until: day(5) })
    const soon = await offered(day(1))
    await proposals.accept(soon.token, clientContract('Maria Souza'), evidence)
    expect(await proposals.booking(soon.token)).toMatchObject({ day: day(1), until: day(1) })
    await proposals.saveSettings(admin, { ...(await proposals.settings(admin)), holdDays: 3 })
  })

  it('the deposit in full confirms the hold and wins the quote; a 0% deposit confirms at acceptance', async () => {
    const date = day(170)
    const { token, proposalId, orcamentoId, content } = await offered(date)
    await proposals.accept(token, clientContract('Maria Souza'), evidence)
    await proposals.recordPayment(admin, proposalId, {
      amountCents: content.depositCents - 1,
      paidOn: today,
      method: 'pix',
    })
    expect(await proposals.booking(token)).toMatchObject({ kind: 'hold', state: 'hold' })
    await proposals.recordPayment(admin, proposalId, { amountCents: 1, paidOn: today, method: 'pix' })
    expect(await proposals.booking(token)).toEqual({ day: date, kind: 'confirmed', until: day(3), state: 'confirmed' })
    expect((await quoteRow(orcamentoId)).status).toBe('fechado')
    expect(await audit('status_changed', orcamentoId)).toEqual([
      { from: 'orcamento_enviado', to: 'fechado', via: 'sinal' },
    ])

    const free = await offered(day(171), proposalDraft({ eventDate: day(171), depositPercent: 0 }))
    await proposals.accept(free.token, clientContract('Maria Souza'), evidence)
    expect(await proposals.booking(free.token)).toMatchObject({ kind: 'confirmed', state: 'confirmed' })
    expect((await quoteRow(free.orcamentoId)).status).toBe('fechado')
  })

  it('a deposit after the hold is gone books the day through the rule, asking why when it is full', async () => {
    const date = day(172)
    const { token, proposalId, orcamentoId, content } = await offered(date)
    await proposals.accept(token, clientContract('Maria Souza'), evidence)
    expect(await agenda.release(admin, orcamentoId)).toBe(true)
    expect(await agenda.release(admin, orcamentoId)).toBe(false)
    expect(await proposals.booking(token)).toMatchObject({ state: 'released' })
    await win(await quoteOn(date))
    await win(await quoteOn(date))
    expect(
      bookingRefusal(
        await errorOf(() =>
          proposals.recordPayment(admin, proposalId, {
            amountCents: content.depositCents,
            paidOn: today,
            method: 'pix',
          }),
        ),
      ),
    ).toBe('full')
    expect((await proposals.get(admin, orcamentoId))?.payments).toEqual([])
    await proposals.recordPayment(
      admin,
      proposalId,
      { amountCents: content.depositCents, paidOn: today, method: 'pix' },
      'Pagou tudo: cliente combinou antes',
    )
    expect(await proposals.booking(token)).toMatchObject({ kind: 'confirmed', state: 'confirmed' })
    expect(await audit('booking_override', orcamentoId)).toHaveLength(1)
  })

  it('a hold by hand on another day moves the quote’s date (kept in the history); leaving Fechado frees a confirmed day', async () => {
    const orcamentoId = await quoteOn(day(180))
    await agenda.hold(admin, orcamentoId, day(181), day(2))
    expect((await quoteRow(orcamentoId)).date).toBe(day(181))
    expect(await agenda.quoteBooking(admin, orcamentoId)).toMatchObject({
      active: { day: day(181), kind: 'hold', until: day(2), live: true, source: 'admin' },
      past: [],
    })
    expect(
      (await quotes.history(admin, orcamentoId)).map(({ field, old_value, new_value, actor_email }) => [
        field,
        old_value,
        new_value,
        actor_email,
      ]),
    ).toEqual([['date', day(180), day(181), 'dona@buffet.com']])
    await expect(agenda.hold(admin, orcamentoId, day(181), day(182))).rejects.toThrow()
    expect(await win(orcamentoId)).toBe(true)
    expect(await agenda.quoteBooking(admin, orcamentoId)).toMatchObject({
      active: { kind: 'confirmed', confirmedVia: 'admin' },
    })
    expect(await quotes.setStatus(admin, orcamentoId, 'em_contato')).toBe(true)
    expect(await agenda.quoteBooking(admin, orcamentoId)).toMatchObject({
      active: null,
      past: [{ day: day(181), kind: 'confirmed', reason: 'status' }],
    })
    expect(await room(day(181))).toMatchObject({ confirmed: 0, holds: 0 })
  })

  it('a win asks the event’s value unless the quote has one', async () => {
    const id = await quoteOn(day(185))
    const error = await errorOf(() => win(id, {}))
    expect(error.message).toMatch(/informe o valor do evento/)
    expect(await live(day(185))).toEqual([])
    expect(await win(id, { valueCents: 123_456 })).toBe(true)
    expect((await quoteRow(id)).event_value_cents).toBe(123_456)
  })

  it('the administrator’s edits are kept in the history (old → new, who, when) and the audit log names only the fields', async () => {
    const id = await quoteOn(day(190))
    const changed = await quotes.update(admin, id, {
      date: day(191),
      event_time: '19:00',
      guests: 120,
      neighborhood: 'Pinheiros',
      address_cep: '05422-010',
      address_street: 'Rua dos Pinheiros',
      address_number: '1000',
      address_complement: null,
      address_city: 'São Paulo',
      party_type: 'festa-adulto',
      lead_source: 'whatsapp',
      message: 'Aniversário de 40 anos',
      event_value_cents: 950_000,
    })
    expect(changed.toSorted()).toEqual(
      [
        'address_cep',
        'address_city',
        'address_number',
        'address_street',
        'date',
        'event_time',
        'event_value_cents',
        'guests',
        'lead_source',
        'message',
        'neighborhood',
        'party_type',
      ].toSorted(),
    )
    const history = await quotes.history(admin, id)
    expect(history.find(({ field }) => field === 'event_time')).toMatchObject({
      old_value: '15:30',
      new_value: '19:00',
      source: 'admin',
      actor_email: 'dona@buffet.com',
    })
    expect(history.find(({ field }) => field === 'neighborhood')).toMatchObject({
      old_value: 'Moema',
      new_value: 'Pinheiros',
    })
    expect(await quotes.update(admin, id, { guests: 120 })).toEqual([])
    const logged = await audit('quote_edited', id)
    expect(logged).toEqual([{ campos: changed, origem: 'painel' }])
    expect(JSON.stringify(logged)).not.toMatch(/Pinheiros|Aniversário|05422/)
    expect(await quotes.get(admin, id)).toMatchObject({
      address_street: 'Rua dos Pinheiros',
      address_complement: null,
      event_value_cents: 950_000,
      event_time: '19:00',
    })
    // A value the checks refuse changes nothing.
    await expect(quotes.update(admin, id, { address_cep: '123' })).rejects.toThrow()
  })

  it('a new date with a booking moves it through the rule: a full day is refused without a reason, and nothing is saved', async () => {
    const full = day(195)
    await win(await quoteOn(full))
    await win(await quoteOn(full))
    const id = await quoteOn(day(196))
    await win(id)
    expect(bookingRefusal(await errorOf(() => quotes.update(admin, id, { date: full, guests: 99 })))).toBe('full')
    expect(await quoteRow(id)).toMatchObject({ date: day(196), guests: 60 })
    expect(await quotes.update(admin, id, { date: full }, 'Mudou a data; cabe com equipe extra')).toEqual(['date'])
    expect(await live(day(196))).toEqual([])
    expect((await live(full)).map(({ orcamento_id }) => orcamento_id)).toContain(id)
  })

  it('a quote created in the admin is "Em contato", the administrator’s, and stored once per submission id', async () => {
    const submission = crypto.randomUUID()
    const quote = {
      name: 'Cliente do WhatsApp',
      email: 'whats@exemplo.com',
      phone: '11 934567890',
      whatsapp: '11 934567890',
      neighborhood: 'Lapa',
      party_type: 'festa-infantil',
      guests: 40,
      date: day(30),
      event_time: '16:00',
      message: 'Pediu pelo WhatsApp',
      lead_source: 'whatsapp',
    }
    const id = await quotes.create(admin, { ...quote, submission_id: submission })
    expect(await quotes.create(admin, { ...quote, submission_id: submission })).toBe(id)
    expect(await quotes.get(admin, id)).toMatchObject({
      status: 'em_contato',
      created_by_email: 'dona@buffet.com',
      lead_source: 'whatsapp',
      next_contact: day(2),
    })
    expect(await audit('quote_created', id)).toEqual([{ origem: 'painel' }])
    const [shown] = await agenda.agenda(admin, day(30), day(30))
    expect(shown!.open.map(({ id: quoteId }) => quoteId)).toContain(id)
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from public."Orcamentos" where submission_id = $1', [
        submission,
      ]),
    )
    expect(rows[0]!.n).toBe(1)
  })

  it('the digest names the holds due today or tomorrow, the holds that lapsed and the week’s events without an address', async () => {
    const due = await offered(day(120))
    await proposals.accept(due.token, clientContract('Maria Souza'), evidence)
    await db.asOwner((tx) =>
      tx.query('update public.bookings set hold_until = $2 where orcamento_id = $1 and lapsed_at is null', [
        due.orcamentoId,
        day(1),
      ]),
    )
    const soon = await quoteOn(day(4))
    await win(soon)
    const digest = await agenda.digest()!.content(new Date())
    expect(digest.holdsDue).toContainEqual({ id: due.orcamentoId, name: 'Maria Souza', date: day(120), until: day(1) })
    expect(digest.events.map(({ id }) => id)).toContain(soon)
    expect(digest.missingAddress).toContainEqual({ id: soon, name: 'Maria Souza', date: day(4) })
    await quotes.update(admin, soon, { address_street: 'Rua A', address_number: '1' })
    expect((await agenda.digest()!.content(new Date())).missingAddress.map(({ id }) => id)).not.toContain(soon)
  })

  it('anonymizing the person clears the event’s address, the history’s values and an override’s reason; the export lists both', async () => {
    const person = {
      name: 'Eulália Bragança',
      email: 'eulalia.braganca@exemplo.com',
      phone: '11 976543210',
      whatsapp: '11 976543210',
      neighborhood: 'Bexiga',
      message: 'Festa da Eulália',
    }
    const date = day(205)
    await win(await quoteOn(date))
    await win(await quoteOn(date))
    const id = await quoteOn(date, person)
    await quotes.update(admin, id, {
      neighborhood: 'Bexiga Alto',
      address_street: 'Rua Treze de Maio',
      address_number: '42',
      address_city: 'São Paulo',
      message: 'Festa da Eulália Bragança',
    })
    await win(id, { valueCents: 700_000, overrideReason: 'A Eulália Bragança é cliente antiga' })
    const found = await rpc.value<{ history: unknown[]; bookings: unknown[] }>(admin, 'person_data', {
      p_key: person.email,
      p_purpose: 'json',
    })
    expect(found.history.length).toBeGreaterThan(0)
    expect(found.bookings).toEqual([
      expect.objectContaining({ day: date, kind: 'confirmed', override_reason: 'A Eulália Bragança é cliente antiga' }),
    ])
    const needles = ['Eulália', 'Bragança', 'Bexiga', 'Treze de Maio', person.email, '976543210']
    expect((await traces(db, needles)).length).toBeGreaterThan(0)
    await rpc.value(admin, 'anonymize_person', { p_key: person.email })
    expect(await traces(db, needles)).toEqual([])
    // What the business keeps: the booking, the date and the value.
    expect(await live(date)).toContainEqual(
      expect.objectContaining({ orcamento_id: id, kind: 'confirmed', override_reason: 'Anonimizado' }),
    )
    expect((await quoteRow(id)).event_value_cents).toBe(700_000)
  })

  // Last: the job lapses every hold whose deadline passed, including the other tests' ones.
  it('a hold lapses after its deadline day and frees the day; the daily job is idempotent and as the server', async () => {
    const date = day(210)
    await win(await quoteOn(date))
    const { token, orcamentoId } = await offered(date)
    await proposals.accept(token, clientContract('Maria Souza'), evidence)
    expect(await room(date)).toMatchObject({ fits: false })
    expect(await agenda.publicFullDates()).toContain(date)
    const lapse = (at: string) =>
      db.asCaller(
        server,
        async (tx) =>
          (await tx.query<{ n: number }>('select public.bookings_lapse($1) as n', [`${at}T12:00:00-03:00`])).rows[0]!.n,
      )
    // Through its deadline day the hold stands; the day after, it lapses.
    await lapse(day(3))
    expect(await proposals.booking(token)).toMatchObject({ state: 'hold' })
    expect(await lapse(day(4))).toBeGreaterThanOrEqual(1)
    expect(await proposals.booking(token)).toMatchObject({ state: 'lapsed', until: day(3) })
    expect(await room(date)).toMatchObject({ confirmed: 1, holds: 0, fits: true })
    // The job ran here by hand, outside the store that drops the form's kept list (brief-cache.ts): as
    // after another instance's change, the list follows once its 30 seconds are over.
    changed(rpc, FULL_DATES)
    expect(await agenda.publicFullDates()).not.toContain(date)
    expect(await quoteRow(orcamentoId)).toMatchObject({ status: 'em_contato', next_contact: day(4) })
    expect(await audit('booking_lapsed', orcamentoId)).toEqual([{ dia: date, ate: day(3) }])
    const { rows: notes } = await db.asOwner((tx) =>
      tx.query<{ body: string; author_email: string }>(
        'select body, author_email from public.orcamento_notas where orcamento_id = $1',
        [orcamentoId],
      ),
    )
    expect(notes).toEqual([
      {
        body: expect.stringMatching(
          /^A pré-reserva de \d\d\/\d\d\/\d{4} venceu em \d\d\/\d\d\/\d{4} sem o sinal: a data foi liberada\.$/,
        ),
        author_email: '',
      },
    ])
    expect(await lapse(day(4))).toBe(0)
    expect(await audit('booking_lapsed', orcamentoId)).toHaveLength(1)
    // The freed day takes another booking; the job the app runs (the server's caller, the job_ twin on Supabase) finds nothing more.
    expect(await proposals.accept((await offered(date)).token, clientContract('Maria Souza'), evidence)).toMatchObject({
      outcome: 'accepted',
    })
    expect(await agenda.lapseHolds()).toBe(0)
  })
})
