import type { ProposalDraft } from '@/lib/proposals/contract'
import { formatBRL } from '@/lib/money'
import { buildSchedule } from '@/lib/proposals/schedule'
import { proposalTotals } from '@/lib/proposals/totals'
import { formatDateBR } from '@/lib/dates'

/** The saved draft's money and installments, as the client will see them once sent. */
export function ProposalTotals({ draft }: { draft: ProposalDraft }) {
  const totals = proposalTotals({
    lines: draft.lines,
    discount: { kind: draft.discountKind, value: draft.discountValue },
    depositPercent: draft.depositPercent,
  })
  const rows = [
    ['Subtotal', totals.subtotalCents],
    ['Desconto', -totals.discountCents],
    ['Total', totals.totalCents],
    [`Sinal (${draft.depositPercent}%)`, totals.depositCents],
    ['Restante', totals.balanceCents],
  ] as const
  const schedule = buildSchedule(totals.totalCents, totals.depositCents, draft.schedule ?? [])
  return (
    <div className="space-y-2">
      <dl
        aria-label="Valores do rascunho salvo"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-2xl bg-brand-50 p-4 text-sm sm:grid-cols-5"
      >
        {rows.map(([label, cents]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums" data-total={label}>
              {formatBRL(cents)}
            </dd>
          </div>
        ))}
      </dl>
      {schedule ? (
        <p className="text-sm text-muted" aria-label="Parcelas do rascunho salvo">
          {schedule
            .map(
              (part) =>
                `${part.label}: ${formatBRL(part.amountCents)}${part.due ? ` até ${formatDateBR(part.due)}` : ''}`,
            )
            .join(' · ')}
        </p>
      ) : null}
    </div>
  )
}
