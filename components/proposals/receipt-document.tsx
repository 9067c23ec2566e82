import { PAYMENT_METHOD_LABELS, type ProposalContent, type Receipt } from '@/lib/proposals/contract'
import { formatCpf } from '@/lib/proposals/pix-key'
import { paymentCovers } from '@/lib/proposals/schedule'
import { formatDateBR, formatDateTimeBR } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { amountInWords } from '@/lib/money/money-in-words'
import { scheduleOf } from '@/lib/proposals/schedule-of'
import { RefundDocument } from '@/components/proposals/refund-document'
import { ReceiptFrame } from '@/components/proposals/receipt-frame'

type Props = { receipt: Receipt; content: ProposalContent; payer: { name: string; cpf: string | null } }

/** A payment's receipt ("recibo"): number, date, payer, the amount in figures and in words, what it pays and what remains; prints to one page. */
export function ReceiptDocument({ receipt, content, payer }: Props) {
  if (receipt.kind === 'refund') return <RefundDocument receipt={receipt} content={content} payer={payer} />
  const covers = paymentCovers(scheduleOf(content), receipt.paidBeforeCents, receipt.amountCents)
  const partyDate = receipt.partyDate ?? content.event.date
  const event = partyDate ? ` (festa em ${formatDateBR(partyDate)})` : ''
  return (
    <ReceiptFrame
      title={`Recibo nº ${receipt.id}`}
      amountCents={receipt.amountCents}
      business={content.business}
      issuer={receipt.issuer}
    >
      {receipt.cancelled ? (
        <p role="note" className="rounded-xl bg-red-50 p-3 font-bold text-red-800 ring-1 ring-red-200" data-cancelado>
          Recibo cancelado em {formatDateTimeBR(receipt.cancelled.at)}
          {receipt.cancelled.reason ? `: ${receipt.cancelled.reason}` : ''}. Este pagamento foi estornado e não vale
          como quitação.
        </p>
      ) : null}
      <p className="text-lg leading-relaxed">
        Recebemos de <strong>{payer.name}</strong>
        {payer.cpf ? `, CPF ${formatCpf(payer.cpf)},` : ''} a importância de{' '}
        <strong>{formatBRL(receipt.amountCents)}</strong> (
        <span data-por-extenso>{amountInWords(receipt.amountCents)}</span>), referente a{' '}
        {covers.join(', ') || 'pagamento'} da proposta {content.reference}
        {event}, paga por {PAYMENT_METHOD_LABELS[receipt.method]} em {formatDateBR(receipt.paidOn)}.
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Total da proposta</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(content.totalCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Pago até este recibo</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(receipt.paidBeforeCents + receipt.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Saldo depois deste pagamento</dt>
          <dd className="font-semibold tabular-nums" data-saldo>
            {formatBRL(receipt.balanceAfterCents)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Emitido em</dt>
          <dd className="font-semibold">{formatDateTimeBR(receipt.recordedAt)} (horário de São Paulo)</dd>
        </div>
      </dl>
      {receipt.issuer ? (
        <p data-local-data>
          {receipt.issuer.city}, {formatDateBR(receipt.paidOn)}. Recebido por {receipt.issuer.legalName}, que dá
          quitação do valor acima.
        </p>
      ) : null}
    </ReceiptFrame>
  )
}
