import type { ProposalContent } from '@/lib/proposals/contract'
import { formatBRL } from '@/lib/money'

const row = 'flex justify-between gap-4 py-1'

/** The sums under the lines: subtotal, the discount if any, the total and how it splits into deposit and balance. */
export function ProposalAmounts({ content }: { content: ProposalContent }) {
  const { discount } = content
  return (
    <div className="mt-3 ml-auto max-w-xs text-sm sm:text-base">
      <p className={row}>
        <span>Subtotal</span> <span className="tabular-nums">{formatBRL(content.subtotalCents)}</span>
      </p>
      {discount.cents > 0 ? (
        <p className={row}>
          <span>
            Desconto{discount.kind === 'percent' ? ` (${(discount.value / 100).toLocaleString('pt-BR')}%)` : ''}
          </span>
          <span className="tabular-nums">−{formatBRL(discount.cents)}</span>
        </p>
      ) : null}
      <p className={`${row} border-t border-brand-200 text-lg font-bold`}>
        <span>Total</span> <span className="tabular-nums">{formatBRL(content.totalCents)}</span>
      </p>
      <p className={row}>
        <span>Sinal ({content.depositPercent}%)</span>{' '}
        <span className="tabular-nums font-semibold">{formatBRL(content.depositCents)}</span>
      </p>
      <p className={`${row} text-muted`}>
        <span>Restante</span> <span className="tabular-nums">{formatBRL(content.balanceCents)}</span>
      </p>
    </div>
  )
}
