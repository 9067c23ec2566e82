'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { MoneyFields } from '@/components/proposals/admin/money-fields'
import { recordPayment, type PaymentState } from '@/lib/proposals/admin-actions/record-payment'
import { OverrideField } from '@/components/bookings/override-field'

const idle: PaymentState = { status: 'idle' }

type Props = { orcamentoId: number; proposalId: number; amount: string; today: string; installment: string }

/** "Registrar pagamento": amount (prefilled with what remains of the open installment), date (today) and method. */
export function PaymentForm({ orcamentoId, proposalId, amount, today, installment }: Props) {
  const [state, action] = useActionState(recordPayment, idle)
  const values = state.status === 'idle' ? { amount, paidOn: today, method: 'pix' } : state.values
  return (
    <form action={action} key={JSON.stringify(values)} className="space-y-3" aria-labelledby="pagamento-titulo">
      <input type="hidden" name="orcamentoId" value={orcamentoId} />
      <input type="hidden" name="proposalId" value={proposalId} />
      <h3 id="pagamento-titulo" className="font-semibold text-ink">
        Registrar pagamento recebido
      </h3>
      <p className="text-sm text-muted">
        Em aberto: {installment}. Um valor menor reduz a parcela; o que passar dela vai para a seguinte.
      </p>
      {state.status === 'invalid' || state.status === 'failed' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {state.message}
        </p>
      ) : null}
      <MoneyFields
        id="pagamento"
        labels={{ amount: 'Valor recebido (R$)', paidOn: 'Recebido em', method: 'Forma de pagamento' }}
        values={values}
        today={today}
      />
      {state.status === 'override' ? <OverrideField id="pagamento-motivo" question={state.message} /> : null}
      <SubmitButton
        pendingText="Registrando..."
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {state.status === 'override' ? 'Registrar e reservar mesmo assim' : 'Registrar pagamento'}
      </SubmitButton>
    </form>
  )
}
