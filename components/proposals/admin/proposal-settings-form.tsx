'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import {
  saveProposalSettings,
  type SettingsState,
  type SettingsValues,
} from '@/lib/proposals/admin-actions/save-proposal-settings'
import { PIX_KEY_TYPE_LABELS, recognisePixKey } from '@/lib/proposals/pix-key'

const input =
  'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

const fields: { name: keyof SettingsValues; label: string; hint: string; max: number; inputMode?: 'numeric' }[] = [
  {
    name: 'depositPercent',
    label: 'Sinal padrão (% do total)',
    hint: 'Cada nova proposta começa com este sinal; dá para mudar por proposta.',
    max: 3,
    inputMode: 'numeric',
  },
  {
    name: 'holdDays',
    label: 'Prazo para o sinal (dias)',
    hint: 'Quando o cliente aceita, a data fica pré-reservada por estes dias (nunca depois do evento); sem o sinal, ela é liberada.',
    max: 2,
    inputMode: 'numeric',
  },
  {
    name: 'balanceInstallments',
    label: 'Restante em quantas parcelas',
    hint: 'Cada nova proposta divide o restante em partes iguais (de 1 a 12); dá para mudar por proposta.',
    max: 2,
    inputMode: 'numeric',
  },
  {
    name: 'balanceDaysBefore',
    label: 'Última parcela: dias antes da festa',
    hint: 'Ex.: 7 = a última parcela vence 7 dias antes do evento; as anteriores, de 30 em 30 dias antes dela.',
    max: 3,
    inputMode: 'numeric',
  },
  {
    name: 'pixKey',
    label: 'Chave Pix',
    hint: 'CPF, CNPJ, e-mail, celular com +55 ou chave aleatória. Vai no código Pix que o cliente paga.',
    max: 90,
  },
  {
    name: 'pixBeneficiary',
    label: 'Nome do favorecido',
    hint: 'Como o banco mostra ao cliente (até 25 caracteres).',
    max: 25,
  },
  { name: 'pixCity', label: 'Cidade do favorecido', hint: 'Ex.: Sao Paulo (até 15 caracteres).', max: 15 },
]

/** "Chave reconhecida: CNPJ 12.345.678/0001-95" for the key in the field, when it is one. */
function recognisedLine(key: string) {
  const recognised = key ? recognisePixKey(key, /^\d{11}$/.test(key) ? 'cpf' : undefined) : null
  return recognised?.ok ? `Chave reconhecida: ${PIX_KEY_TYPE_LABELS[recognised.type]} ${recognised.shown}` : null
}

/** The proposals' admin-only settings: default deposit and installments, the hold's deadline and the Pix the client pays. */
export function ProposalSettingsForm({ initial }: { initial: SettingsValues }) {
  const [state, action] = useActionState(saveProposalSettings, { status: 'idle' } as SettingsState)
  const values = state.status === 'idle' ? initial : state.values
  const invalidField = state.status === 'invalid' ? state.field : undefined
  const question = state.status === 'invalid' ? state.question : undefined
  const keyLine = state.status === 'invalid' && invalidField === 'pixKey' ? null : recognisedLine(values.pixKey)
  return (
    <form action={action} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <p
        role="status"
        aria-live="polite"
        className={
          state.status === 'saved'
            ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900'
            : state.status === 'idle'
              ? 'sr-only'
              : 'rounded-xl bg-red-50 p-3 font-semibold text-red-800'
        }
      >
        {state.status === 'idle' ? '' : state.message}
      </p>
      {fields.map(({ name, label, hint, max, inputMode }) => (
        <div key={name} className="space-y-1">
          <label htmlFor={`config-${name}`} className="block font-semibold">
            {label}
          </label>
          <input
            id={`config-${name}`}
            name={name}
            defaultValue={values[name]}
            key={values[name]}
            maxLength={max}
            inputMode={inputMode}
            aria-invalid={invalidField === name ? true : undefined}
            aria-describedby={`config-${name}-dica`}
            className={input}
          />
          <p id={`config-${name}-dica`} className="text-sm text-muted">
            {hint}
          </p>
          {name === 'pixKey' && keyLine ? (
            <p className="text-sm font-semibold text-emerald-800" data-chave-reconhecida>
              {keyLine}
            </p>
          ) : null}
          {name === 'pixKey' && question ? (
            <fieldset className="space-y-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300">
              <legend className="text-sm font-semibold">Qual é esta chave?</legend>
              {question.asCpf ? (
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="pixKeyAs" value="cpf" className="h-5 w-5 accent-brand-600" /> CPF{' '}
                  {question.asCpf}
                </label>
              ) : null}
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="pixKeyAs" value="phone" className="h-5 w-5 accent-brand-600" /> Celular{' '}
                {question.asPhone}
              </label>
            </fieldset>
          ) : null}
        </div>
      ))}
      <div className="space-y-1">
        <label htmlFor="config-password" className="block font-semibold">
          Sua senha (para mudar o Pix)
        </label>
        <input
          id="config-password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          aria-invalid={invalidField === 'password' ? true : undefined}
          aria-describedby="config-password-dica"
          className={input}
        />
        <p id="config-password-dica" className="text-sm text-muted">
          Só é pedida ao mudar a chave Pix, o favorecido ou a cidade: quem tiver só a sessão não muda para onde vai o
          dinheiro.
        </p>
      </div>
      <SubmitButton
        pendingText="Salvando..."
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        Salvar configurações
      </SubmitButton>
    </form>
  )
}
