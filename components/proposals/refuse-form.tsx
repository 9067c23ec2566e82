'use client'

import { useActionState } from 'react'
import { refuseProposal, type RefuseState } from '@/lib/proposals/actions/refuse-proposal'
import { SubmitButton } from '@/components/ui/submit-button'

const idle: RefuseState = { status: 'idle' }

/** "Recusar", inside a <details> that opens without scripts; the reason is optional. */
export function RefuseForm({ token }: { token: string }) {
  const [state, action] = useActionState(refuseProposal, idle)
  return (
    <details className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 print:hidden" open={state.status !== 'idle'}>
      <summary className="cursor-pointer font-semibold text-stone-700">Recusar proposta</summary>
      <form action={action} className="mt-4 space-y-3">
        <input type="hidden" name="token" value={token} />
        {state.status !== 'idle' ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200">
            {state.message}
          </p>
        ) : null}
        <label htmlFor="reason" className="block font-semibold">
          Quer contar o motivo? (opcional)
        </label>
        <textarea
          id="reason"
          name="reason"
          rows={3}
          maxLength={1000}
          defaultValue={state.status === 'idle' ? '' : state.reason}
          className="w-full rounded-xl border border-stone-300 p-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <SubmitButton
          pendingText="Registrando..."
          className="min-h-12 rounded-full bg-white px-6 font-bold text-stone-800 ring-1 ring-stone-400 hover:bg-stone-50 disabled:opacity-70"
        >
          Recusar
        </SubmitButton>
      </form>
    </details>
  )
}
