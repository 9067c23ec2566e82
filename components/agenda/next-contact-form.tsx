'use client'

import { useActionState } from 'react'
import { setNextContact, type NextContactState } from '@/lib/agenda/actions/set-next-contact'

/** "Próximo contato": the day to contact the client again, moved or cleared by the administrator; a plain form before scripts run. */
export function NextContactForm({ id, name, value }: { id: number; name: string; value: string | null }) {
  const [state, action, pending] = useActionState<NextContactState, FormData>(setNextContact, { status: 'idle' })
  const refused = state.status === 'invalid' || state.status === 'failed' ? state : undefined
  const inputId = `proximo-contato-${id}`
  return (
    <form action={action} className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor={inputId} className="block text-xs font-semibold text-muted">
          Próximo contato<span className="sr-only"> de {name}</span>
        </label>
        <input
          id={inputId}
          type="date"
          name="next_contact"
          defaultValue={refused?.value ?? value ?? ''}
          key={refused ? `${refused.status}:${refused.value}` : (value ?? '')}
          aria-describedby={state.message ? `${inputId}-aviso` : undefined}
          className="min-h-11 rounded-xl border border-brand-200 bg-white px-2 md:min-h-8"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-full px-3 font-bold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50 disabled:opacity-70 md:min-h-8"
      >
        Salvar<span className="sr-only"> próximo contato de {name}</span>
      </button>
      <p
        id={`${inputId}-aviso`}
        role={refused ? 'alert' : 'status'}
        className={`w-full empty:hidden ${refused ? 'font-semibold text-red-700' : 'text-muted'}`}
      >
        {state.message}
      </p>
    </form>
  )
}
