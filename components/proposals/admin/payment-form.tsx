'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { recordPayment, type PaymentState } from '@/lib/proposals/admin-actions/record-payment'
import { PAYMENT_METHOD_LABELS } from '@/lib/proposals/contract'
import { OverrideField } from '@/components/bookings/override-field'

const idle: PaymentState = { status: 'idle' }
const input =
  'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

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
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <label htmlFor="pagamento-valor" className="block text-sm font-semibold">
            Valor recebido (R$)
          </label>
          <input
            id="pagamento-valor"
            name="amount"
            inputMode="decimal"
            defaultValue={values.amount}
            className={input}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="pagamento-data" className="block text-sm font-semibold">
            Recebido em
          </label>
          <input
            id="pagamento-data"
            name="paidOn"
            type="date"
            max={today}
            defaultValue={values.paidOn}
            className={input}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="pagamento-forma" className="block text-sm font-semibold">
            Forma de pagamento
          </label>
          <select id="pagamento-forma" name="method" defaultValue={values.method} className={input}>
            {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
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
