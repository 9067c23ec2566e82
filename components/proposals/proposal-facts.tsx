import type { ProposalContent } from '@/lib/proposals/contract'
import { formatDateBR } from '@/lib/dates'

/** Who and what the proposal is for: the client, the event and how long the offer holds. */
export function ProposalFacts({ content }: { content: ProposalContent }) {
  const { event } = content
  const facts = [
    ['Cliente', content.client.name],
    [
      'Data do evento',
      event.date ? `${formatDateBR(event.date)}${event.time ? ` às ${event.time}` : ''}` : 'a combinar',
    ],
    ['Convidados', event.guests ? String(event.guests) : 'a combinar'],
    ['Tipo de festa', event.partyTypes || '-'],
    ['Bairro', event.neighborhood || '-'],
    ['Válida até', formatDateBR(content.validUntil)],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-2xl bg-brand-50 p-4 sm:grid-cols-3 print:bg-white print:p-0">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold text-muted">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
