'use client'

import { useActionState } from 'react'
import { findPerson, type FindPersonState } from '@/lib/personal-data/actions/find-person'
import { inputClass, primaryButton } from './field-class'

/** 'Buscar pessoa': an e-mail or a phone; a refused entry stays typed, with its message. */
export function PersonSearchForm({ current }: { current?: string }) {
  const [state, action, pending] = useActionState<FindPersonState, FormData>(findPerson, {})
  return (
    <form action={action} role="search" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <label htmlFor="pessoa" className="block font-semibold">
        E-mail ou telefone da pessoa
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          id="pessoa"
          name="pessoa"
          type="search"
          required
          maxLength={254}
          autoComplete="off"
          defaultValue={state.typed ?? current ?? ''}
          key={state.typed ?? current ?? ''}
          aria-describedby={state.message ? 'pessoa-erro' : 'pessoa-dica'}
          aria-invalid={state.message ? true : undefined}
          className={`${inputClass} mt-0 sm:max-w-md`}
        />
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? 'Buscando...' : 'Buscar'}
        </button>
      </div>
      <p id="pessoa-dica" className="text-sm text-muted">
        O e-mail exato, ou o telefone/WhatsApp com DDD (ex.: 11 987654321). A busca fica registrada.
      </p>
      <p id="pessoa-erro" role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {state.message}
      </p>
    </form>
  )
}
