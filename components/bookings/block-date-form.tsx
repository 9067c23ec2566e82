'use client'

import { useActionState } from 'react'
import { blockDate, type BlockDateState } from '@/lib/bookings/actions/block-date'
import { BLOCK_NOTE_MAX } from '@/lib/bookings/limits'

const input =
  'mt-1 block min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

/** "Bloquear data": a day the buffet does not take events, with a note only administrators read. */
export function BlockDateForm() {
  const [state, action, pending] = useActionState<BlockDateState, FormData>(blockDate, { status: 'idle' })
  const refused = state.status === 'invalid' || state.status === 'failed' ? state : undefined
  const key = refused ? `${refused.status}:${refused.date}:${refused.note}` : state.status
  return (
    <form action={action} className="space-y-2">
      <fieldset className="space-y-2">
        <legend className="font-semibold">Bloquear data</legend>
        <div className="grid gap-2 sm:grid-cols-[auto_1fr]">
          <div>
            <label htmlFor="bloquear-data" className="block text-sm font-semibold">
              Data
            </label>
            <input
              id="bloquear-data"
              name="date"
              type="date"
              required
              defaultValue={refused?.date}
              key={`d${key}`}
              aria-invalid={refused ? true : undefined}
              aria-describedby={state.message ? 'bloquear-aviso' : undefined}
              className={input}
            />
          </div>
          <div>
            <label htmlFor="bloquear-nota" className="block text-sm font-semibold">
              Observação (opcional)
            </label>
            <input
              id="bloquear-nota"
              name="note"
              maxLength={BLOCK_NOTE_MAX}
              defaultValue={refused?.note}
              key={`n${key}`}
              className={input}
            />
          </div>
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        Bloquear
      </button>
      <p
        id="bloquear-aviso"
        role={refused ? 'alert' : 'status'}
        className={`text-sm empty:hidden ${refused ? 'font-semibold text-red-700' : 'text-emerald-800'}`}
      >
        {state.message}
      </p>
    </form>
  )
}
