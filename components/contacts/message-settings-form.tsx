'use client'

import { useActionState } from 'react'
import { saveMessageSettings, type MessageSettingsState } from '@/lib/contacts/actions/save-message-settings'
import { situationNames, whatsappSituations, type WhatsappTexts } from '@/lib/contacts/whatsapp-templates'

type Props = { texts: WhatsappTexts; reviewUrl: string }

const field = 'mt-1 w-full rounded-xl border bg-white p-2 aria-[invalid=true]:border-red-500 border-brand-200'

/** "Mensagens de WhatsApp": the text of each situation, its markers listed, and the review link. */
export function MessageSettingsForm({ texts, reviewUrl }: Props) {
  const [state, action, pending] = useActionState<MessageSettingsState, FormData>(saveMessageSettings, {
    status: 'idle',
  })
  const refused = state.status === 'invalid' || state.status === 'failed'
  const value = (name: keyof typeof texts | 'review_url', initial: string) =>
    refused && state.values?.[name] !== undefined ? state.values[name] : initial
  return (
    <form action={action} className="space-y-6">
      <p
        id="mensagens-aviso"
        role={refused ? 'alert' : 'status'}
        className={`empty:hidden rounded-xl p-3 font-semibold ring-1 ${refused ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200'}`}
      >
        {state.message}
      </p>
      {situationNames.map((name) => {
        const situation = whatsappSituations[name]
        const error = state.errors?.[name]
        const id = `mensagem-${name}`
        return (
          <div key={name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
            <label htmlFor={id} className="block font-semibold text-ink">
              {situation.label}
            </label>
            <p id={`${id}-quando`} className="text-sm text-muted">
              Quando: {situation.when}.
            </p>
            <textarea
              id={id}
              name={name}
              rows={4}
              maxLength={1000}
              defaultValue={value(name, texts[name])}
              key={refused ? `recusado:${state.values?.[name]}` : texts[name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-quando ${id}-marcadores${error ? ` ${id}-erro` : ''}`}
              className={field}
            />
            <p id={`${id}-marcadores`} className="mt-1 text-sm text-muted">
              Marcadores:{' '}
              {Object.entries(situation.placeholders).map(([marker, meaning], index) => (
                <span key={marker}>
                  {index > 0 ? '; ' : ''}
                  <code className="font-semibold text-ink">{`{${marker}}`}</code> {meaning}
                </span>
              ))}
              .
            </p>
            {error ? (
              <p id={`${id}-erro`} className="mt-1 text-sm font-semibold text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
        <label htmlFor="review-url" className="block font-semibold text-ink">
          Link de avaliação no Google
        </label>
        <p id="review-url-ajuda" className="text-sm text-muted">
          No Perfil da Empresa no Google, &quot;Pedir avaliações&quot; mostra o link (começa com https://). Ele entra no
          lugar de {'{link}'} do pedido de avaliação.
        </p>
        <input
          id="review-url"
          name="review_url"
          type="text"
          inputMode="url"
          autoComplete="off"
          defaultValue={value('review_url', reviewUrl)}
          key={refused ? `recusado:${state.values?.review_url}` : reviewUrl}
          aria-invalid={state.errors?.review_url ? true : undefined}
          aria-describedby={`review-url-ajuda${state.errors?.review_url ? ' review-url-erro' : ''}`}
          className={field}
        />
        {state.errors?.review_url ? (
          <p id="review-url-erro" className="mt-1 text-sm font-semibold text-red-700">
            {state.errors.review_url}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        Salvar mensagens
      </button>
    </form>
  )
}
