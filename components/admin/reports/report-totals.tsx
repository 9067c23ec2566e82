import type { Report } from '@/lib/reports/contract'
import { conversion } from '@/lib/reports/report'

const money = (cents: number) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })

/** The period's totals as a definition list: pedidos, fechados, perdidos, conversão and averages. */
export function ReportTotals({ totals }: { totals: Report['totals'] }) {
  const share = conversion(totals)
  const items: [string, string][] = [
    ['Pedidos', String(totals.quotes)],
    ['Fechados', String(totals.won)],
    ['Perdidos', String(totals.lost)],
    ['Conversão', share === null ? '-' : `${Math.round(share * 100)}%`],
    ['Média de convidados', totals.guests === null ? '-' : String(totals.guests)],
    ['Média de convidados (fechados)', totals.wonGuests === null ? '-' : String(totals.wonGuests)],
    // Only a won quote whose client accepted a proposal has a value: a period without one shows no average.
    ...(totals.wonValueCents !== null ? ([['Valor médio por evento fechado', money(totals.wonValueCents)]] as [string, string][]) : []),
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100">
          <dt className="text-xs font-semibold text-muted">{label}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
