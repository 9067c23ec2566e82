'use client'

import { useActionState } from 'react'
import { correctContact, type CorrectContactState } from '@/lib/personal-data/actions/correct-contact'
import type { ContactFields } from '@/lib/personal-data/contract'
import { inputClass, primaryButton } from './field-class'

const fields: { name: keyof ContactFields; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Nome', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Telefone', type: 'tel', autoComplete: 'off' },
  { name: 'whatsapp', label: 'WhatsApp', type: 'tel', autoComplete: 'off' },
  { name: 'neighborhood', label: 'Bairro', type: 'text', autoComplete: 'off' },
]

/** 'Corrigir contato' of one quote: the five contact fields; what was typed stays after a refusal. */
export function ContactCorrectionForm({ id, contact }: { id: number; contact: ContactFields }) {
  const [state, action, pending] = useActionState<CorrectContactState, FormData>(correctContact, { status: 'idle' })
  const refused = state.status === 'invalid' || state.status === 'failed' ? state : undefined
  const values = refused?.values ?? contact
  return (
    <form action={action} className="space-y-3" aria-label={`Corrigir contato do orçamento #${id}`}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="previous_email" value={contact.email} />
      <input type="hidden" name="previous_phone" value={contact.phone} />
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map(({ name, label, type, autoComplete }) => {
          const error = refused?.errors?.[name]
          const inputId = `contato-${id}-${name}`
          return (
            <div key={name}>
              <label htmlFor={inputId} className="block text-sm font-semibold">
                {label}
              </label>
              <input
                id={inputId}
                name={name}
                type={type}
                autoComplete={autoComplete}
                required
                defaultValue={values[name]}
                key={`${state.status}:${values[name]}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-erro` : undefined}
                className={inputClass}
              />
              {error ? (
                <p id={`${inputId}-erro`} className="mt-1 text-sm font-semibold text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`text-sm font-semibold empty:hidden ${refused ? 'text-red-700' : 'text-green-800'}`}
      >
        {state.status === 'idle' ? '' : state.message}
      </p>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? 'Salvando...' : 'Salvar correção'}
      </button>
    </form>
  )
}
