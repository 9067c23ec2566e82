import Link from 'next/link'
import type { MessageSettings } from '@/lib/contacts/admin-contacts'
import {
  situationFor,
  situationNames,
  situationWhatsappUrl,
  whatsappSituations,
  type ContactSituation,
  type MessageExtras,
} from '@/lib/contacts/whatsapp-templates'
import type { QuoteDetail } from '@/lib/quotes/contract'
import { eventAddress } from '@/lib/quotes/display'

type Props = {
  quote: QuoteDetail
  situation: ContactSituation | undefined
  messages: MessageSettings
  businessName: string
  today: string
}

/**
 * "Mensagens de WhatsApp" on a quote's page: every situation's text ready for this client (the one
 * that fits today first), each opening the client's chat with it filled in.
 */
export function WhatsappMessages({ quote, situation, messages, businessName, today }: Props) {
  const fits = situationFor(quote, situation, today)
  const proposal = situation?.proposal
  const extras: MessageExtras = {
    validUntil: proposal?.validUntil ?? null,
    amountCents:
      proposal && proposal.paidCents < proposal.depositCents ? proposal.depositCents - proposal.paidCents : null,
    dueOn: situation?.booking?.kind === 'hold' ? situation.booking.until : null,
    reviewUrl: messages.reviewUrl,
    ...fits.extras,
  }
  const message = { ...quote, address: [eventAddress(quote), quote.neighborhood].filter(Boolean).join(' · ') || null }
  const order = [fits.name, ...situationNames.filter((name) => name !== fits.name)]
  return (
    <details className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 open:p-5">
      <summary className="min-h-11 cursor-pointer content-center px-5 font-semibold text-brand-700">
        Mensagens de WhatsApp
      </summary>
      <ul className="mt-3 space-y-2">
        {order.map((name) => {
          const url =
            name === 'review_request' ? null : situationWhatsappUrl(name, messages.texts, message, businessName, extras)
          return (
            <li key={name} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {whatsappSituations[name].label}
                {name === fits.name ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-bold text-amber-900">
                    a de hoje
                  </span>
                ) : null}
              </span>
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50 md:min-h-9"
                >
                  Abrir no WhatsApp<span className="sr-only">: {whatsappSituations[name].label}</span>
                </a>
              ) : (
                <span className="text-sm text-muted">
                  {name === 'review_request' ? 'Pelo botão Pedir avaliação' : 'Sem WhatsApp válido'}
                </span>
              )}
            </li>
          )
        })}
      </ul>
      <p className="mt-3 text-sm text-muted">
        Os textos se editam em{' '}
        <Link href="/admin/configuracoes/mensagens" className="font-semibold text-brand-700 underline">
          Mensagens de WhatsApp
        </Link>
        .
      </p>
    </details>
  )
}
