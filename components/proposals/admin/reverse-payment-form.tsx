'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { reversePayment, type ReversalState } from '@/lib/proposals/admin-actions/reverse-payment'

const idle: ReversalState = { status: 'idle' }

type Props = { orcamentoId: number; proposalId: number; paymentId: number; label: string }

/** "Estornar" one payment: the reason is asked for, and the receipt stays, marked cancelled. */
export function ReversePaymentForm({ orcamentoId, proposalId, paymentId, label }: Props) {
  const [state, action] = useActionState(reversePayment, idle)
  const reason = state.status === 'idle' ? '' : state.values.reason
  const id = `estorno-${paymentId}`
  return (
    <form action={action} key={reason} className="space-y-2" aria-label={`Estornar ${label}`}>
      <input type="hidden" name="orcamentoId" value={orcamentoId} />
      <input type="hidden" name="proposalId" value={proposalId} />
      <input type="hidden" name="paymentId" value={paymentId} />
      {state.status !== 'idle' ? (
        <p role="alert" id={`${id}-erro`} className="rounded-xl bg-red-50 p-2 text-sm font-semibold text-red-800">
          {state.message}
        </p>
      ) : null}
      <label htmlFor={`${id}-motivo`} className="block text-sm font-semibold">
        Motivo do estorno (aparece no recibo)
      </label>
      <input
        id={`${id}-motivo`}
        name="reason"
        defaultValue={reason}
        maxLength={500}
        aria-describedby={state.status !== 'idle' ? `${id}-erro` : undefined}
        className="min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base"
      />
      <SubmitButton
        pendingText="Estornando..."
        className="min-h-11 rounded-full bg-red-700 px-4 font-bold text-white hover:bg-red-800 disabled:opacity-70"
      >
        Estornar {label}
      </SubmitButton>
    </form>
  )
}
