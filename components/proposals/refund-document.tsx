import { PAYMENT_METHOD_LABELS, type ProposalContent, type Receipt } from '@/lib/proposals/contract'
import { formatCpf } from '@/lib/proposals/pix-key'
import { formatDateBR, formatDateTimeBR } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { amountInWords } from '@/lib/money/money-in-words'
import { ReceiptFrame } from '@/components/proposals/receipt-frame'

type Props = { receipt: Receipt; content: ProposalContent; payer: { name: string; cpf: string | null } }

/** A refund's receipt ("recibo de devolução"): the money the business gave back to the client, why, how and when. */
export function RefundDocument({ receipt, content, payer }: Props) {
  const event = content.event.date ? ` (festa em ${formatDateBR(content.event.date)})` : ''
  return (
    <ReceiptFrame
      title={`Recibo de devolução nº ${receipt.id}`}
      amountCents={receipt.amountCents}
      business={content.business}
      issuer={receipt.issuer}
    >
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
    </ReceiptFrame>
  )
}
