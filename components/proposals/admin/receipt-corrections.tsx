import { ReasonForm } from '@/components/proposals/admin/reason-form'
import { reversePayment } from '@/lib/proposals/admin-actions/reverse-payment'
import { RefundForm } from '@/components/proposals/admin/refund-form'
import { formatDateBR, todayInSaoPaulo } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { Receipt } from '@/lib/proposals/contract'
import { heldCents, reversible } from '@/lib/proposals/receipts'

type Props = { orcamentoId: number; proposalId: number; receipts: Receipt[] }

/** Corrections of the money recorded: "Estornar" a payment typed wrong, "Registrar devolução" of money given back. */
export function ReceiptCorrections({ orcamentoId, proposalId, receipts }: Props) {
  const payments = reversible(receipts)
  const held = heldCents(receipts)
  if (payments.length === 0 && held <= 0) return null
  return (
    <details className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
        Estornar um pagamento ou registrar devolução
      </summary>
      {payments.length > 0 ? (
        <div className="space-y-3">
          <p className="text-sm text-muted">
            Estorno é para um pagamento registrado errado: o recibo fica, marcado como cancelado com o motivo, e as
            parcelas que ele pagou voltam a ficar em aberto. Nada é apagado.
          </p>
          {payments.map((payment) => (
            <ReasonForm
              key={payment.id}
              action={reversePayment}
              hidden={{ orcamentoId, proposalId, paymentId: payment.id }}
              id={`estorno-${payment.id}`}
              fieldLabel="Motivo do estorno (aparece no recibo)"
              label={`Estornar recibo nº ${payment.id} (${formatBRL(payment.amountCents)} em ${formatDateBR(payment.paidOn)})`}
              pending="Estornando..."
              className="min-h-11 rounded-full bg-red-700 px-4 font-bold text-white hover:bg-red-800 disabled:opacity-70"
            />
          ))}
        </div>
      ) : null}
      {held > 0 ? (
        <RefundForm
          orcamentoId={orcamentoId}
          proposalId={proposalId}
          today={todayInSaoPaulo()}
          held={formatBRL(held)}
        />
      ) : null}
    </details>
  )
}
