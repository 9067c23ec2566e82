'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { MoneyFields } from '@/components/proposals/admin/money-fields'
import { recordRefund, type RefundState } from '@/lib/proposals/admin-actions/record-refund'

const idle: RefundState = { status: 'idle' }
const input =
  'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

type Props = { orcamentoId: number; proposalId: number; today: string; held: string }

/** "Registrar devolução": money given back (amount, day, method, why), with its own receipt. */
export function RefundForm({ orcamentoId, proposalId, today, held }: Props) {
  const [state, action] = useActionState(recordRefund, idle)
  const values = state.status === 'idle' ? { amount: '', paidOn: today, method: 'pix', reason: '' } : state.values
  return (
    <form action={action} key={JSON.stringify(values)} className="space-y-3" aria-labelledby="devolucao-titulo">
      <input type="hidden" name="orcamentoId" value={orcamentoId} />
      <input type="hidden" name="proposalId" value={proposalId} />
      <h3 id="devolucao-titulo" className="font-semibold text-ink">
        Registrar devolução
      </h3>
      <p className="text-sm text-muted">
        Dinheiro devolvido ao cliente (cancelamento, acerto). Com o buffet hoje: {held}. Gera um recibo de devolução.
      </p>
      {state.status !== 'idle' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {state.message}
        </p>
      ) : null}
      <MoneyFields
        id="devolucao"
        labels={{ amount: 'Valor devolvido (R$)', paidOn: 'Devolvido em', method: 'Forma' }}
        values={values}
        today={today}
      />
      <div className="space-y-1">
        <label htmlFor="devolucao-motivo" className="block text-sm font-semibold">
          Motivo (aparece no recibo)
        </label>
        <input id="devolucao-motivo" name="reason" defaultValue={values.reason} maxLength={500} className={input} />
      </div>
      <SubmitButton
        pendingText="Registrando..."
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        Registrar devolução
      </SubmitButton>
    </form>
  )
}
