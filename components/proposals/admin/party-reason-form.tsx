'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { cancelParty, reopenParty, type PartyState } from '@/lib/proposals/admin-actions/cancel-party'

const idle: PartyState = { status: 'idle' }
const actions = { cancel: cancelParty, reopen: reopenParty }

type Props = { orcamentoId: number; kind: keyof typeof actions; label: string; pending: string; className: string }

/** "Cancelar festa" or "Reabrir festa": the reason is asked for and kept as a note. */
export function PartyReasonForm({ orcamentoId, kind, label, pending, className }: Props) {
  const [state, action] = useActionState(actions[kind], idle)
  const reason = state.status === 'idle' ? '' : state.values.reason
  const id = `festa-${kind}`
  return (
    <form action={action} key={reason} className="space-y-2">
      <input type="hidden" name="orcamentoId" value={orcamentoId} />
      {state.status !== 'idle' ? (
        <p role="alert" id={`${id}-erro`} className="rounded-xl bg-red-50 p-2 text-sm font-semibold text-red-800">
          {state.message}
        </p>
      ) : null}
      <label htmlFor={`${id}-motivo`} className="block text-sm font-semibold">
        Motivo
      </label>
      <input
        id={`${id}-motivo`}
        name="reason"
        defaultValue={reason}
        maxLength={500}
        aria-describedby={state.status !== 'idle' ? `${id}-erro` : undefined}
        className="min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base"
      />
      <SubmitButton pendingText={pending} className={className}>
        {label}
      </SubmitButton>
    </form>
  )
}
