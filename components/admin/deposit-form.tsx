'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/proposal/submit-button'
import { recordDeposit, type DepositState } from '@/lib/proposals/admin-actions/record-deposit'
import { OverrideField } from './override-field'

const idle: DepositState = { status: 'idle' }
const input = 'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

/** "Sinal recebido": amount (prefilled with the deposit) and date (today); the one that completes the deposit confirms the date. */
export function DepositForm({ orcamentoId, proposalId, amount, today }: { orcamentoId: number; proposalId: number; amount: string; today: string }) {
  const [state, action] = useActionState(recordDeposit, idle)
  const values = state.status === 'idle' ? { amount, paidOn: today } : state
  return (
    <form action={action} className="space-y-3" aria-labelledby="sinal-titulo">
      <input type="hidden" name="orcamentoId" value={orcamentoId} />
      <input type="hidden" name="proposalId" value={proposalId} />
      <h3 id="sinal-titulo" className="font-semibold text-ink">
        Registrar sinal recebido
      </h3>
      {state.status === 'invalid' || state.status === 'failed' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {state.message}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="sinal-valor" className="block text-sm font-semibold">
            Valor recebido (R$)
          </label>
          <input id="sinal-valor" name="amount" inputMode="decimal" defaultValue={values.amount} key={values.amount} className={input} />
        </div>
        <div className="space-y-1">
          <label htmlFor="sinal-data" className="block text-sm font-semibold">
            Recebido em
          </label>
          <input id="sinal-data" name="paidOn" type="date" max={today} defaultValue={values.paidOn} key={values.paidOn} className={input} />
        </div>
      </div>
      {state.status === 'override' ? <OverrideField id="sinal-motivo" question={state.message} /> : null}
      <SubmitButton pendingText="Registrando..." className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70">
        {state.status === 'override' ? 'Sinal recebido: reservar mesmo assim' : 'Sinal recebido'}
      </SubmitButton>
    </form>
  )
}
