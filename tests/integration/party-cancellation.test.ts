import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/lib/dates/calendar'
import type { SignedInCaller } from '@/lib/db/caller'
import type { Rpc } from '@/lib/db/rpc'
import { sqlState } from '@/lib/db/rpc'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { todayInSaoPaulo } from '@/lib/dates'
import { proposalStore } from '@/lib/proposals/store'
import { engines, type TestDatabase } from '../support/engines'
import { errorOf } from '../support/database'
import { clientContract, eventDay, fiveThousandDraft, sentProposal, storedQuote } from '../support/proposal'
import { ownerDatabase } from '../support/owner-database'

const evidence = { clientAddress: '203.0.113.23', userAgent: 'Mozilla/5.0 (teste)' }
const today = todayInSaoPaulo()

type Terms = { paidCents: number; daysBefore: number; withdrawal: boolean; percent: number; dueBackCents: number }

// "Cancelar festa" under the business's policy: tiers set by the owner, the 7 days after an online
// acceptance always returning everything; the day freed, the installments closed, no payment until
// the owner reopens the party (audited).
describe.each(engines())('party cancellation on $name', { timeout: 240_000 }, (engine) => {
  let db: TestDatabase
  let rpc: Rpc
  let admin: SignedInCaller

  beforeAll(async () => {
    ;({ db, rpc, admin } = await ownerDatabase(engine))
    // More than 90 days before: 80% back; more than 30: 50%; else nothing.
    expect(
      await rpc.value(admin, 'admin_set_cancellation_tiers', {
        p_tiers: JSON.stringify([
          { daysBefore: 30, percent: 50 },
          { daysBefore: 90, percent: 80 },
        ]),
      }),
    ).toBe(true)
  })
  afterAll(() => engine.stop())

  const store = () => proposalStore(rpc)
  /** A R$ 5.000 party on `date`, accepted, with its R$ 1.500 deposit paid (which confirms the day). */
  const paidParty = async (date = eventDay()) => {
    const quote = await storedQuote(db, { date })
    const sent = await sentProposal(db, admin, quote, fiveThousandDraft(date))
    expect(await store().accept(sent.token, clientContract(), evidence)).toMatchObject({ outcome: 'accepted' })
    await store().recordPayment(admin, sent.proposalId, { amountCents: 1_500_00, paidOn: today, method: 'pix' })
    return { quote, date, ...sent }
  }
  /** The acceptance `days` ago: past the 7 days of withdrawal (the record itself is kept as it is by its trigger). */
  const acceptedDaysAgo = (proposalId: number, days: number) =>
    db.asOwner(async (tx) => {
      await tx.query('set local session_replication_role = replica')
      await tx.query(
        `update public.proposal_acceptances set accepted_at = now() - make_interval(days => $2) where proposal_id = $1`,
        [proposalId, days],
      )
    })
  const terms = (quote: number) =>
    rpc.value<Terms | null>(admin, 'admin_party_cancellation_terms', { p_orcamento_id: quote })
  const cancel = (quote: number, on = rpc) =>
    on.value<Terms>(admin, 'admin_party_cancel', { p_orcamento_id: quote, p_reason: 'Cliente desistiu da festa' })
  const liveBookings = async (quote: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ n: number }>(
          'select count(*)::int as n from public.bookings where orcamento_id = $1 and released_at is null and lapsed_at is null',
          [quote],
        ),
      )
    ).rows[0]!.n

  it('inside the 7 days after the online acceptance everything paid is due back, whatever the policy', async () => {
    const { quote } = await paidParty(addDays(today, 20))
    expect(await terms(quote)).toEqual({
      paidCents: 1_500_00,
      daysBefore: 20,
      withdrawal: true,
      percent: 100,
      dueBackCents: 1_500_00,
    })
  })

  it.each([
    [200, 80, 1_200_00],
    [60, 50, 750_00],
    [20, 0, 0],
  ])('after the 7 days, a party %i days ahead returns %i percent: %i centavos', async (ahead, percent, due) => {
    const { quote, proposalId } = await paidParty(addDays(today, ahead))
    await acceptedDaysAgo(proposalId, 10)
    expect(await terms(quote)).toMatchObject({ withdrawal: false, percent, dueBackCents: due })
  })

  it('cancelling frees the day, closes the installments, takes no payment until reopened, all audited', async () => {
    const { quote, proposalId, token } = await paidParty()
    expect(await liveBookings(quote)).toBe(1)
    expect(await cancel(quote)).toMatchObject({ withdrawal: true, dueBackCents: 1_500_00 })

    expect(await liveBookings(quote)).toBe(0)
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ status: string; next_contact: string | null }>(
        'select status, next_contact::text from public."Orcamentos" where id = $1',
        [quote],
      ),
    )
    expect(rows[0]).toEqual({ status: 'perdido', next_contact: null })
    const due = await rpc.rows<{ orcamento_id: number }>(admin, 'admin_installments_due', { p_days: 60 })
    expect(due.map((row) => Number(row.orcamento_id))).not.toContain(quote)
    const view = await store().view(token)
    expect(view).toMatchObject({ cancelled: true, pix: null })
    const payment = () =>
      store().recordPayment(admin, proposalId, { amountCents: 100_00, paidOn: today, method: 'pix' })
    expect(sqlState(await errorOf(payment))).toBe('55000')
    expect(sqlState(await errorOf(() => cancel(quote)))).toBe('55000')
    // A cancelled proposal is never a draft again: its accepted version is the contract's evidence.
    expect(
      sqlState(await errorOf(() => rpc.value(admin, 'admin_proposal_save', { p_orcamento_id: quote, p_draft: '{}' }))),
    ).toBe('55000')

    // The refund due is recorded as money given back.
    await store().recordRefund(admin, proposalId, {
      amountCents: 1_500_00,
      paidOn: today,
      method: 'pix',
      reason: 'Arrependimento em 7 dias',
    })

    expect(
      await rpc.value(admin, 'admin_party_reopen', { p_orcamento_id: quote, p_reason: 'Cliente voltou atrás' }),
    ).toBe(true)
    expect(await payment()).toBeGreaterThan(0)
    const { rows: audit } = await db.asOwner((tx) =>
      tx.query<{ action: string }>(
        `select action from public.audit_log where subject = $1 and action in ('party_cancelled', 'party_reopened') order by id`,
        [`orcamento:${quote}`],
      ),
    )
    expect(audit.map(({ action }) => action)).toEqual(['party_cancelled', 'party_reopened'])
  })

  it('two cancellations of one party at once: one wins', async () => {
    const { quote } = await paidParty()
    const connections = await Promise.all([db.connect(), db.connect()])
    const tries = await Promise.allSettled(
      connections.map((connection) =>
        cancel(
          quote,
          embeddedRpc(async () => connection),
        ),
      ),
    )
    expect(tries.filter(({ status }) => status === 'fulfilled')).toHaveLength(1)
    const refused = tries.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    expect(sqlState(refused?.reason)).toBe('55000')
  })

  it('refuses a policy that cannot be read', async () => {
    for (const tiers of [
      [{ daysBefore: 30, percent: 120 }],
      [{ daysBefore: -1, percent: 50 }],
      [
        { daysBefore: 30, percent: 50 },
        { daysBefore: 30, percent: 40 },
      ],
      [{ daysBefore: 30.5, percent: 50 }],
    ])
      expect(
        sqlState(
          await errorOf(() => rpc.value(admin, 'admin_set_cancellation_tiers', { p_tiers: JSON.stringify(tiers) })),
        ),
      ).toBe('22023')
  })
})
