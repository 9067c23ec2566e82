'use client'

import { useActionState } from 'react'
import { anonymizePerson, type AnonymizeState } from '@/lib/personal-data/actions/anonymize-person'
import { ANONYMIZE_CONFIRMATION } from '@/lib/personal-data/contract'
import { inputClass } from './field-class'

/** 'Anonimizar': typed confirmation, then every quote of the person loses its personal fields for good. */
export function AnonymizeForm({ quotes }: { quotes: number }) {
  const [state, action, pending] = useActionState<AnonymizeState, FormData>(anonymizePerson, {})
  return (
    <form action={action} className="space-y-3">
      <label htmlFor="confirmacao" className="block font-semibold">
        Digite {ANONYMIZE_CONFIRMATION} para confirmar
      </label>
      <input
        id="confirmacao"
        name="confirmacao"
        required
        autoComplete="off"
        aria-describedby={state.message ? 'confirmacao-erro' : undefined}
        aria-invalid={state.message ? true : undefined}
        className={`${inputClass} sm:max-w-xs`}
      />
      <p id="confirmacao-erro" role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {state.message}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-full bg-red-700 px-5 font-bold text-white hover:bg-red-800 disabled:opacity-70"
      >
        {pending ? 'Anonimizando...' : `Anonimizar ${quotes === 1 ? 'o orçamento' : `os ${quotes} orçamentos`}`}
      </button>
    </form>
  )
}
