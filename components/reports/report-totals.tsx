import type { Report } from '@/lib/reports/contract'
import { formatBRL } from '@/lib/money'
import { conversion } from '@/lib/reports/report'

/** The period's totals as a definition list: pedidos, fechados, perdidos, conversão and averages; what they leave out, below. */
export function ReportTotals({ totals }: { totals: Report['totals'] }) {
  const share = conversion(totals)
  const items: [string, string][] = [
    ['Pedidos', String(totals.quotes)],
    ['Fechados', String(totals.won)],
    ['Perdidos', String(totals.lost)],
    ['Conversão', share === null ? '-' : `${Math.round(share * 100)}%`],
    ['Média de convidados', totals.guests === null ? '-' : String(totals.guests)],
    ['Média de convidados (fechados)', totals.wonGuests === null ? '-' : String(totals.wonGuests)],
    // A won quote has a value from its accepted proposal or from the administrator; the note says how many count.
    ...(totals.wonValueCents !== null
      ? ([['Valor médio por evento fechado', formatBRL(totals.wonValueCents)]] as [string, string][])
      : []),
  ]
  const notes = [
    totals.wonValueCents !== null
      ? `Valor médio de ${totals.wonValueCount} de ${totals.won} ${totals.won === 1 ? 'evento fechado' : 'eventos fechados'} (os que têm o valor do evento).`
      : null,
    totals.suspect > 0
      ? `${totals.suspect} ${totals.suspect === 1 ? 'pedido suspeito (recebido' : 'pedidos suspeitos (recebidos'} durante um excesso de envios) fora de todos os números.`
      : null,
  ].filter((note): note is string => note !== null)
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100">
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {notes.map((note) => (
        <p key={note} className="text-sm text-muted">
          {note}
        </p>
      ))}
    </>
  )
}
