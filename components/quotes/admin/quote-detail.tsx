import { displayQuote, quoteColumns } from '@/lib/quotes/display'
import { lostReasonLabel } from '@/lib/quotes/lost-reasons'
import { formatDateTimeBR } from '@/lib/dates'
import { followUpLinks, type FollowUpTemplates } from '@/lib/quotes/follow-up'
import { leadSourceLabel, type LeadSourceChoice } from '@/lib/content/lead-sources'
import { formatBRL } from '@/lib/money'
import { eventAddress } from '@/lib/quotes/display'
import { FullDateMark } from '@/components/bookings/full-date-mark'
import { NextContactForm } from '@/components/agenda/next-contact-form'
import type { QuoteDetail as Quote } from '@/lib/quotes/contract'
import { QuotePipelineControl } from './quote-pipeline-control'

const notification = { pending: 'enviando', sent: 'enviado', failed: 'falhou' } as const

/** One quote: its status and follow-up first, then every field of the form. */
type Props = {
  quote: Quote
  businessName: string
  leadSources: LeadSourceChoice[]
  dateFull: boolean
  templates?: FollowUpTemplates
}

export function QuoteDetail({ quote, businessName, leadSources, dateFull, templates }: Props) {
  const shown = displayQuote(quote)
  const extra: [string, string][] = [
    ['Endereço do evento', eventAddress(quote) || '-'],
    ['Valor do evento', quote.event_value_cents === null ? '-' : formatBRL(quote.event_value_cents)],
    ['Como nos conheceu', leadSourceLabel(quote.lead_source, leadSources) || '-'],
    ...(quote.status === 'perdido'
      ? ([['Motivo da perda', lostReasonLabel(quote.lost_reason, quote.lost_reason_detail) || '-']] as [
          string,
          string,
        ][])
      : []),
  ]
  return (
    <section
      aria-labelledby="orcamento-titulo"
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <div className="space-y-1">
        <h2 id="orcamento-titulo" className="text-2xl font-semibold text-ink [overflow-wrap:anywhere]">
          {shown.name}
        </h2>
        <p className="text-sm text-muted">
          Orçamento #{quote.id} ·{' '}
          {quote.created_by_email ? `criado no painel por ${quote.created_by_email} em` : 'recebido em'}{' '}
          {shown.createdAt}
          {quote.status_changed_at ? ` · status alterado em ${formatDateTimeBR(quote.status_changed_at)}` : ''}
          {quote.notification_status ? ` · aviso por e-mail: ${notification[quote.notification_status]}` : ''}
        </p>
      </div>
      <QuotePipelineControl
        id={quote.id}
        name={shown.name}
        status={quote.status}
        hasValue={quote.event_value_cents !== null}
        links={followUpLinks(quote, businessName, templates)}
      />
      <NextContactForm id={quote.id} name={shown.name} value={quote.next_contact} />
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {quoteColumns
          .filter(([key]) => key !== 'id' && key !== 'name' && key !== 'createdAt')
          .map(([key, heading]) => (
            <div key={key} className={key === 'message' ? 'sm:col-span-2' : undefined}>
              <dt className="text-xs font-semibold text-muted">{heading}</dt>
              <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                {shown[key]}
                {key === 'eventDate' && dateFull ? <FullDateMark /> : null}
              </dd>
            </div>
          ))}
        {extra.map(([heading, value]) => (
          <div key={heading}>
            <dt className="text-xs font-semibold text-muted">{heading}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
