'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import type { ReasonState } from '@/lib/proposals/reason-state'

const idle: ReasonState = { status: 'idle' }

type Props = {
  action: (state: ReasonState, formData: FormData) => Promise<ReasonState>
  /** The records the action acts on, as hidden fields. */
  hidden: Record<string, number>
  id: string
  fieldLabel: string
  label: string
  pending: string
  className: string
}

/** A form that asks only for a reason (estorno, cancelar or reabrir festa), kept with what the action records. */
export function ReasonForm({ action: act, hidden, id, fieldLabel, label, pending, className }: Props) {
  const [state, action] = useActionState(act, idle)
  const reason = state.status === 'idle' ? '' : state.values.reason
  return (
    <form action={action} key={reason} className="space-y-2" aria-label={label}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state.status !== 'idle' ? (
        <p role="alert" id={`${id}-erro`} className="rounded-xl bg-red-50 p-2 text-sm font-semibold text-red-800">
          {state.message}
        </p>
      ) : null}
      <label htmlFor={`${id}-motivo`} className="block text-sm font-semibold">
        {fieldLabel}
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
