'use client'

import { useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react'
import { notify, prepareToasts } from '@/components/ui/toast'
import { Toaster } from '@/components/ui/toaster'
import type { ArticleTexts } from '@/lib/content/blog'

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'
const noSubscription = () => () => {}

const option = 'flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-ink hover:bg-brand-50'

/**
 * 'Compartilhar' opens a native popover of share links (WhatsApp, e-mail), so it works before the
 * page's scripts run and without them. Once they run, a device with a system share sheet gets that
 * instead, and the popover gains 'Copiar link' (a clipboard needs a script).
 */
type Props = {
  title: string
  /** The share links (WhatsApp, e-mail), written on the server. */
  links: { whatsapp: string; email: string }
  /** The button's icon, drawn on the server: markup in the page rather than code in the script. */
  icon: ReactNode
  texts: ArticleTexts
  newTab: string
}

export function ShareButton({ title, links, icon, texts, newTab }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
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
      notify('default', texts.copiedTitle, texts.copiedText)
    } catch {
      notify('error', texts.copyFailedTitle, `${texts.copyFailedText} ${here()}`)
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
        {icon}
        {texts.share}
      </button>
      <div
        id="compartilhar"
        ref={panel}
        popover="auto"
        role="dialog"
        aria-label={texts.sharePanelLabel}
        className="share-panel"
      >
        <ul className="flex flex-col gap-1">
          <li>
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={option}>
              {texts.shareWhatsapp}
              <span className="sr-only"> {newTab}</span>
            </a>
          </li>
          <li>
            <a href={links.email} className={option}>
              {texts.shareEmail}
            </a>
          </li>
          {hydrated ? (
            <li>
              <button type="button" onClick={copy} className={`${option} w-full`}>
                {texts.copyLink}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
      <Toaster />
    </div>
  )
}
