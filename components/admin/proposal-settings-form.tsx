'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/proposal/submit-button'
import { saveProposalSettings, type SettingsState, type SettingsValues } from '@/lib/proposals/admin-actions/save-proposal-settings'

const input = 'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

const fields: { name: keyof SettingsValues; label: string; hint: string; max: number; inputMode?: 'numeric' }[] = [
  { name: 'depositPercent', label: 'Sinal padrão (% do total)', hint: 'Cada nova proposta começa com este sinal; dá para mudar por proposta.', max: 3, inputMode: 'numeric' },
  { name: 'holdDays', label: 'Prazo para o sinal (dias)', hint: 'Quando o cliente aceita, a data fica pré-reservada por estes dias (nunca depois do evento); sem o sinal, ela é liberada.', max: 2, inputMode: 'numeric' },
  { name: 'pixKey', label: 'Chave Pix', hint: 'CPF/CNPJ (só números), e-mail, celular com +55 ou chave aleatória. Vai no código Pix do sinal.', max: 77 },
  { name: 'pixBeneficiary', label: 'Nome do favorecido', hint: 'Como o banco mostra ao cliente (até 25 caracteres).', max: 25 },
  { name: 'pixCity', label: 'Cidade do favorecido', hint: 'Ex.: Sao Paulo (até 15 caracteres).', max: 15 },
]

/** The proposals' admin-only settings: default deposit, the hold's deadline and the Pix of the deposit. */
export function ProposalSettingsForm({ initial }: { initial: SettingsValues }) {
  const [state, action] = useActionState(saveProposalSettings, { status: 'idle' } as SettingsState)
  const values = state.status === 'idle' ? initial : state.values
  const invalidField = state.status === 'invalid' ? state.field : undefined
  return (
    <form action={action} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <p role="status" aria-live="polite" className={state.status === 'saved' ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900' : state.status === 'idle' ? 'sr-only' : 'rounded-xl bg-red-50 p-3 font-semibold text-red-800'}>
        {state.status === 'idle' ? '' : state.message}
      </p>
      {fields.map(({ name, label, hint, max, inputMode }) => (
        <div key={name} className="space-y-1">
          <label htmlFor={`config-${name}`} className="block font-semibold">
            {label}
          </label>
          <input id={`config-${name}`} name={name} defaultValue={values[name]} key={values[name]} maxLength={max} inputMode={inputMode} aria-invalid={invalidField === name ? true : undefined} aria-describedby={`config-${name}-dica`} className={input} />
          <p id={`config-${name}-dica`} className="text-sm text-muted">
            {hint}
          </p>
        </div>
      ))}
      <SubmitButton pendingText="Salvando..." className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70">
        Salvar configurações
      </SubmitButton>
    </form>
  )
}
