'use client'

import { useState, useTransition } from 'react'
import { notify } from '@/components/ui/toast'
import { setQuoteStatus } from '@/lib/quotes/admin-actions/set-quote-status'
import type { FollowUpLinks } from '@/lib/quotes/follow-up'
import { quoteStatuses, type QuoteStatus } from '@/lib/quotes/status'
import { StatusBadge } from './status-badge'

type Props = { id: number; name: string; status: QuoteStatus; links: FollowUpLinks }

// Thumb-sized on a phone, compact in the desktop table.
const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-bold ring-1 md:min-h-8 md:px-3'

/**
 * A quote's status (badge and select, changed optimistically with a toast, rolled back on
 * failure) and the follow-up links; using one while the quote is Novo offers Em contato.
 */
export function QuotePipelineControl({ id, name, status: initial, links }: Props) {
  const [status, setStatus] = useState(initial)
  const [offer, setOffer] = useState(false)
  const [pending, startTransition] = useTransition()

  const change = (next: QuoteStatus) => {
    const previous = status
    setStatus(next)
    setOffer(false)
    startTransition(async () => {
      const result = await setQuoteStatus(id, next).catch(() => ({ ok: false as const, message: 'Sem conexão com o servidor. Tente novamente.' }))
      if (result.ok) notify('default', result.message, name)
      else {
        setStatus(previous)
        notify('error', 'O status não foi alterado', result.message)
      }
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
        <label htmlFor={`status-${id}`} className="sr-only">
          Status de {name}
        </label>
        <select
          id={`status-${id}`}
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
      {offer ? (
        <div role="group" aria-label={`Mudar o status de ${name}`} className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 p-2 text-sm ring-1 ring-amber-200">
          <span className="font-semibold">Mudar o status para Em contato?</span>
          <button type="button" onClick={() => change('em_contato')} className={`${button} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`}>
            Sim, mudar
          </button>
          <button type="button" onClick={() => setOffer(false)} className={`${button} bg-white text-brand-800 ring-brand-300`}>
            Agora não
          </button>
        </div>
      ) : null}
    </div>
  )
}
