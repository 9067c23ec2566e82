'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { placeHold, type HoldState } from '@/lib/bookings/actions/place-hold'
import { FormAnswer } from '@/components/admin/form-answer'
import { OverrideField } from '@/components/bookings/override-field'

const input =
  'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

/** "Pré-reservar data": the event day and the deposit's deadline; a full or blocked day asks why before booking it. */
export function HoldForm({ id, day, until, today }: { id: number; day: string; until: string; today: string }) {
  const [state, action] = useActionState<HoldState, FormData>(placeHold, { status: 'idle' })
  const values = 'values' in state ? state.values : { day, until }
  const override = state.status === 'override'
  return (
    <form action={action} className="space-y-3" aria-label="Pré-reservar data">
      <input type="hidden" name="id" value={id} />
      <FormAnswer state={state} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`reserva-dia-${id}`} className="block text-sm font-semibold">
            Dia do evento
          </label>
          <input
            id={`reserva-dia-${id}`}
            name="day"
            type="date"
            min={today}
            required
            defaultValue={values.day}
            key={`dia:${values.day}`}
            className={input}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`reserva-prazo-${id}`} className="block text-sm font-semibold">
            Prazo para o sinal
          </label>
          <input
            id={`reserva-prazo-${id}`}
            name="until"
            type="date"
            min={today}
            required
            defaultValue={values.until}
            key={`prazo:${values.until}`}
            className={input}
          />
        </div>
      </div>
      {override ? <OverrideField id={`reserva-motivo-${id}`} question={state.message} /> : null}
      <SubmitButton
        pendingText="Reservando..."
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {override ? 'Pré-reservar mesmo assim' : 'Pré-reservar'}
      </SubmitButton>
    </form>
  )
}
