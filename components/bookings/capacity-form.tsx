'use client'

import { useActionState } from 'react'
import { setCapacity, type CapacityState } from '@/lib/bookings/actions/set-capacity'
import { CAPACITY_MAX } from '@/lib/bookings/limits'

const input =
  'min-h-11 rounded-xl border border-brand-200 bg-white px-3 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

/** "Eventos por dia": how many won events make a date full. */
export function CapacityForm({ value }: { value: number }) {
  const [state, action, pending] = useActionState<CapacityState, FormData>(setCapacity, { status: 'idle' })
  const refused = state.status === 'invalid' || state.status === 'failed' ? state : undefined
  return (
    <form action={action} className="space-y-2">
      <label htmlFor="eventos-por-dia" className="block font-semibold">
        Eventos por dia
      </label>
      <p id="eventos-por-dia-ajuda" className="text-sm text-muted">
        Quantos eventos a equipe atende num dia: confirmados e pré-reservas contam.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="eventos-por-dia"
          name="events_per_day"
          type="number"
          min={1}
          max={CAPACITY_MAX}
          required
          inputMode="numeric"
          defaultValue={refused?.value ?? value}
          key={refused ? `${refused.status}:${refused.value}` : value}
          aria-describedby={`eventos-por-dia-ajuda${state.message ? ' eventos-por-dia-aviso' : ''}`}
          aria-invalid={refused ? true : undefined}
          className={`${input} w-24`}
        />
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          Salvar
        </button>
      </div>
      <p
        id="eventos-por-dia-aviso"
        role={refused ? 'alert' : 'status'}
        className={`text-sm empty:hidden ${refused ? 'font-semibold text-red-700' : 'text-emerald-800'}`}
      >
        {state.message}
      </p>
    </form>
  )
}
