'use client'

import { useState } from 'react'
import { OVERRIDE_REASON_MAX } from '@/lib/bookings/rules'

type Props = {
  id: string
  name: string
  /** Ask the event's value (the quote has none yet). */
  askValue: boolean
  /** The value typed before the server asked for more. */
  initialValue?: string
  /** The question when the day has no room: then the override's reason is asked too. */
  overrideQuestion: string | null
  /** What the server last answered (a refused value, for instance). */
  error: string | null
  onConfirm: (won: { value?: string; override?: string }) => void
  onCancel: () => void
}

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-bold ring-1 md:min-h-8 md:px-3'
const field = 'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-2 md:min-h-8'

/** Asked when a quote moves to Fechado (ganho): the event's value when it has none, and why to book a full or blocked day. */
export function WinPrompt({
  id,
  name,
  askValue,
  initialValue = '',
  overrideQuestion,
  error,
  onConfirm,
  onCancel,
}: Props) {
  const [value, setValue] = useState(initialValue)
  const [override, setOverride] = useState('')
  const [problem, setProblem] = useState('')
  const shown = problem || error || ''
  const confirm = () => {
    if (askValue && !value.trim()) return setProblem('Informe o valor do evento.')
    if (overrideQuestion && !override.trim()) return setProblem('Escreva o motivo para reservar mesmo assim.')
    onConfirm({ ...(askValue && { value }), ...(overrideQuestion && { override }) })
  }
  return (
    <fieldset
      className="space-y-2 rounded-xl bg-emerald-50 p-3 text-sm ring-1 ring-emerald-200"
      aria-describedby={shown ? `ganho-erro-${id}` : undefined}
    >
      <legend className="sr-only">Fechar o orçamento de {name}</legend>
      {askValue ? (
        <>
          <label htmlFor={`ganho-valor-${id}`} className="block font-semibold">
            Valor do evento (R$)
          </label>
          <input
            id={`ganho-valor-${id}`}
            inputMode="decimal"
            placeholder="ex.: 5.000,00"
            value={value}
            onChange={(event) => (setValue(event.target.value), setProblem(''))}
            className={field}
          />
        </>
      ) : null}
      {overrideQuestion ? (
        <>
          <p className="font-semibold text-amber-950">{overrideQuestion}</p>
          <label htmlFor={`ganho-motivo-${id}`} className="block font-semibold">
            Motivo para reservar mesmo assim
          </label>
          <textarea
            id={`ganho-motivo-${id}`}
            rows={2}
            maxLength={OVERRIDE_REASON_MAX}
            value={override}
            onChange={(event) => (setOverride(event.target.value), setProblem(''))}
            className={field}
          />
        </>
      ) : null}
      <p id={`ganho-erro-${id}`} role="alert" className="font-semibold text-red-700 empty:hidden">
        {shown}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={confirm}
          className={`${button} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`}
        >
          {overrideQuestion ? 'Fechar mesmo assim' : 'Marcar como fechado'}
        </button>
        <button type="button" onClick={onCancel} className={`${button} bg-white text-brand-800 ring-brand-300`}>
          Cancelar
        </button>
      </div>
    </fieldset>
  )
}
