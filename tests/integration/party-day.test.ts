import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import { addDays } from '@/lib/dates/calendar'
import { agendaStore } from '@/lib/agenda/store'
import { bookingStore } from '@/lib/bookings/store'
import { contactsStore } from '@/lib/contacts/store'
import { calendarFeed } from '@/lib/contacts/calendar-feed'
import { todayInSaoPaulo } from '@/lib/dates'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import type { TestDatabase } from '../support/engines'
import { transports } from '../support/transports'
import { createUser, errorOf } from '../support/database'
import { callAs, contractArgs, proposalDraft, sentProposal, storedQuote } from '../support/proposal'

// The owner's day, written once in SQL and proven on both engines and through Supabase's PostgREST
// with the store the app uses: the one-tap outcomes of a follow-up (and a double tap from two
// phones), the situation of each card, the review request and its counts, the WhatsApp texts and
// the review link, the event sheet and the week, the private calendar feed (read back by a parser
// that is not its generator) and the digest's additions.
describe.each(transports())('the owner’s day on $name', { timeout: 180_000 }, (transport) => {
  let db: TestDatabase
  let store: ReturnType<typeof contactsStore>
  let agenda: ReturnType<typeof agendaStore> & ReturnType<typeof bookingStore>
  let racing: ReturnType<typeof contactsStore>
  let admin: SignedInCaller
  let stranger: SignedInCaller
  const today = todayInSaoPaulo()
  const day = (offset: number) => addDays(today, offset)

  const row = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<Record<string, unknown>>(
          `select status, next_contact::text as next_contact, no_answer_count, lost_reason, review_requested_at is not null as requested, review_received_at is not null as received
           from public."Orcamentos" where id = $1`,
          [id],
        ),
      )
    ).rows[0]!
  const notes = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ body: string; author_email: string }>(
          'select body, author_email from public.orcamento_notas where orcamento_id = $1 order by id',
          [id],
        ),
      )
    ).rows
  const nextContact = async (id: number) => (await row(id)).next_contact as string | null

  beforeAll(async () => {
    const opened = await transport.open()
    db = opened.db
    admin = await createUser(db, 'dona@exemplo.com', { admin: true })
    stranger = await createUser(db, 'curioso@exemplo.com')
    store = contactsStore(opened.rpc)
    agenda = { ...agendaStore(opened.rpc), ...bookingStore(opened.rpc) }
    // Each tap its own connection on PostgreSQL (as each PostgREST request), its own request through the stand-in.
    racing = contactsStore(opened.requests ? opened.rpc : embeddedRpc(() => db.connect()))
  }, 300_000)
  afterAll(() => transport.close())

  describe('one-tap outcomes', () => {
    it('"Sem resposta" moves the next contact 2 days on, counts in a row, and writes a note with who', async () => {
      const id = await storedQuote(db, { name: 'Bia Sem Resposta', date: day(60) })
      expect(await nextContact(id)).toBe(today)
      expect(await store.recordOutcome(admin, id, 'sem_resposta', today)).toBe('recorded')
      expect(await row(id)).toMatchObject({ status: 'em_contato', next_contact: day(2), no_answer_count: 1 })
      expect(await store.recordOutcome(admin, id, 'sem_resposta', day(2))).toBe('recorded')
      expect(await store.recordOutcome(admin, id, 'sem_resposta', day(2))).toBe('recorded')
      expect(await row(id)).toMatchObject({ no_answer_count: 3 })
      const written = await notes(id)
      expect(written.map(({ body }) => body)).toEqual([
        `Sem resposta (1ª seguida). Próximo contato em ${day(2).split('-').reverse().join('/')}.`,
        `Sem resposta (2ª seguida). Próximo contato em ${day(2).split('-').reverse().join('/')}.`,
        `Sem resposta (3ª seguida). Próximo contato em ${day(2).split('-').reverse().join('/')}.`,
      ])
      expect(written.every(({ author_email }) => author_email === 'dona@exemplo.com')).toBe(true)
      // The suggested "Perdido: sem resposta" is one more tap.
      expect(await store.recordOutcome(admin, id, 'perdido', day(2), { lostReason: 'sem_resposta' })).toBe('recorded')
      expect(await row(id)).toMatchObject({
        status: 'perdido',
        lost_reason: 'sem_resposta',
        next_contact: null,
        no_answer_count: 0,
      })
    })

    it('"Falei: retornar em…" takes the day and starts the count again; a day in the past is refused', async () => {
      const id = await storedQuote(db, { date: day(60) })
      await store.recordOutcome(admin, id, 'sem_resposta', today)
      expect(
        (await errorOf(() => store.recordOutcome(admin, id, 'retornar', day(2), { date: day(-1) }))).message,
      ).toMatch(/dia do retorno/)
      expect(await store.recordOutcome(admin, id, 'retornar', day(2), { date: day(9) })).toBe('recorded')
      expect(await row(id)).toMatchObject({ status: 'em_contato', next_contact: day(9), no_answer_count: 0 })
      expect((await notes(id)).at(-1)?.body).toBe(
        `Falei com o cliente: retornar em ${day(9).split('-').reverse().join('/')}.`,
      )
    })

    it('"Fechado" books the date and asks for the value when there is none; "Perdido" needs a reason other than "outro"', async () => {
      const won = await storedQuote(db, { date: day(70) })
      expect((await errorOf(() => store.recordOutcome(admin, won, 'fechado', today))).message).toMatch(
        /valor do evento/,
      )
      expect(await row(won)).toMatchObject({ status: 'novo' })
      expect(await store.recordOutcome(admin, won, 'fechado', today, { valueCents: 480_000 })).toBe('recorded')
      expect(await row(won)).toMatchObject({ status: 'fechado', next_contact: day(71) })
      expect((await agenda.quoteBooking(admin, won)).active).toMatchObject({ kind: 'confirmed', day: day(70) })
      const lost = await storedQuote(db, { date: day(70) })
      expect(
        (await errorOf(() => store.recordOutcome(admin, lost, 'perdido', today, { lostReason: 'outro' }))).message,
      ).toMatch(/motivo da perda/)
      expect(await store.recordOutcome(admin, lost, 'perdido', today, { lostReason: 'preco' })).toBe('recorded')
      expect((await notes(lost)).at(-1)?.body).toBe('Perdido, pelos contatos de hoje: preço.')
    })

    it('a second tap on a card already worked records nothing ("stale"), and only open quotes take outcomes', async () => {
      const id = await storedQuote(db, { date: day(80) })
      expect(await store.recordOutcome(admin, id, 'sem_resposta', today)).toBe('recorded')
      expect(await store.recordOutcome(admin, id, 'sem_resposta', today)).toBe('stale')
      expect(await row(id)).toMatchObject({ no_answer_count: 1 })
      expect(await store.recordOutcome(admin, 999_999, 'sem_resposta', today)).toBe('not_found')
      const closed = await storedQuote(db, { date: day(81) })
      await store.recordOutcome(admin, closed, 'perdido', today, { lostReason: 'desistiu' })
      expect((await errorOf(() => store.recordOutcome(admin, closed, 'sem_resposta', null))).message).toMatch(
        /não está em aberto/,
      )
    })

    it('10 taps at once on the same card, from separate connections, record exactly one outcome and one note', async () => {
      const id = await storedQuote(db, { date: day(90) })
      const results = await Promise.all(
        Array.from({ length: 10 }, () => racing.recordOutcome(admin, id, 'sem_resposta', today)),
      )
      expect(results.filter((result) => result === 'recorded')).toHaveLength(1)
      expect(results.filter((result) => result === 'stale')).toHaveLength(9)
      expect(await row(id)).toMatchObject({ no_answer_count: 1, next_contact: day(2) })
      expect(await notes(id)).toHaveLength(1)
    })

    it('is for administrators only', async () => {
      const id = await storedQuote(db, { date: day(91) })
      expect((await errorOf(() => store.recordOutcome(stranger, id, 'sem_resposta', today))).message).toMatch(
        /permission denied|only administrators/,
      )
      expect((await errorOf(() => store.situations(stranger, [id]))).message).toMatch(
        /permission denied|only administrators/,
      )
      expect(await row(id)).toMatchObject({ no_answer_count: 0, status: 'novo' })
    })
  })

  describe('the situation of each card', () => {
    it('gives the current proposal version, what was paid of its deposit and the hold’s deadline', async () => {
      const id = await storedQuote(db, { date: day(100) })
      const draft = proposalDraft({ eventDate: day(100), validUntil: day(1), depositPercent: 30 })
      const { token } = await sentProposal(db, admin, id, draft)
      const [sent] = await store.situations(admin, [id])
      expect(sent).toMatchObject({
        id,
        noAnswer: 0,
        proposal: { status: 'sent', versionStatus: 'open', validUntil: day(1), paidCents: 0 },
        booking: null,
      })
      const accepted = await callAs<{ outcome: string }>(
        db,
        { role: 'anon' },
        'public.proposal_accept($1, $2, $3, $4::jsonb)',
        [token, 'Maria Souza', ...contractArgs],
      )
      expect(accepted.outcome).toBe('accepted')
      const [held] = await store.situations(admin, [id])
      expect(held?.proposal).toMatchObject({ status: 'accepted', paidCents: 0 })
      expect(held?.proposal?.depositCents).toBeGreaterThan(0)
      expect(held?.booking).toMatchObject({ kind: 'hold', day: day(100) })
      expect(held?.booking?.until).toBe(day(3))
    })
  })

  describe('the review after the party', () => {
    it('is asked only after a won party, once, and leaves today’s list; the report counts requested and received', async () => {
      const before = await store.reviewCounts(admin, today, today)
      const future = await storedQuote(db, { date: day(120) })
      await store.recordOutcome(admin, future, 'fechado', today, { valueCents: 300_000 })
      expect((await errorOf(() => store.requestReview(admin, future))).message).toMatch(/depois da festa/)
      const party = await storedQuote(db, { date: day(10) })
      // A party that happened yesterday (the form refuses a past date, so the fixture moves it).
      await db.asOwner((tx) =>
        tx.query(
          `update public."Orcamentos" set created_at = now() - interval '30 days', date = $2, status = 'fechado', next_contact = $3 where id = $1`,
          [party, day(-1), today],
        ),
      )
      expect(await store.requestReview(admin, party)).toBe(true)
      expect(await store.requestReview(admin, party)).toBe(true)
      expect(await row(party)).toMatchObject({ requested: true, next_contact: null })
      expect((await notes(party)).map(({ body }) => body)).toEqual(['Avaliação pedida pelo WhatsApp.'])
      expect(await store.reviewReceived(admin, party)).toBe(true)
      expect(await store.reviewCounts(admin, today, today)).toEqual({
        requested: before.requested + 1,
        received: before.received + 1,
      })
      expect(await store.reviewCounts(admin, day(-30), day(-1))).toMatchObject({ requested: 0 })
      expect((await errorOf(() => store.reviewCounts(stranger, today, today))).message).toMatch(
        /permission denied|only administrators/,
      )
    })
  })

  describe('the WhatsApp texts and the review link', () => {
    it('are saved per situation, blank goes back to the default, and only administrators read or write them', async () => {
      await store.saveTemplate(admin, 'day_before', 'Amanhã, {nome}! Chegamos às {horario}.')
      await store.saveReviewUrl(admin, 'https://g.page/r/buffet/review')
      expect(await store.whatsappSettings(admin)).toMatchObject({
        templates: { day_before: 'Amanhã, {nome}! Chegamos às {horario}.' },
        reviewUrl: 'https://g.page/r/buffet/review',
      })
      await store.saveTemplate(admin, 'day_before', '  ')
      expect((await store.whatsappSettings(admin)).templates).not.toHaveProperty('day_before')
      expect((await errorOf(() => store.saveTemplate(admin, 'outra_coisa', 'Oi'))).message).toMatch(
        /check constraint|violates/,
      )
      expect((await errorOf(() => store.saveReviewUrl(admin, 'javascript:alert(1)'))).message).toMatch(
        /check constraint|violates/,
      )
      expect((await errorOf(() => store.whatsappSettings(stranger))).message).toMatch(
        /permission denied|only administrators/,
      )
      expect((await errorOf(() => store.saveTemplate(stranger, 'day_before', 'Oi'))).message).toMatch(
        /permission denied|only administrators/,
      )
    })
  })

  describe('the event sheet and the week', () => {
    it('carries the accepted version’s items and the owner’s notes and checklist; the week lists confirmed events in date and time order', async () => {
      const first = day(200)
      const late = await storedQuote(db, { name: 'Carla Tarde', date: first, event_time: '19:00' })
      const early = await storedQuote(db, { name: 'Duda Cedo', date: first, event_time: '11:00' })
      const next = await storedQuote(db, { name: 'Eva Depois', date: day(202), event_time: '10:00' })
      const { token } = await sentProposal(
        db,
        admin,
        late,
        proposalDraft({
          eventDate: first,
          validUntil: day(5),
          depositPercent: 0,
          lines: [{ description: 'Mesa de doces', unitCents: 100_000, quantity: 2 }],
        }),
      )
      await callAs(db, { role: 'anon' }, 'public.proposal_accept($1, $2, $3, $4::jsonb)', [
        token,
        'Carla Tarde',
        ...contractArgs,
      ])
      for (const id of [early, next]) await store.recordOutcome(admin, id, 'fechado', today, { valueCents: 200_000 })
      expect(await store.saveEventSheet(admin, late, 'Portão lateral.', ['Levar réchauds', '  ', 'Toalhas'])).toBe(true)
      const sheet = await store.eventSheet(admin, late)
      expect(sheet).toMatchObject({
        id: late,
        name: 'Carla Tarde',
        time: '19:00',
        booking: { kind: 'confirmed', day: first },
        teamNotes: 'Portão lateral.',
        checklist: ['Levar réchauds', 'Toalhas'],
      })
      expect(sheet?.accepted?.lines).toEqual([expect.objectContaining({ description: 'Mesa de doces', quantity: 2 })])
      const week = await store.weekSheets(admin, first, addDays(first, 6))
      expect(week.map(({ id }) => id)).toEqual([early, late, next])
      expect((await errorOf(() => store.saveEventSheet(admin, late, '', ['x'.repeat(201)]))).message).toMatch(
        /200 caracteres/,
      )
      expect((await errorOf(() => store.eventSheet(stranger, late))).message).toMatch(
        /permission denied|only administrators/,
      )
      expect((await errorOf(() => store.weekSheets(stranger, first, first))).message).toMatch(
        /permission denied|only administrators/,
      )
      // Anonymizing the quote clears what the owner wrote about it.
      await db.asOwner((tx) => tx.query('update public."Orcamentos" set anonymized_at = now() where id = $1', [late]))
      expect(await store.eventSheet(admin, late)).toMatchObject({ teamNotes: '', checklist: [] })
      expect(await store.saveEventSheet(admin, late, 'de novo', [])).toBe(false)
    })
  })

  describe('the calendar feed', () => {
    it('is read at a secret URL as an iCalendar a parser other than the generator reads: events in São Paulo time, no phone or e-mail; renewal kills the old URL', async () => {
      const other = await createUser(db, 'socia@exemplo.com', { admin: true })
      const party = await storedQuote(db, {
        name: 'Fernanda Lima',
        email: 'fernanda@exemplo.com',
        phone: '11 976543210',
        whatsapp: '11 976543219',
        date: day(300),
        event_time: '19:30',
        guests: 80,
      })
      await db.asOwner((tx) =>
        tx.query(
          `update public."Orcamentos" set address_cep = '01234-567', address_street = 'Rua das Flores', address_number = '120', address_complement = 'casa 2', address_city = 'São Paulo' where id = $1`,
          [party],
        ),
      )
      await store.recordOutcome(admin, party, 'fechado', today, { valueCents: 600_000 })
      const hold = await storedQuote(db, { name: 'Gabi Reserva', date: day(301), event_time: '12:00' })
      await agenda.hold(admin, hold, day(301), day(4))
      const released = await storedQuote(db, { name: 'Helena Liberada', date: day(302), event_time: '12:00' })
      await agenda.hold(admin, released, day(302), day(4))
      await agenda.release(admin, released)

      const token = 'a'.repeat(20) + crypto.randomUUID().replaceAll('-', '')
      expect(await store.calendarFeedCreated(admin)).toBeNull()
      await store.renewCalendarFeed(admin, token)
      expect(await store.calendarFeedCreated(admin)).not.toBeNull()
      const events = await store.calendarFeed(token)
      expect(events).not.toBeNull()
      const text = calendarFeed(events!, {
        businessName: 'Buffet Festa em Casa',
        quoteUrl: (id) => `https://buffet.example/admin/orcamentos/${id}`,
        domain: 'buffet.example',
      }).toString()
      expect(text).not.toMatch(/fernanda@exemplo\.com|97654321|976543219|976543210/)
      const parsed = Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT')
      const byUid = new Map(parsed.map((event) => [event.uid, event]))
      const fernanda = byUid.get(`orcamento-${party}@buffet.example`)!
      expect(fernanda.summary).toBe('Festa de Fernanda (80 convidados)')
      // 19:30 in São Paulo (UTC-3) is 22:30 UTC.
      expect(fernanda.start.toISOString()).toBe(`${day(300)}T22:30:00.000Z`)
      expect(fernanda.start.tz).toBe('America/Sao_Paulo')
      expect(fernanda.end?.toISOString()).toBe(`${addDays(day(300), 1)}T02:30:00.000Z`)
      expect(fernanda.location).toBe('Rua das Flores, 120, casa 2 · 01234-567 · São Paulo · Moema')
      // node-ical keeps a property with parameters (URL;VALUE=URI) as { params, val }.
      const url = fernanda.url as unknown
      expect(typeof url === 'object' && url !== null && 'val' in url ? url.val : url).toBe(
        `https://buffet.example/admin/orcamentos/${party}`,
      )
      expect(fernanda.description).toContain('Convidados: 80')
      const gabi = byUid.get(`orcamento-${hold}@buffet.example`)!
      expect(gabi.summary).toMatch(/^Pré-reserva: Festa de Gabi/)
      expect(gabi.start.toISOString()).toBe(`${day(301)}T15:00:00.000Z`)
      expect(byUid.has(`orcamento-${released}@buffet.example`)).toBe(false)

      // Renewal: the old URL answers nothing; the new one, the same events. Another administrator's token is theirs alone.
      const renewed = 'b'.repeat(20) + crypto.randomUUID().replaceAll('-', '')
      await store.renewCalendarFeed(admin, renewed)
      expect(await store.calendarFeed(token)).toBeNull()
      expect((await store.calendarFeed(renewed))?.map(({ id }) => id)).toEqual(events!.map(({ id }) => id))
      const theirs = 'c'.repeat(20) + crypto.randomUUID().replaceAll('-', '')
      await store.renewCalendarFeed(other, theirs)
      expect(await store.calendarFeed(renewed)).not.toBeNull()
      // No longer an administrator: no feed.
      await db.asOwner((tx) => tx.query('delete from public.admins where user_id = $1', [other.userId]))
      expect(await store.calendarFeed(theirs)).toBeNull()
      expect(await store.calendarFeed('nada')).toBeNull()
      expect((await errorOf(() => store.renewCalendarFeed(stranger, 'd'.repeat(43)))).message).toMatch(
        /permission denied|only administrators/,
      )
      expect((await errorOf(() => store.renewCalendarFeed(admin, 'curto'))).message).toMatch(/token inválido/)
      // Only the hash is stored.
      const stored = await db.asOwner((tx) =>
        tx.query<{ hex: string }>(
          `select encode(token_sha256, 'hex') as hex from public.calendar_feeds where user_id = $1`,
          [admin.userId],
        ),
      )
      expect(stored.rows[0]!.hex).not.toContain(Buffer.from(renewed).toString('hex'))
      expect(stored.rows[0]!.hex).toHaveLength(64)
    })
  })

  describe('the digest', () => {
    it('lists today’s confirmed events and the follow-ups with three "Sem resposta"', async () => {
      const party = await storedQuote(db, { name: 'Íris Hoje', date: day(0), event_time: '18:00' })
      await db.asOwner((tx) =>
        tx.query(
          `insert into public.bookings (orcamento_id, day, kind, source, confirmed_at, confirmed_via) values ($1, $2, 'confirmed', 'admin', now(), 'admin')`,
          [party, today],
        ),
      )
      const silent = await storedQuote(db, { name: 'Júlia Calada', date: day(150) })
      for (const seen of [today, day(2), day(2)]) await store.recordOutcome(admin, silent, 'sem_resposta', seen)
      const { rows } = await db.asOwner((tx) =>
        tx.query<{
          content: { todayEvents: { id: number; time: string }[]; noAnswer: { id: number; tries: number }[] }
        }>('select public.digest_content(now()) as content'),
      )
      expect(rows[0]!.content.todayEvents).toContainEqual(expect.objectContaining({ id: party, time: '18:00' }))
      expect(rows[0]!.content.noAnswer).toContainEqual(expect.objectContaining({ id: silent, tries: 3 }))
    })
  })
})
