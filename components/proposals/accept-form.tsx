'use client'

import { useActionState } from 'react'
import { acceptProposal, type AcceptState } from '@/lib/proposals/actions/accept-proposal'
import type { AcceptErrors, AcceptValues } from '@/lib/proposals/answer-schema'
import { SubmitButton } from '@/components/ui/submit-button'

const idle: AcceptState = { status: 'idle' }
const empty: AcceptValues = {
  fullName: '',
  cpf: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
}
const input =
  'min-h-12 w-full rounded-xl border border-brand-200 px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500'

type FieldProps = {
  name: keyof AcceptValues
  label: string
  values: AcceptValues
  errors: AcceptErrors
  autoComplete?: string
  inputMode?: 'numeric'
  maxLength: number
  className?: string
}

function Field({ name, label, values, errors, autoComplete, inputMode, maxLength, className }: FieldProps) {
  const error = errors[name]
  return (
    <div className={`space-y-1 ${className ?? ''}`}>
      <label htmlFor={`aceite-${name}`} className="block font-semibold">
        {label}
      </label>
      <input
        id={`aceite-${name}`}
        name={name}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={values[name]}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `aceite-${name}-erro` : undefined}
        className={input}
      />
      {error ? (
        <p id={`aceite-${name}-erro`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * "Aceitar proposta": full name, CPF and the party's address for the contract, and a tick on the
 * conditions. The action is the form's own, so it works before and without scripts; the server
 * answers with this form, everything typed kept, and its errors.
 */
export function AcceptForm({ token }: { token: string }) {
  const [state, action] = useActionState(acceptProposal, idle)
  const errors = state.status === 'invalid' ? state.errors : {}
  const values = state.status === 'idle' ? empty : state.values
  const field = { values, errors }
  return (
    <form
      action={action}
      key={JSON.stringify(values)}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-200 print:hidden"
      aria-labelledby="aceitar-titulo"
      noValidate
    >
      <input type="hidden" name="token" value={token} />
      <h2 id="aceitar-titulo" className="text-xl font-semibold text-brand-800">
        Aceitar proposta
      </h2>
      {state.status === 'invalid' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200">
          Confira os campos marcados.
        </p>
      ) : null}
      {state.status === 'failed' || state.status === 'closed' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200">
          {state.message}
        </p>
      ) : null}
      {state.status === 'unavailable' ? (
        <div role="alert" className="space-y-1 rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
          <p className="font-semibold">{state.message}</p>
          <p>
            <a href={state.contact.whatsappUrl} className="font-semibold underline">
              WhatsApp {state.contact.phone}
            </a>{' '}
            ou{' '}
            <a href={`mailto:${state.contact.email}`} className="font-semibold underline">
              {state.contact.email}
            </a>
            .
          </p>
        </div>
      ) : null}
      <p className="text-sm text-muted">Para o contrato: seu nome completo, seu CPF e o endereço da festa.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="fullName"
          label="Seu nome completo"
          autoComplete="name"
          maxLength={120}
          className="sm:col-span-2"
          {...field}
        />
        <Field name="cpf" label="CPF" inputMode="numeric" maxLength={14} {...field} />
        <Field
          name="cep"
          label="CEP do local da festa"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={9}
          {...field}
        />
        <Field
          name="street"
          label="Rua"
          autoComplete="address-line1"
          maxLength={200}
          className="sm:col-span-2"
          {...field}
        />
        <Field name="number" label="Número" maxLength={20} {...field} />
        <Field
          name="complement"
          label="Complemento (opcional)"
          autoComplete="address-line2"
          maxLength={100}
          {...field}
        />
        <Field name="neighborhood" label="Bairro" maxLength={100} {...field} />
        <Field name="city" label="Cidade" autoComplete="address-level2" maxLength={100} {...field} />
      </div>
      <div className="space-y-1">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="conditions"
            required
            aria-invalid={errors.conditions ? true : undefined}
            aria-describedby={errors.conditions ? 'conditions-erro' : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
          />
          <span>Li e aceito os itens, os valores e as condições desta proposta.</span>
        </label>
        {errors.conditions ? (
          <p id="conditions-erro" className="text-sm font-semibold text-red-700">
            {errors.conditions}
          </p>
        ) : null}
      </div>
      <SubmitButton
        pendingText="Registrando aceite..."
        className="min-h-12 w-full rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      >
        Aceitar proposta
      </SubmitButton>
    </form>
  )
}
