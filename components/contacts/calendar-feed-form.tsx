'use client'

import { useActionState } from 'react'
import { renewCalendarFeed, type CalendarFeedState } from '@/lib/contacts/actions/renew-calendar-feed'
import { CopyButton } from '@/components/ui/copy-button'

type Props = { /** "https://site/api/agenda/": the feed's address without its secret. */ base: string; exists: boolean }

/** Creates or renews the private calendar address and shows it once, for Google Calendar and for the iPhone. */
export function CalendarFeedForm({ base, exists }: Props) {
  const [state, action, pending] = useActionState<CalendarFeedState, FormData>(renewCalendarFeed, { status: 'idle' })
  const url = state.status === 'created' ? `${base}${state.token}.ics` : null
  return (
    <div className="space-y-4">
      {url ? (
        <div role="status" className="space-y-3 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
          <p className="font-semibold text-emerald-900">
            Endereço criado. Ele aparece só agora: copie e assine no calendário do celular.
          </p>
          <div>
            <label htmlFor="agenda-https" className="block text-sm font-semibold">
              Endereço (Google Agenda e outros)
            </label>
            <input
              id="agenda-https"
              readOnly
              value={url}
              className="mt-1 w-full rounded-xl border border-emerald-300 bg-white p-2 font-mono text-sm"
            />
            <CopyButton text={url} label="Copiar endereço" />
          </div>
          <div>
            <label htmlFor="agenda-webcal" className="block text-sm font-semibold">
              No iPhone (abre o Calendário direto)
            </label>
            <a
              id="agenda-webcal"
              href={url.replace(/^https?:/, 'webcal:')}
              className="font-mono text-sm break-all text-brand-700 underline"
            >
              {url.replace(/^https?:/, 'webcal:')}
            </a>
          </div>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className="font-semibold text-red-700">
          {state.message}
        </p>
      ) : null}
      <form action={action}>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {exists || url ? 'Renovar endereço (o anterior para de funcionar)' : 'Criar endereço da agenda'}
        </button>
      </form>
    </div>
  )
}
