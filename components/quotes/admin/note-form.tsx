'use client'

import { useActionState } from 'react'
import { addQuoteNote, type AddNoteState } from '@/lib/quotes/admin-actions/add-quote-note'
import { NOTE_MAX } from '@/lib/quotes/notes'

/** 'Nova nota': a text and 'Adicionar nota'; React empties the form after an action, so a refused text is put back. */
export function NoteForm({ quoteId }: { quoteId: number }) {
  const [state, action, pending] = useActionState<AddNoteState, FormData>(addQuoteNote, { status: 'idle' })
  const refused = state.status === 'invalid' || state.status === 'failed' ? state : undefined
  const error = refused?.message
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="id" value={quoteId} />
      <label htmlFor="nota" className="block font-semibold">
        Nova nota
      </label>
      <textarea
        id="nota"
        name="body"
        rows={3}
        maxLength={NOTE_MAX}
        required
        defaultValue={refused?.body ?? ''}
        key={refused ? `${refused.status}:${refused.body}` : 'nota'}
        aria-describedby={error ? 'nota-erro' : undefined}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-xl border border-brand-200 bg-white px-3 py-2 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <p id="nota-erro" role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {error}
      </p>
      <p aria-live="polite" className="sr-only">
        {state.status === 'saved' ? 'Nota adicionada.' : ''}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {pending ? 'Salvando...' : 'Adicionar nota'}
      </button>
    </form>
  )
}
