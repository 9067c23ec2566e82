import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/lib/dates/calendar'
import { bookingStore, type BookingStore } from '@/lib/bookings/store'
import type { SignedInCaller } from '@/lib/db/caller'
import type { Rpc } from '@/lib/db/rpc'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { todayInSaoPaulo } from '@/lib/dates'
import { proposalStore, type ProposalStore } from '@/lib/proposals/store'
import { quoteStore, type QuoteStore } from '@/lib/quotes/store'
import { createUser, errorOf } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { draftJson } from '@/lib/proposals/contract'
import { callAs, clientContract, proposalDraft, sentProposal, storedQuote } from '../support/proposal'
import { newQuote } from '../support/quote'
import { transports } from '../support/transports'

const evidence = { clientAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (teste)' }

// When plans change after a proposal was sent: what an old link may still do, and what a lost party
// still asks of the owner, proven through the stores the app uses on both engines and through
// Supabase's PostgREST stand-in.
describe.each(transports())('changed plans on $name', { timeout: 300_000 }, (transport) => {
  let db: TestDatabase
  let admin: SignedInCaller
  let quotes: QuoteStore
  let bookings: BookingStore
  let proposals: ProposalStore
  /** Calls that race: a new connection for each on PostgreSQL, as each PostgREST request gets its own. */
  let racing: Rpc
  const today = todayInSaoPaulo()
  const day = (offset: number) => addDays(today, offset)
  let nextDay = 300
  /** A day of its own for each test's party, so no two tests share a day's capacity. */
  const freshDay = () => day(nextDay++)

  beforeAll(async () => {
    const opened = await transport.open()
    db = opened.db
    admin = await createUser(db, 'dona@buffet.com', { admin: true })
    quotes = quoteStore(opened.rpc)
    bookings = bookingStore(opened.rpc)
    proposals = proposalStore(opened.rpc)
    racing = opened.requests ? opened.rpc : embeddedRpc(() => db.connect())
  }, 300_000)
  afterAll(() => transport.close())

  const offered = async (date: string, draft = proposalDraft({ eventDate: date })) => {
    const orcamentoId = await storedQuote(db, { date })
    return { orcamentoId, ...(await sentProposal(db, admin, orcamentoId, draft)) }
  }
  const quoteRow = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ status: string; date: string; guests: number; next_contact: string | null }>(
          'select status, date::text, guests, next_contact::text from public."Orcamentos" where id = $1',
          [id],
        ),
      )
    ).rows[0]!
  const liveBookings = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ day: string; kind: string; hold_until: string | null }>(
          'select day::text, kind, hold_until::text from public.bookings where orcamento_id = $1 and released_at is null and lapsed_at is null',
          [id],
        ),
      )
    ).rows
  const payments = async (proposalId: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ n: number }>('select count(*)::int as n from public.proposal_payments where proposal_id = $1', [
          proposalId,
        ]),
      )
    ).rows[0]!.n

  describe('what an old link may still do', () => {
    it('a won party moved to another day keeps its day when the client accepts the link sent for the first', async () => {
      const first = freshDay()
      const second = freshDay()
      const { orcamentoId, token } = await offered(first)
      expect(await quotes.setStatus(admin, orcamentoId, 'fechado', undefined, { valueCents: 500_000 })).toBe(true)
      await quotes.update(admin, orcamentoId, { date: second })
      expect(await liveBookings(orcamentoId)).toEqual([{ day: second, kind: 'confirmed', hold_until: null }])

      expect((await proposals.accept(token, clientContract(), evidence)).outcome).toBe('outdated')
      expect(await liveBookings(orcamentoId)).toEqual([{ day: second, kind: 'confirmed', hold_until: null }])
      expect(await quoteRow(orcamentoId)).toMatchObject({ status: 'fechado', date: second })
      expect(await proposals.view(token)).toMatchObject({ state: 'open', outdated: true })
    })

    it.each([
      ['won', async (id: number) => void (await quotes.setStatus(admin, id, 'fechado', undefined, { valueCents: 1 }))],
      ['lost', async (id: number) => void (await quotes.setStatus(admin, id, 'perdido', { reason: 'preco' }))],
      ['with more guests', async (id: number) => void (await quotes.update(admin, id, { guests: 80 }))],
      ['moved', async (id: number) => void (await quotes.update(admin, id, { date: freshDay() }))],
    ])('a link whose quote was %s since it was sent is refused and records nothing', async (_, change) => {
      const { orcamentoId, token } = await offered(freshDay())
      await change(orcamentoId)
      const before = { quote: await quoteRow(orcamentoId), bookings: await liveBookings(orcamentoId) }
      expect((await proposals.accept(token, clientContract(), evidence)).outcome).toBe('outdated')
      expect({ quote: await quoteRow(orcamentoId), bookings: await liveBookings(orcamentoId) }).toEqual(before)
    })

    it('a link whose items the owner changed in the draft since is refused; an unchanged one is accepted', async () => {
      const date = freshDay()
      const changed = await offered(date)
      const draft = proposalDraft({
        eventDate: date,
        lines: [{ description: 'Pacote Kids', unitCents: 8990, quantity: 70 }],
      })
      await callAs(db, admin, 'public.admin_proposal_save($1, $2)', [
        changed.orcamentoId,
        JSON.stringify(draftJson(draft)),
      ])
      expect((await proposals.accept(changed.token, clientContract(), evidence)).outcome).toBe('outdated')

      const unchanged = await offered(date)
      expect(await proposals.view(changed.token)).toMatchObject({ state: 'open', outdated: true })
      expect(await proposals.view(unchanged.token)).toMatchObject({ state: 'open', outdated: false })
      expect((await proposals.accept(unchanged.token, clientContract(), evidence)).outcome).toBe('accepted')
    })

    it('an acceptance never shortens the hold the owner granted: the later deadline stands', async () => {
      const date = freshDay()
      const { orcamentoId, token } = await offered(date)
      const granted = day(10)
      await bookings.hold(admin, orcamentoId, date, granted)
      expect((await proposals.accept(token, clientContract(), evidence)).outcome).toBe('accepted')
      expect(await liveBookings(orcamentoId)).toEqual([{ day: date, kind: 'hold', hold_until: granted }])
      expect((await quoteRow(orcamentoId)).next_contact).toBe(granted)
    })
  })

  describe('a lost party', () => {
    it('is no longer chased on the dashboard and takes no payment', async () => {
      const date = freshDay()
      const { orcamentoId, proposalId, token } = await offered(date)
      expect((await proposals.accept(token, clientContract(), evidence)).outcome).toBe('accepted')
      await proposals.recordPayment(admin, proposalId, { amountCents: 1000, paidOn: today, method: 'pix' })
      expect((await proposals.installmentsDue(admin, 3)).map((row) => Number(row.orcamento_id))).toContain(orcamentoId)
      expect((await proposals.summaries(admin)).map((row) => Number(row.orcamento_id))).toContain(orcamentoId)

      expect(await quotes.setStatus(admin, orcamentoId, 'perdido', { reason: 'preco' })).toBe(true)
      expect((await proposals.installmentsDue(admin, 60)).map((row) => Number(row.orcamento_id))).not.toContain(
        orcamentoId,
      )
      expect((await proposals.summaries(admin)).map((row) => Number(row.orcamento_id))).not.toContain(orcamentoId)

      const refused = await errorOf(() =>
        proposals.recordPayment(admin, proposalId, { amountCents: 50_000, paidOn: today, method: 'pix' }),
      )
      expect(refused).toMatchObject({ code: 'PY002' })
      expect(await payments(proposalId)).toBe(1)
      expect(await liveBookings(orcamentoId)).toEqual([])
      expect((await quoteRow(orcamentoId)).status).toBe('perdido')
    })
  })

  describe('races', () => {
    it('an old link accepted while the owner wins the quote leaves one booking, on the quote’s day', async () => {
      for (let round = 0; round < 4; round++) {
        const date = freshDay()
        const { orcamentoId, token } = await offered(date)
        const [answer] = await Promise.all([
          proposalStore(racing).accept(token, clientContract(), evidence),
          quoteStore(racing).setStatus(admin, orcamentoId, 'fechado', undefined, { valueCents: 500_000 }),
        ])
        expect(['accepted', 'outdated']).toContain(answer.outcome)
        expect(await liveBookings(orcamentoId)).toEqual([expect.objectContaining({ day: date, kind: 'confirmed' })])
        expect(await quoteRow(orcamentoId)).toMatchObject({ status: 'fechado', date })
      }
    })

    it('a payment recorded while the owner marks the party lost never books the day again', async () => {
      for (let round = 0; round < 4; round++) {
        const { orcamentoId, proposalId, token, content } = await offered(freshDay())
        expect((await proposals.accept(token, clientContract(), evidence)).outcome).toBe('accepted')
        const [paid] = await Promise.all([
          proposalStore(racing)
            .recordPayment(admin, proposalId, { amountCents: content.depositCents, paidOn: today, method: 'pix' })
            .then(
              () => 'paid',
              (error: { code?: string }) => error.code,
            ),
          quoteStore(racing).setStatus(admin, orcamentoId, 'perdido', { reason: 'desistiu' }),
        ])
        expect(['paid', 'PY002']).toContain(paid)
        expect(await payments(proposalId)).toBe(paid === 'paid' ? 1 : 0)
        expect(await liveBookings(orcamentoId)).toEqual([])
        expect((await quoteRow(orcamentoId)).status).toBe('perdido')
      }
    })
  })

  describe('a moved party', () => {
    it('moves its next contact, its open installments, the client’s page and new receipts; the old dates stay in the history', async () => {
      const first = freshDay()
      const second = addDays(first, 30)
      const { orcamentoId, proposalId, token, content } = await offered(
        first,
        proposalDraft({ eventDate: first, schedule: [{ kind: 'percent', value: 7000, due: addDays(first, -7) }] }),
      )
      expect((await proposals.accept(token, clientContract(), evidence)).outcome).toBe('accepted')
      await proposals.recordPayment(admin, proposalId, {
        amountCents: content.depositCents,
        paidOn: today,
        method: 'pix',
      })
      expect(await quoteRow(orcamentoId)).toMatchObject({ status: 'fechado', next_contact: addDays(first, 1) })

      await quotes.update(admin, orcamentoId, { date: second })
      await proposals.recordPayment(admin, proposalId, { amountCents: 1000, paidOn: today, method: 'pix' })

      expect(await liveBookings(orcamentoId)).toEqual([{ day: second, kind: 'confirmed', hold_until: null }])
      // The after-party contact comes after the new day, not a month early.
      expect((await quoteRow(orcamentoId)).next_contact).toBe(addDays(second, 1))
      expect(await proposals.nextInstallment(admin, orcamentoId)).toMatchObject({ due: addDays(second, -7) })
      const view = (await proposals.view(token))!
      expect(view.partyDate).toBe(second)
      expect(view.installments.map(({ label, due }) => ({ label, due }))).toEqual([
        { label: 'Sinal', due: null },
        { label: 'Restante', due: addDays(second, -7) },
      ])
      expect(view.receipts.map(({ partyDate }) => partyDate)).toEqual([first, second])
      // What was sent and signed stays as it was.
      expect(view.content.event.date).toBe(first)
      expect(await quotes.history(admin, orcamentoId)).toContainEqual(
        expect.objectContaining({ field: 'date', old_value: first, new_value: second, source: 'admin' }),
      )
    })
  })

  describe('the owner’s phone', () => {
    it('"Novo orçamento" stores a quote with one way to reach the client and no message', async () => {
      const id = await quotes.create(
        admin,
        newQuote({ date: freshDay(), phone: '', email: '', message: '', whatsapp: '11 987654321' }),
      )
      const stored = (
        await db.asOwner((tx) =>
          tx.query('select phone, whatsapp, email, message from public."Orcamentos" where id = $1', [id]),
        )
      ).rows[0]
      expect(stored).toEqual({ phone: null, whatsapp: '11 987654321', email: null, message: null })
    })

    it('the database still refuses a quote with no way to reach the client, or a contact out of format', async () => {
      expect(
        await errorOf(() =>
          quotes.create(admin, newQuote({ date: freshDay(), phone: '', email: '', whatsapp: '', message: '' })),
        ),
      ).toMatchObject({ message: expect.stringMatching(/orcamentos_reach_check/) })
      expect(
        await errorOf(() => quotes.create(admin, newQuote({ date: freshDay(), email: 'sem-arroba' }))),
      ).toMatchObject({ message: expect.stringMatching(/orcamentos_email_check/) })
    })
  })
})
