'use client'

import { useRef, useSyncExternalStore, type MouseEvent } from 'react'
import { whatsappUrl } from '@/lib/whatsapp'
import { notify, prepareToasts } from '@/components/ui/toast'
import { Toaster } from '@/components/ui/toaster'

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'
const noSubscription = () => () => {}

const option = 'flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-ink hover:bg-brand-50'

/**
 * 'Compartilhar' opens a native popover of share links (WhatsApp, e-mail), so it works before the
 * page's scripts run and without them. Once they run, a device with a system share sheet gets that
 * instead, and the popover gains 'Copiar link' (a clipboard needs a script).
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const panel = useRef<HTMLDivElement>(null)
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  // The address the visitor is reading, which is the canonical one in production.
  const here = () => `${window.location.origin}${window.location.pathname}`

  const share = async (event: MouseEvent) => {
    if (typeof navigator.share !== 'function') return
    event.preventDefault()
    try {
      await navigator.share({ title, url: here() })
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to the links.
      if (!isCancel(error)) panel.current?.showPopover()
    }
  }
  const copy = async () => {
    panel.current?.hidePopover()
    try {
      await navigator.clipboard.writeText(here())
      notify('default', 'Link copiado!', 'Agora é só colar onde você quiser compartilhar.')
    } catch {
      notify('error', 'Não foi possível copiar o link', `Copie o endereço da página: ${here()}`)
    }
  }

  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget="compartilhar"
        onClick={share}
        onPointerEnter={prepareToasts}
        onFocus={prepareToasts}
        className="inline-flex items-center gap-2 rounded-full border-2 border-brand-600 px-5 py-2 font-bold text-brand-700 transition-colors hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Compartilhar
      </button>
      <div id="compartilhar" ref={panel} popover="auto" role="dialog" aria-label="Compartilhar o artigo" className="share-panel">
        <ul className="flex flex-col gap-1">
          <li>
            <a href={whatsappUrl('', `${title} ${url}`)} target="_blank" rel="noopener noreferrer" className={option}>
              WhatsApp<span className="sr-only"> (abre em nova aba)</span>
            </a>
          </li>
          <li>
            <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`} className={option}>
              E-mail
            </a>
          </li>
          {hydrated ? (
            <li>
              <button type="button" onClick={copy} className={`${option} w-full`}>
                Copiar link
              </button>
            </li>
          ) : null}
        </ul>
      </div>
      <Toaster />
    </div>
  )
}
