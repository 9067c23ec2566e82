import { ReviewActions } from '@/components/contacts/review-actions'
import type { ContactSituation } from '@/lib/contacts/whatsapp-templates'
import type { QuoteDetail } from '@/lib/quotes/contract'

type Props = { quote: QuoteDetail; situation: ContactSituation | undefined; hasReviewUrl: boolean; today: string }

/** "Avaliação" on a quote's page: once its party is over, or once a review was asked for or received. */
export function QuoteReview({ quote, situation, hasReviewUrl, today }: Props) {
  const afterParty = quote.status === 'fechado' && quote.date !== null && quote.date < today
  if (!afterParty && !situation?.reviewRequestedAt && !situation?.reviewReceivedAt) return null
  return (
    <section aria-label="Avaliação" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <ReviewActions
        id={quote.id}
        name={quote.name ?? `#${quote.id}`}
        from="orcamento"
        requestedAt={situation?.reviewRequestedAt ?? null}
        receivedAt={situation?.reviewReceivedAt ?? null}
        hasReviewUrl={hasReviewUrl}
      />
    </section>
  )
}
