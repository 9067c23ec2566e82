'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import {
  saveBusinessIdentity,
  type IdentityState,
  type IdentityValues,
} from '@/lib/proposals/admin-actions/save-business-identity'

const idle: IdentityState = { status: 'idle' }
const input = 'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base'
const fields: { name: keyof IdentityValues; label: string; hint?: string }[] = [
  { name: 'legalName', label: 'Razão social (ou nome, para CPF)' },
  { name: 'document', label: 'CNPJ ou CPF' },
  { name: 'address', label: 'Endereço', hint: 'Rua, número, bairro, cidade, UF e CEP.' },
  { name: 'city', label: 'Cidade onde recebe os pagamentos' },
]

/** "Dados do recibo": who gives quitação on each receipt and signs each proposal. */
export function BusinessIdentityForm({ initial, saved }: { initial: IdentityValues; saved: boolean }) {
  const [state, action] = useActionState(saveBusinessIdentity, idle)
  const values = state.status === 'idle' ? initial : state.values
  return (
    <form action={action} key={JSON.stringify(values)} className="space-y-3" aria-labelledby="recibo-dados-titulo">
      <h3 id="recibo-dados-titulo" className="text-xl font-semibold text-ink">
        Dados do recibo
      </h3>
      <p className="text-sm text-muted">
        Para o recibo valer como quitação: quem recebe, com CNPJ ou CPF e endereço, e o lugar do pagamento. Saem em cada
        recibo e proposta emitidos daqui em diante; os já emitidos ficam como estavam.
      </p>
      {state.status !== 'idle' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {state.message}
        </p>
      ) : saved ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          Dados do recibo salvos.
        </p>
      ) : null}
      {fields.map(({ name, label, hint }) => (
        <div key={name} className="space-y-1">
          <label htmlFor={`recibo-${name}`} className="block text-sm font-semibold">
            {label}
          </label>
          <input
            id={`recibo-${name}`}
            name={name}
            defaultValue={values[name]}
            aria-describedby={hint ? `recibo-${name}-dica` : undefined}
            className={input}
          />
          {hint ? (
            <p id={`recibo-${name}-dica`} className="text-xs text-muted">
              {hint}
            </p>
          ) : null}
        </div>
      ))}
      <SubmitButton
        pendingText="Salvando..."
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        Salvar dados do recibo
      </SubmitButton>
    </form>
  )
}
