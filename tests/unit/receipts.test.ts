import { describe, expect, it } from 'vitest'
import type { Receipt } from '@/lib/proposals/contract'
import { heldCents, reversible } from '@/lib/proposals/receipts'

const receipt = (id: number, amountCents: number, more: Partial<Receipt> = {}): Receipt => ({
  id,
  amountCents,
  paidOn: '2026-12-01',
  method: 'pix',
  recordedAt: '2026-12-01T12:00:00Z',
  paidBeforeCents: 0,
  balanceAfterCents: 0,
  partyDate: '2026-12-20',
  ...more,
})
const cancelled = { reason: 'Digitado errado', at: '2026-12-02T12:00:00Z' }

describe('what the receipts say the business holds', () => {
  it.each([
    ['no receipts', [], 0],
    ['payments of an older database (no kind)', [receipt(1, 500_00), receipt(2, 1_000_00)], 1_500_00],
    ['a reversed payment counts for nothing', [receipt(1, 5_000_00, { cancelled }), receipt(3, 500_00)], 500_00],
    [
      'a refund is money given back',
      [receipt(1, 1_500_00, { kind: 'payment' }), receipt(2, 1_000_00, { kind: 'refund', reason: 'Desistência' })],
      500_00,
    ],
  ])('%s', (_name, receipts, held) => {
    expect(heldCents(receipts)).toBe(held)
  })

  it('offers to reverse only the payments not yet cancelled', () => {
    const receipts = [
      receipt(1, 5_000_00, { cancelled }),
      receipt(3, 500_00),
      receipt(4, 100_00, { kind: 'refund', reason: 'Acerto' }),
    ]
    expect(reversible(receipts).map(({ id }) => id)).toEqual([3])
  })
})
