import { EventEditForm } from '@/components/quotes/admin/event-edit-form'
import type { LeadSourceChoice } from '@/lib/content/lead-sources'
import type { QuoteDetail } from '@/lib/quotes/contract'
import { eventValuesOf } from '@/lib/quotes/event-form'

/** "Editar dados do evento": the event's fields, folded until asked for. */
export function EventEditPanel({ quote, leadSources }: { quote: QuoteDetail; leadSources: LeadSourceChoice[] }) {
  return (
    <details className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 open:p-5">
      <summary className="min-h-11 cursor-pointer content-center px-5 font-semibold text-brand-700">
        Editar dados do evento
      </summary>
      <div className="mt-3">
        <EventEditForm id={quote.id} initial={eventValuesOf(quote)} leadSources={leadSources} />
      </div>
    </details>
  )
}
