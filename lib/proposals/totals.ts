import { percentOf } from '../money'

export type DiscountKind = 'none' | 'amount' | 'percent'

/** A line as the administrator writes it: a description, a unit price in centavos and a quantity. */
export type DraftLine = { description: string; unitCents: number; quantity: number }

export type PricedLine = DraftLine & { totalCents: number }

export type ProposalTotals = {
  lines: PricedLine[]
  subtotalCents: number
  discountCents: number
  totalCents: number
  depositCents: number
  balanceCents: number
}

type TotalsInput = {
  lines: readonly DraftLine[]
  /** Centavos for 'amount'; hundredths of a percent for 'percent' (750 = 7,5%). */
  discount: { kind: DiscountKind; value: number }
  /** Whole percent of the total asked as the deposit (30 = 30%). */
  depositPercent: number
}

/**
 * The proposal's money, in integer centavos:
 * - each line is unit price × quantity (exact);
 * - the subtotal is the sum of the lines;
 * - a percent discount is rounded to the nearest centavo, halves up; a discount never exceeds the subtotal;
 * - the deposit is depositPercent of the total, rounded the same way; the balance is what remains.
 */
export function proposalTotals({ lines, discount, depositPercent }: TotalsInput): ProposalTotals {
  const priced = lines.map((line) => ({ ...line, totalCents: line.unitCents * line.quantity }))
  const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0)
  const asked =
    discount.kind === 'amount'
      ? discount.value
      : discount.kind === 'percent'
        ? percentOf(subtotalCents, discount.value)
        : 0
  const discountCents = Math.min(asked, subtotalCents)
  const totalCents = subtotalCents - discountCents
  const depositCents = percentOf(totalCents, depositPercent * 100)
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
  }
}
