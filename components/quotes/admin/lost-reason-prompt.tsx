'use client'

import { useState } from 'react'
import { LOST_DETAIL_MAX, lostReasons } from '@/lib/quotes/lost-reasons'

type Props = { id: string; name: string; onConfirm: (reason: string, detail: string) => void; onCancel: () => void }

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-bold ring-1 md:min-h-8 md:px-3'

/** Asked when a quote moves to Perdido: why (one of the reasons, with a text for "Outro"). */
export function LostReasonPrompt({ id, name, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState('')
  const [detail, setDetail] = useState('')
  const [error, setError] = useState('')
  const confirm = () => {
    if (!reason) return setError('Escolha o motivo da perda.')
    if (reason === 'outro' && !detail.trim()) return setError('Descreva o motivo da perda.')
    onConfirm(reason, detail.trim())
  }
  const errorId = `motivo-erro-${id}`
  return (
    <fieldset
      className="space-y-2 rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-300"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="sr-only">Motivo da perda de {name}</legend>
      <label htmlFor={`motivo-${id}`} className="block font-semibold">
        Por que este orçamento foi perdido?
      </label>
      <select
        id={`motivo-${id}`}
        value={reason}
        onChange={(event) => (setReason(event.target.value), setError(''))}
        className="min-h-11 w-full rounded-xl border border-brand-200 bg-white px-2 md:min-h-8"
      >
        <option value="">Escolha o motivo</option>
        {lostReasons.map(({ id: value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {reason === 'outro' ? (
        <>
          <label htmlFor={`motivo-texto-${id}`} className="block font-semibold">
            Qual motivo?
          </label>
          <input
            id={`motivo-texto-${id}`}
            value={detail}
            maxLength={LOST_DETAIL_MAX}
            onChange={(event) => (setDetail(event.target.value), setError(''))}
            className="min-h-11 w-full rounded-xl border border-brand-200 bg-white px-2 md:min-h-8"
          />
        </>
      ) : null}
      <p id={errorId} role="alert" className="font-semibold text-red-700 empty:hidden">
        {error}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={confirm}
          className={`${button} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`}
        >
          Marcar como perdido
        </button>
        <button type="button" onClick={onCancel} className={`${button} bg-white text-brand-800 ring-brand-300`}>
          Cancelar
        </button>
      </div>
    </fieldset>
  )
}
