import type { LeadSourceChoice } from '@/lib/content/lead-sources'
import { formatDateTimeBR } from '@/lib/dates'
import type { QuoteHistoryEntry } from '@/lib/quotes/contract'
import { fieldLabels, historyActor, historyValue } from '@/lib/quotes/history'

/** "Histórico de alterações": each change of the event's fields, old → new, who and when, newest first. */
export function QuoteHistory({
  entries,
  leadSources,
}: {
  entries: QuoteHistoryEntry[]
  leadSources: LeadSourceChoice[]
}) {
  return (
    <section
      aria-labelledby="historico-titulo"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="historico-titulo" className="text-lg font-semibold text-ink">
        Histórico de alterações ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">Nenhuma alteração desde que o pedido chegou.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {entries.map((entry, index) => (
            <li key={index} className="rounded-xl bg-brand-50/60 p-3 ring-1 ring-brand-100">
              <p className="text-xs text-muted">
                <time dateTime={entry.at}>{formatDateTimeBR(entry.at)}</time> · {historyActor(entry)}
              </p>
              <p className="[overflow-wrap:anywhere]">
                <span className="font-semibold">{fieldLabels[entry.field] ?? entry.field}:</span>{' '}
                {historyValue(entry.field, entry.old_value, leadSources)} →{' '}
                {historyValue(entry.field, entry.new_value, leadSources)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
