import Link from 'next/link'
import { contactsDue } from '@/lib/agenda/admin-agenda'
import type { ContactsDue as Due } from '@/lib/agenda/contract'
import { contactSituations, type MessageSettings } from '@/lib/contacts/admin-contacts'
import {
  NO_ANSWER_SUGGESTS_LOST,
  situationFor,
  situationWhatsappUrl,
  whatsappSituations,
} from '@/lib/contacts/whatsapp-templates'
import { formatDateBR, todayInSaoPaulo } from '@/lib/dates'
import { followUpLinks } from '@/lib/quotes/follow-up'
import { FollowUpOutcomes } from './follow-up-outcomes'
import { NextContactForm } from '@/components/agenda/next-contact-form'
import { QuotePipelineControl } from '@/components/quotes/admin/quote-pipeline-control'
import { describeFailure } from '@/lib/log/describe-failure'
import { ReviewActions } from './review-actions'

type Props = {
  businessName: string
  messages: MessageSettings
  /** Every contact due (up to 200) instead of the few most overdue, so the list stays near the top. */
  all?: boolean
}

// On the opening screen (a phone's included) the list must stay close: the most overdue few, then a link to the rest.
const FEW = 5
const MANY = 200

const OPEN = new Set(['novo', 'em_contato', 'orcamento_enviado'])

/**
 * "Para contatar hoje": the quotes whose next contact is today or overdue (overdue first), each with
 * the WhatsApp message of its situation, the other ways to answer, and its one-tap outcomes (after
 * the party: the review request).
 */
export async function ContactsDue({ businessName, messages, all = false }: Props) {
  let due: Due
  try {
    due = await contactsDue(all ? MANY : FEW)
  } catch (error) {
    console.error('[agenda] falha ao ler os contatos de hoje', describeFailure(error))
    return (
      <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 font-semibold text-red-700">
        Erro ao carregar os contatos de hoje
      </p>
    )
  }
  const today = todayInSaoPaulo()
  const situations = await contactSituations(due.rows.map(({ id }) => id))
  return (
    <section
      aria-labelledby="contatar-hoje"
      className="space-y-4 rounded-2xl bg-amber-50/60 p-4 ring-1 ring-amber-200 sm:p-5"
    >
      <h2 id="contatar-hoje" className="text-xl font-semibold text-ink">
        Para contatar hoje ({due.total})
      </h2>
      {due.rows.length === 0 ? (
        <p className="text-muted">Nenhum contato para hoje.</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {due.rows.map((quote) => {
            const overdue = quote.next_contact < today
            const name = quote.name ?? `Orçamento #${quote.id}`
            const situation = situations.get(quote.id)
            const message = situationFor(quote, situation, today)
            const whatsapp = situationWhatsappUrl(message.name, messages.texts, quote, businessName, message.extras)
            const links = { ...followUpLinks(quote, businessName, messages.followUp), whatsapp }
            const noAnswer = situation?.noAnswer ?? 0
            return (
              <li key={quote.id} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    href={`/admin/orcamentos/${quote.id}`}
                    className="text-base font-bold text-brand-800 underline decoration-brand-300 underline-offset-2"
                  >
                    {name}
                  </Link>
                  <span className={`text-sm font-semibold ${overdue ? 'text-red-700' : 'text-amber-900'}`}>
                    {overdue ? `Atrasado desde ${formatDateBR(quote.next_contact)}` : 'Hoje'}
                  </span>
                </div>
                <p className="text-sm text-muted">
                  {quote.date ? `Evento em ${formatDateBR(quote.date)} · ` : ''}
                  Mensagem: {whatsappSituations[message.name].label}
                  {noAnswer > 0 ? ` · ${noAnswer} sem resposta` : ''}
                </p>
                <QuotePipelineControl id={quote.id} name={name} status={quote.status} links={links} scope="hoje-" />
                {OPEN.has(quote.status) ? (
                  <FollowUpOutcomes
                    id={quote.id}
                    name={name}
                    seen={quote.next_contact}
                    today={today}
                    noAnswer={noAnswer}
                    suggestLostAt={NO_ANSWER_SUGGESTS_LOST}
                    all={all}
                  />
                ) : message.name === 'review_request' ? (
                  <ReviewActions
                    id={quote.id}
                    name={name}
                    from="hoje"
                    requestedAt={situation?.reviewRequestedAt ?? null}
                    receivedAt={situation?.reviewReceivedAt ?? null}
                    hasReviewUrl={Boolean(messages.reviewUrl)}
                  />
                ) : null}
                <NextContactForm id={quote.id} name={name} value={quote.next_contact} />
              </li>
            )
          })}
        </ul>
      )}
      {due.total > due.rows.length ? (
        <p className="text-sm text-muted">
          Mostrando os {due.rows.length} mais atrasados de {due.total}.{' '}
          {all ? null : (
            <Link href="/admin?contatos=todos#contatar-hoje" className="font-semibold text-brand-700 underline">
              Ver todos os {due.total} contatos de hoje
            </Link>
          )}
        </p>
      ) : null}
    </section>
  )
}
