import { mapUrl } from '@/lib/contacts/address'
import type { EventSheet as Sheet } from '@/lib/contacts/contract'
import { dayLabel } from '@/lib/dates/calendar'
import { formatDateBR } from '@/lib/dates'
import { eventAddress } from '@/lib/quotes/display'
import { partyTypeLabels } from '@/lib/quotes/party-types'
import { internationalDigits } from '@/lib/quotes/follow-up'

type Props = {
  sheet: Sheet
  /** The heading level: the sheet's own page (h2) or one of the week's (h2 as well, with the date first). */ headingId: string
}

const fact = 'text-xs font-semibold uppercase tracking-wide text-muted print:text-black'

/**
 * The event's sheet as the team reads it on paper: when, where (with a map link), who to call, how
 * many guests, what was sold (the accepted version's items and quantities, without prices), the
 * client's message, the owner's notes and her checklist.
 */
export function EventSheet({ sheet, headingId }: Props) {
  const day = sheet.booking?.day ?? sheet.date
  const address = [eventAddress(sheet.address), sheet.neighborhood].filter(Boolean).join(' · ')
  const phone = internationalDigits(sheet.phone ?? sheet.whatsapp)
  const lines = sheet.accepted?.lines ?? []
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 break-inside-avoid print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-brand-100 pb-2 print:border-black">
        <h2 id={headingId} className="text-xl font-semibold text-ink print:text-black">
          {day ? dayLabel(day) : 'Sem data'}
          {sheet.time ? `, ${sheet.time}` : ''} · {sheet.name ?? `Orçamento #${sheet.id}`}
        </h2>
        <span className="text-sm text-muted print:text-black">
          Orçamento #{sheet.id}
          {sheet.booking
            ? sheet.booking.kind === 'confirmed'
              ? ' · confirmado'
              : ` · pré-reserva${sheet.booking.until ? ` até ${formatDateBR(sheet.booking.until)}` : ''}`
            : ' · sem reserva'}
        </span>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4 print:grid-cols-4">
        <div>
          <dt className={fact}>Data</dt>
          <dd>{day ? formatDateBR(day) : '-'}</dd>
        </div>
        <div>
          <dt className={fact}>Horário</dt>
          <dd>{sheet.time ?? 'a combinar'}</dd>
        </div>
        <div>
          <dt className={fact}>Convidados</dt>
          <dd>{sheet.guests ?? sheet.accepted?.guests ?? '-'}</dd>
        </div>
        <div>
          <dt className={fact}>Tipo de festa</dt>
          <dd>{partyTypeLabels(sheet.partyType) || '-'}</dd>
        </div>
        <div className="col-span-2">
          <dt className={fact}>Endereço</dt>
          <dd className="[overflow-wrap:anywhere]">
            {address || 'Endereço ainda não informado'}
            {address ? (
              <>
                {' '}
                <a
                  href={mapUrl(address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline print:hidden"
                >
                  Abrir no mapa
                </a>
              </>
            ) : null}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={fact}>Contato</dt>
          <dd>
            {sheet.name ?? '-'}
            {phone ? (
              <>
                {' · '}
                <a
                  href={`tel:+${phone}`}
                  className="font-semibold text-brand-700 underline print:font-normal print:text-black print:no-underline"
                >
                  {sheet.phone ?? sheet.whatsapp}
                </a>
              </>
            ) : null}
            {sheet.whatsapp && sheet.whatsapp !== sheet.phone ? ` · WhatsApp ${sheet.whatsapp}` : ''}
          </dd>
        </div>
      </dl>
      <section aria-label="Itens vendidos">
        <h3 className="font-semibold text-ink print:text-black">
          Itens {sheet.accepted ? `(versão ${sheet.accepted.version} aceita)` : ''}
        </h3>
        {lines.length === 0 ? (
          <p className="text-sm text-muted print:text-black">Nenhuma proposta aceita: combine os itens no orçamento.</p>
        ) : (
          <table className="mt-1 w-full text-sm">
            <thead>
              <tr className="border-b border-brand-100 text-left print:border-black">
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Qtd.
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Item
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={index} className="border-b border-brand-50 align-top print:border-neutral-400">
                  <td className="py-1 pr-2 tabular-nums">{line.quantity}</td>
                  <td className="py-1 [overflow-wrap:anywhere]">{line.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {sheet.message ? (
        <section aria-label="Pedido do cliente">
          <h3 className="font-semibold text-ink print:text-black">Pedido do cliente</h3>
          <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{sheet.message}</p>
        </section>
      ) : null}
      <section aria-label="Observações para a equipe">
        <h3 className="font-semibold text-ink print:text-black">Observações para a equipe</h3>
        <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{sheet.teamNotes || '-'}</p>
      </section>
      {sheet.checklist.length > 0 ? (
        <section aria-label="Checklist">
          <h3 className="font-semibold text-ink print:text-black">Checklist</h3>
          <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2 print:grid-cols-2">
            {sheet.checklist.map((item, index) => (
              <li key={index} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-block size-4 shrink-0 rounded-sm border-2 border-brand-400 print:border-black"
                />
                <span className="[overflow-wrap:anywhere]">{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
