import Link from 'next/link'
import { markReviewReceived } from '@/lib/contacts/actions/mark-review-received'
import { requestReview } from '@/lib/contacts/actions/request-review'
import { formatDateTimeBR } from '@/lib/dates'

type Props = {
  id: number
  name: string
  /** Where the actions come back to with their message. */
  from: 'hoje' | 'orcamento'
  requestedAt: string | null
  receivedAt: string | null
  /** Without a review link nothing can be asked: the card says where to add it. */
  hasReviewUrl: boolean
}

const tap = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-bold ring-1 md:min-h-9'

/**
 * After the party: "Pedir avaliação" (recorded, then the client's WhatsApp with the review message
 * and link) and "Avaliação recebida". Plain forms: they work before scripts run.
 */
export function ReviewActions({ id, name, from, requestedAt, receivedAt, hasReviewUrl }: Props) {
  if (receivedAt)
    return (
      <p className="text-sm font-semibold text-emerald-800">Avaliação recebida em {formatDateTimeBR(receivedAt)}.</p>
    )
  return (
    <div className="flex flex-wrap items-center gap-2">
      {hasReviewUrl ? (
        <form action={requestReview}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="from" value={from} />
          <button type="submit" className={`${tap} bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800`}>
            {requestedAt ? 'Pedir avaliação de novo' : 'Pedir avaliação'}
            <span className="sr-only"> a {name}</span>
          </button>
        </form>
      ) : (
        <p className="text-sm text-muted">
          Para pedir avaliação, cadastre o link em{' '}
          <Link href="/admin/configuracoes/mensagens" className="font-semibold text-brand-700 underline">
            Mensagens de WhatsApp
          </Link>
          .
        </p>
      )}
      <form action={markReviewReceived}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="from" value={from} />
        <button type="submit" className={`${tap} bg-white text-brand-800 ring-brand-300 hover:bg-brand-50`}>
          Avaliação recebida<span className="sr-only"> de {name}</span>
        </button>
      </form>
      {requestedAt ? <span className="text-sm text-muted">Pedida em {formatDateTimeBR(requestedAt)}.</span> : null}
    </div>
  )
}
