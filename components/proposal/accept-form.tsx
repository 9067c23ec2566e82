'use client'

import { useActionState } from 'react'
import { acceptProposal, type AcceptState } from '@/lib/proposals/actions/accept-proposal'
import { SubmitButton } from './submit-button'

const idle: AcceptState = { status: 'idle' }

/**
 * "Aceitar proposta": full name and a tick on the conditions. The action is the form's own, so it
 * works before and without scripts; the server answers with this form and its errors.
 */
export function AcceptForm({ token }: { token: string }) {
  const [state, action] = useActionState(acceptProposal, idle)
  const errors = state.status === 'invalid' ? state.errors : {}
  const fullName = state.status === 'idle' ? '' : state.fullName
  return (
    <form action={action} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-200 print:hidden" aria-labelledby="aceitar-titulo" noValidate>
      <input type="hidden" name="token" value={token} />
      <h2 id="aceitar-titulo" className="text-xl font-semibold text-brand-800">
        Aceitar proposta
      </h2>
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
      <div className="space-y-1">
        <label htmlFor="fullName" className="block font-semibold">
          Seu nome completo
        </label>
        <input
          id="fullName"
          name="fullName"
          autoComplete="name"
          defaultValue={fullName}
          key={fullName}
          required
          maxLength={120}
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={errors.fullName ? 'fullName-erro' : undefined}
          className="min-h-12 w-full rounded-xl border border-brand-200 px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        {errors.fullName ? (
          <p id="fullName-erro" className="text-sm font-semibold text-red-700">
            {errors.fullName}
          </p>
        ) : null}
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
      <SubmitButton pendingText="Registrando aceite..." className="min-h-12 w-full rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto">
        Aceitar proposta
      </SubmitButton>
    </form>
  )
}
