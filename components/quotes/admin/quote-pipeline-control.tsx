'use client'

import { useState, useTransition } from 'react'
import { notify } from '@/components/ui/toast'
import { setQuoteStatus, type SetStatusResult } from '@/lib/quotes/admin-actions/set-quote-status'
import type { FollowUpLinks } from '@/lib/quotes/follow-up'
import { quoteStatuses, type QuoteStatus } from '@/lib/quotes/status'
import { LostReasonPrompt } from './lost-reason-prompt'
import { StatusBadge } from './status-badge'
import { WinPrompt } from './win-prompt'

type Props = {
  id: number
  name: string
  status: QuoteStatus
  /** Whether the quote has its event's value (an accepted proposal gives it): false asks it with Fechado; unknown, Fechado asks it when the server does. */
  hasValue?: boolean
  links: FollowUpLinks
  /** Keeps element ids unique when the same quote shows twice on a page (today's contacts and the list). */
  scope?: string
}

// Thumb-sized on a phone, compact in the desktop table.
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-bold ring-1 md:min-h-8 md:px-3'

/**
 * A quote's status (badge and select, both the saved status: a change shows once the server saved
 * it, with a toast, while a question it needs first waits beside them) and the follow-up links;
 * using one while the quote is Novo offers Em contato.
 */
export function QuotePipelineControl({ id, name, status: initial, hasValue, links, scope = '' }: Props) {
  const elementId = `${scope}${id}`
  const [status, setStatus] = useState(initial)
  const [offer, setOffer] = useState(false)
  // Perdido waits for its reason before anything is sent.
  const [askingWhy, setAskingWhy] = useState(false)
  // Fechado (ganho) waits for the event's value when the quote has none, and for the override's reason when its day has no room.
  const [winning, setWinning] = useState<{
    askValue: boolean
    value?: string
    question: string | null
    error: string | null
  } | null>(null)
  const [pending, startTransition] = useTransition()

  const change = (
    next: QuoteStatus,
    lost?: { reason: string; detail: string },
    won?: { value?: string; override?: string },
  ) => {
    if (next === 'perdido' && !lost) {
      setAskingWhy(true)
      setOffer(false)
      return
    }
    if (next === 'fechado' && !won && hasValue === false) {
      setWinning({ askValue: true, question: null, error: null })
      setOffer(false)
      return
    }
    setOffer(false)
    setAskingWhy(false)
    setWinning(null)
    startTransition(async () => {
      const result: SetStatusResult = await setQuoteStatus(id, next, lost, won).catch(() => ({
        ok: false as const,
        message: 'Sem conexão com o servidor. Tente novamente.',
      }))
      if (result.ok) {
        setStatus(next)
        notify('default', result.message, name)
        return
      }
      if (result.ask)
        setWinning({
          askValue: result.ask === 'value' || Boolean(won?.value),
          value: won?.value,
          question: result.ask === 'override' ? result.message : null,
          error: result.ask === 'value' ? result.message : null,
        })
      else notify('error', 'O status não foi alterado', result.message)
    })
  }

  const followUp = (href: string | null, label: string, newTab = false) =>
    href ? (
      <a
        href={href}
        onClick={() => status === 'novo' && setOffer(true)}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={`${button} bg-white text-brand-800 ring-brand-300 hover:bg-brand-50`}
      >
        {label}
        <span className="sr-only"> para {name}</span>
      </a>
    ) : null

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status} />
        <label htmlFor={`status-${elementId}`} className="sr-only">
          Status de {name}
        </label>
        <select
          id={`status-${elementId}`}
          value={status}
          disabled={pending}
          onChange={(event) => change(event.target.value as QuoteStatus)}
          className="min-h-11 rounded-xl border md:min-h-8 border-brand-200 bg-white px-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:opacity-70"
        >
          {quoteStatuses.map(({ id: value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2 md:gap-1.5">
        {followUp(links.whatsapp, 'WhatsApp', true)}
        {followUp(links.email, 'E-mail')}
        {followUp(links.phone, 'Ligar')}
      </div>
      {winning ? (
        <WinPrompt
          id={elementId}
          name={name}
          askValue={winning.askValue}
          initialValue={winning.value}
          overrideQuestion={winning.question}
          error={winning.error}
          onConfirm={(won) => change('fechado', undefined, won)}
          onCancel={() => setWinning(null)}
        />
      ) : null}
      {askingWhy ? (
        <LostReasonPrompt
          id={elementId}
          name={name}
          onConfirm={(reason, detail) => change('perdido', { reason, detail })}
          onCancel={() => setAskingWhy(false)}
        />
      ) : null}
      {offer ? (
        <div
          role="group"
          aria-label={`Mudar o status de ${name}`}
          className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 p-2 text-sm ring-1 ring-amber-200"
        >
          <span className="font-semibold">Mudar o status para Em contato?</span>
          <button
            type="button"
            onClick={() => change('em_contato')}
            className={`${button} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`}
          >
            Sim, mudar
          </button>
          <button
            type="button"
            onClick={() => setOffer(false)}
            className={`${button} bg-white text-brand-800 ring-brand-300`}
          >
            Agora não
          </button>
        </div>
      ) : null}
    </div>
  )
}
