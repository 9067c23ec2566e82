import { PAYMENT_METHOD_LABELS, type ProposalContent, type Receipt } from '@/lib/proposals/contract'
import { formatCpf } from '@/lib/proposals/pix-key'
import { formatDateBR, formatDateTimeBR } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { amountInWords } from '@/lib/money/money-in-words'
import { IssuerLine } from '@/components/proposals/issuer-line'

type Props = { receipt: Receipt; content: ProposalContent; payer: { name: string; cpf: string | null } }

/** A refund's receipt ("recibo de devolução"): the money the business gave back to the client, why, how and when. */
export function RefundDocument({ receipt, content, payer }: Props) {
  const event = content.event.date ? ` (festa em ${formatDateBR(content.event.date)})` : ''
  return (
    <article
      aria-labelledby="recibo-titulo"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-200 print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-brand-200 pb-3">
        <h1 id="recibo-titulo" className="text-2xl font-semibold text-brand-800">
          Recibo de devolução nº {receipt.id}
        </h1>
        <p className="text-2xl font-bold tabular-nums" data-valor>
          {formatBRL(receipt.amountCents)}
        </p>
      </header>
      <p className="text-lg leading-relaxed">
        {content.business.name} devolveu a <strong>{payer.name}</strong>
        {payer.cpf ? `, CPF ${formatCpf(payer.cpf)},` : ''} a importância de{' '}
        <strong>{formatBRL(receipt.amountCents)}</strong> (
        <span data-por-extenso>{amountInWords(receipt.amountCents)}</span>), de valores pagos pela proposta{' '}
        {content.reference}
        {event}, por {PAYMENT_METHOD_LABELS[receipt.method]} em {formatDateBR(receipt.paidOn)}.
      </p>
      {receipt.reason ? <p>Motivo: {receipt.reason}</p> : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Pago e não devolvido, depois desta devolução</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(receipt.paidBeforeCents - receipt.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Emitido em</dt>
          <dd className="font-semibold">{formatDateTimeBR(receipt.recordedAt)} (horário de São Paulo)</dd>
        </div>
      </dl>
      <footer className="border-t border-brand-200 pt-3 text-sm">
        <p className="font-semibold">{content.business.name}</p>
        {receipt.issuer ? <IssuerLine issuer={receipt.issuer} /> : null}
        <p>
          {content.business.phone} · {content.business.email}
        </p>
      </footer>
    </article>
  )
}
