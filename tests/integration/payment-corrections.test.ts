import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import type { Rpc } from '@/lib/db/rpc'
import { sqlState } from '@/lib/db/rpc'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { todayInSaoPaulo } from '@/lib/dates'
import type { Receipt } from '@/lib/proposals/contract'
import { proposalStore } from '@/lib/proposals/store'
import { engines, type TestDatabase } from '../support/engines'
import { errorOf } from '../support/database'
import { clientContract, fiveThousandDraft, sentProposal, storedQuote } from '../support/proposal'
import { ownerDatabase } from '../support/owner-database'

const evidence = { clientAddress: '203.0.113.22', userAgent: 'Mozilla/5.0 (teste)' }
const today = todayInSaoPaulo()

// A payment typed wrong is reversed by a counter-entry with its reason (never edited or deleted):
// its receipt says "cancelado", the installments it paid open again. Money given back is a refund
// with its own receipt. Each under the proposal's lock.
describe.each(engines())('payment corrections and refunds on $name', { timeout: 240_000 }, (engine) => {
  let db: TestDatabase
  let rpc: Rpc
  let admin: SignedInCaller

  beforeAll(async () => {
    ;({ db, rpc, admin } = await ownerDatabase(engine))
  })
  afterAll(() => engine.stop())

  const store = () => proposalStore(rpc)
  const accepted = async () => {
    const quote = await storedQuote(db)
    const sent = await sentProposal(db, admin, quote, fiveThousandDraft())
    expect(await store().accept(sent.token, clientContract(), evidence)).toMatchObject({ outcome: 'accepted' })
    return { quote, ...sent }
  }
  const pay = (proposalId: number, amountCents: number) =>
    store().recordPayment(admin, proposalId, { amountCents, paidOn: today, method: 'pix' })
  const remaining = async (quote: number) =>
    (await store().get(admin, quote))!.installments.map(({ remainingCents }) => remainingCents)
  const receipts = async (quote: number): Promise<Receipt[]> => (await store().get(admin, quote))!.payments

  it('sequence: R$ 5.000 typed instead of R$ 500 is reversed with a reason; its receipt says cancelled; the installments reopen', async () => {
    const { quote, proposalId, token } = await accepted()
    const wrong = await pay(proposalId, 5_000_00)
    expect(await remaining(quote)).toEqual([0, 0])

    const reversal = await store().reversePayment(admin, proposalId, wrong, 'Digitado R$ 5.000 em vez de R$ 500')
    expect(reversal).toBeGreaterThan(wrong)
    expect(await remaining(quote)).toEqual([1_500_00, 3_500_00])
    // The receipt stays, marked cancelled with the reason; the client's link shows the same.
    const cancelled = {
      id: wrong,
      kind: 'payment',
      amountCents: 5_000_00,
      cancelled: { reason: 'Digitado R$ 5.000 em vez de R$ 500', at: expect.any(String) },
    }
    expect(await receipts(quote)).toEqual([expect.objectContaining(cancelled)])
    expect((await store().view(token))!.receipts).toEqual([expect.objectContaining(cancelled)])

    // The right amount, then, counts from zero.
    const right = await pay(proposalId, 500_00)
    expect((await receipts(quote)).find(({ id }) => id === right)).toMatchObject({
      amountCents: 500_00,
      paidBeforeCents: 0,
      balanceAfterCents: 4_500_00,
      cancelled: null,
    })
    expect(await remaining(quote)).toEqual([1_000_00, 3_500_00])

    // A counter-entry, audited: the original row is untouched and can be neither changed nor deleted.
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: number; kind: string; amount_cents: number; reverses_id: number | null }>(
        'select id::int, kind, amount_cents, reverses_id::int from public.proposal_payments where proposal_id = $1 order by id',
        [proposalId],
      ),
    )
    expect(rows).toEqual([
      { id: wrong, kind: 'payment', amount_cents: 5_000_00, reverses_id: null },
      { id: reversal, kind: 'reversal', amount_cents: -5_000_00, reverses_id: wrong },
      { id: right, kind: 'payment', amount_cents: 500_00, reverses_id: null },
    ])
    const { rows: audit } = await db.asOwner((tx) =>
      tx.query<{ detail: Record<string, unknown> }>(
        "select detail from public.audit_log where action = 'payment_reversed' and subject = $1",
        [`orcamento:${quote}`],
      ),
    )
    expect(audit.map(({ detail }) => detail)).toEqual([
      { proposta: proposalId, recibo: wrong, valor_centavos: 5_000_00, estorno: reversal },
    ])
    for (const change of [
      'update public.proposal_payments set amount_cents = 500 where id = $1',
      'delete from public.proposal_payments where id = $1',
    ])
      expect(sqlState(await errorOf(() => db.asOwner((tx) => tx.query(change, [wrong]))))).toBe('42501')

    // Once only, and never without a reason.
    expect(sqlState(await errorOf(() => store().reversePayment(admin, proposalId, wrong, 'de novo')))).toBe('PY002')
    expect(sqlState(await errorOf(() => store().reversePayment(admin, proposalId, right, '  ')))).toBe('22023')
  })

  it('two reversals of one payment at once: one wins, the other is refused', async () => {
    const { quote, proposalId } = await accepted()
    const payment = await pay(proposalId, 1_500_00)
    const connections = await Promise.all([db.connect(), db.connect()])
    const tries = await Promise.allSettled(
      connections.map((connection) =>
        proposalStore(embeddedRpc(async () => connection)).reversePayment(admin, proposalId, payment, 'Pix não caiu'),
      ),
    )
    expect(tries.filter(({ status }) => status === 'fulfilled')).toHaveLength(1)
    const refused = tries.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    expect(sqlState(refused?.reason)).toBe('PY002')
    expect(await remaining(quote)).toEqual([1_500_00, 3_500_00])
  })

  it('a refund records money given back with its own receipt, never more than what was kept', async () => {
    const { quote, proposalId, token } = await accepted()
    await pay(proposalId, 1_500_00)
    const refund = (amountCents: number) =>
      store().recordRefund(admin, proposalId, {
        amountCents,
        paidOn: today,
        method: 'transferencia',
        reason: 'Cancelamento em 7 dias',
      })
    expect(sqlState(await errorOf(() => refund(1_500_01)))).toBe('PY003')
    const given = await refund(1_000_00)
    expect((await receipts(quote)).find(({ id }) => id === given)).toEqual(
      expect.objectContaining({
        kind: 'refund',
        amountCents: 1_000_00,
        method: 'transferencia',
        reason: 'Cancelamento em 7 dias',
        paidBeforeCents: 1_500_00,
        balanceAfterCents: 4_500_00,
        cancelled: null,
      }),
    )
    expect((await store().view(token))!.receipts.map(({ id }) => id)).toContain(given)
    expect(await remaining(quote)).toEqual([1_000_00, 3_500_00])
    expect(sqlState(await errorOf(() => refund(500_01)))).toBe('PY003')
    expect(await refund(500_00)).toBeGreaterThan(given)
  })
})
