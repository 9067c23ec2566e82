import type { Receipt } from './contract'

/** What the business holds of the client's money: the payments not reversed, less what was given back. */
export const heldCents = (receipts: readonly Receipt[]) =>
  receipts.reduce(
    (sum, receipt) =>
      receipt.cancelled ? sum : receipt.kind === 'refund' ? sum - receipt.amountCents : sum + receipt.amountCents,
    0,
  )

/** The receipts a reversal may still cancel: payments, not refunds, not already cancelled. */
export const reversible = (receipts: readonly Receipt[]) =>
  receipts.filter((receipt) => receipt.kind !== 'refund' && !receipt.cancelled)
