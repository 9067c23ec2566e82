'use client'

import { useActionState } from 'react'
import { recordOutcome, type OutcomeState } from '@/lib/contacts/actions/record-outcome'
import { lostReasons } from '@/lib/quotes/lost-reasons'

type Props = {
  id: number
  name: string
  /** The next contact the card shows: a second tap on a card already worked records nothing. */
  seen: string
  today: string
  /** Unanswered tries in a row; from `suggestLostAt` on, "Perdido: sem resposta" comes first. */
  noAnswer: number
  suggestLostAt: number
  /** The list shows every contact (kept after the tap). */
  all: boolean
}

const tap = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-bold ring-1 md:min-h-9'
const primary = `${tap} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`
const secondary = `${tap} bg-white text-brand-800 ring-brand-300 hover:bg-brand-50`
const summary = `${secondary} cursor-pointer list-none [&::-webkit-details-marker]:hidden`

/**
 * The outcomes of a follow-up, one tap each and at most one field: "Sem resposta", "Falei: retornar
 * em…", "Fechado", "Perdido". Plain forms that post before scripts run; the list comes back without
 * the card.
 */
export function FollowUpOutcomes({ id, name, seen, today, noAnswer, suggestLostAt, all }: Props) {
  const [state, action, pending] = useActionState<OutcomeState, FormData>(recordOutcome, { status: 'idle' })
  const refused = state.status === 'idle' ? null : state
  // After a refusal the outcome tried stays open, with what was typed.
  const typed = (outcome: string) => (refused?.outcome === outcome ? refused.value : '')
  const scope = `resultado-${id}`
  const hidden = (outcome: string) => (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="outcome" value={outcome} />
      <input type="hidden" name="seen" value={seen} />
      {all ? <input type="hidden" name="all" value="1" /> : null}
    </>
  )
  const errorId = `${scope}-erro`
  return (
    <div role="group" aria-label={`Resultado do contato com ${name}`} className="space-y-2">
      {noAnswer >= suggestLostAt ? (
        <form
          action={action}
          className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-2 text-sm ring-1 ring-red-200"
        >
          {hidden('perdido')}
          <input type="hidden" name="reason" value="sem_resposta" />
          <span className="font-semibold text-red-800">{noAnswer} tentativas sem resposta seguidas.</span>
          <button
            type="submit"
            disabled={pending}
            className={`${tap} bg-red-700 text-white ring-red-700 hover:bg-red-800`}
          >
            Perdido: sem resposta<span className="sr-only"> ({name})</span>
          </button>
        </form>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        <form action={action}>
          {hidden('sem_resposta')}
          <button type="submit" disabled={pending} className={primary}>
            Sem resposta<span className="sr-only"> ({name})</span>
          </button>
        </form>
        <details open={refused?.outcome === 'retornar'}>
          <summary className={summary}>
            Falei: retornar em…<span className="sr-only"> ({name})</span>
          </summary>
          <form action={action} className="mt-2 flex flex-wrap items-end gap-2">
            {hidden('retornar')}
            <div>
              <label htmlFor={`${scope}-data`} className="block text-xs font-semibold text-muted">
                Retornar em<span className="sr-only"> ({name})</span>
              </label>
              <input
                id={`${scope}-data`}
                type="date"
                name="date"
                min={today}
                required
                defaultValue={typed('retornar')}
                aria-describedby={refused ? errorId : undefined}
                className="min-h-11 rounded-xl border border-brand-200 bg-white px-2 md:min-h-9"
              />
            </div>
            <button type="submit" disabled={pending} className={primary}>
              Salvar retorno<span className="sr-only"> ({name})</span>
            </button>
          </form>
        </details>
        <details open={refused?.outcome === 'fechado'}>
          <summary className={summary}>
            Fechado<span className="sr-only"> ({name})</span>
          </summary>
          <form action={action} className="mt-2 flex flex-wrap items-end gap-2">
            {hidden('fechado')}
            <div>
              <label htmlFor={`${scope}-valor`} className="block text-xs font-semibold text-muted">
                Valor do evento (R$), se não houver proposta aceita<span className="sr-only"> ({name})</span>
              </label>
              <input
                id={`${scope}-valor`}
                name="value"
                inputMode="decimal"
                defaultValue={typed('fechado')}
                placeholder="5.000,00"
                aria-describedby={refused ? errorId : undefined}
                className="min-h-11 w-36 rounded-xl border border-brand-200 bg-white px-2 md:min-h-9"
              />
            </div>
            <button type="submit" disabled={pending} className={primary}>
              Confirmar fechado<span className="sr-only"> ({name})</span>
            </button>
          </form>
        </details>
        <details open={refused?.outcome === 'perdido'}>
          <summary className={summary}>
            Perdido<span className="sr-only"> ({name})</span>
          </summary>
          <form action={action} className="mt-2 flex flex-wrap items-end gap-2">
            {hidden('perdido')}
            <div>
              <label htmlFor={`${scope}-motivo`} className="block text-xs font-semibold text-muted">
                Motivo<span className="sr-only"> da perda ({name})</span>
              </label>
              <select
                id={`${scope}-motivo`}
                name="reason"
                required
                defaultValue={typed('perdido')}
                aria-describedby={refused ? errorId : undefined}
                className="min-h-11 rounded-xl border border-brand-200 bg-white px-2 md:min-h-9"
              >
                <option value="" disabled>
                  Escolha…
                </option>
                {lostReasons
                  .filter(({ id: reason }) => reason !== 'outro')
                  .map(({ id: reason, label }) => (
                    <option key={reason} value={reason}>
                      {label}
                    </option>
                  ))}
              </select>
            </div>
            <button type="submit" disabled={pending} className={primary}>
              Confirmar perdido<span className="sr-only"> ({name})</span>
            </button>
          </form>
        </details>
      </div>
      <p id={errorId} role={refused ? 'alert' : 'status'} className="text-sm font-semibold text-red-700 empty:hidden">
        {refused?.message}
      </p>
    </div>
  )
}
