import { PAYMENT_METHOD_LABELS, type Receipt } from '@/lib/proposals/contract'
import type { InstallmentState } from '@/lib/proposals/schedule'
import { formatDateBR } from '@/lib/dates'
import { formatBRL } from '@/lib/money'

type Props = {
  installments: InstallmentState[]
  receipts: Receipt[]
  holdUntil: string | null
  receiptHref: (id: number) => string
}

const status = (installment: InstallmentState) =>
  installment.remainingCents === 0
    ? 'Pago'
    : installment.paidCents > 0
      ? `Falta ${formatBRL(installment.remainingCents)}`
      : 'Em aberto'

/** The schedule after acceptance: each installment, its due date, what was paid and what remains; then each payment with its receipt. */
export function PaymentSchedule({ installments, receipts, holdUntil, receiptHref }: Props) {
  const remaining = installments.reduce((sum, installment) => sum + installment.remainingCents, 0)
  return (
    <section
      aria-labelledby="parcelas-titulo"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 break-inside-avoid"
    >
      <h2 id="parcelas-titulo" className="text-xl font-semibold text-brand-800">
        Pagamentos
      </h2>
      <table className="w-full text-left text-sm sm:text-base">
        <thead>
          <tr className="border-b border-brand-200 text-xs text-muted uppercase">
            <th scope="col" className="py-1 pr-2">
              Parcela
            </th>
            <th scope="col" className="py-1 pr-2">
              Vencimento
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Valor
            </th>
            <th scope="col" className="py-1 text-right">
              Situação
            </th>
          </tr>
        </thead>
        <tbody>
          {installments.map((installment) => (
            <tr key={installment.number} className="border-b border-brand-100" data-parcela={installment.number}>
              <td className="py-2 pr-2 font-semibold">{installment.label}</td>
              <td className="py-2 pr-2">
                {installment.due
                  ? formatDateBR(installment.due)
                  : holdUntil
                    ? formatDateBR(holdUntil)
                    : installment.remainingCents === 0
                      ? '—'
                      : 'prazo da pré-reserva'}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatBRL(installment.amountCents)}</td>
              <td className="py-2 text-right">{status(installment)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="font-semibold">
        {remaining === 0 ? 'Tudo pago. Obrigado!' : `Falta pagar: ${formatBRL(remaining)}`}
      </p>
      {receipts.length > 0 ? (
        <div className="space-y-1">
          <h3 className="font-semibold text-ink">Recibos</h3>
          <ul className="space-y-1 text-sm">
            {receipts.map((receipt) => (
              <li key={receipt.id}>
                <a href={receiptHref(receipt.id)} className="font-semibold text-brand-700 underline">
                  {receipt.kind === 'refund' ? 'Recibo de devolução' : 'Recibo'} nº {receipt.id}
                </a>{' '}
                · {formatBRL(receipt.amountCents)} em {formatDateBR(receipt.paidOn)} (
                {PAYMENT_METHOD_LABELS[receipt.method]})
                {receipt.cancelled ? (
                  <strong className="text-red-800">
                    {' '}
                    · cancelado{receipt.cancelled.reason ? `: ${receipt.cancelled.reason}` : ''}
                  </strong>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
