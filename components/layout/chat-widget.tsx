'use client'

import { useEffect, useRef, useState } from 'react'

type Props = {
  welcome: string
  buttonLabel: string
  note: string
  chatUrl: string
  texts: Record<'chatButton' | 'chatPanel' | 'whatsappNewTab', string>
}

/**
 * The floating WhatsApp button on every page. The panel is a native popover: it closes on a click
 * outside or Escape without any code of ours.
 */
export function ChatWidget({ welcome, buttonLabel, note, chatUrl, texts }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  // A tap before hydration opens the native popover while no one listens to its toggle yet.
  useEffect(() => {
    if (panel.current?.matches(':popover-open')) setOpen(true)
  }, [])
  return (
    <>
      <button
        type="button"
        popoverTarget="chat-panel"
        aria-expanded={open}
        aria-controls="chat-panel"
        className="fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:scale-105 hover:bg-brand-700 sm:right-6 sm:bottom-6"
      >
        <span className="sr-only">{texts.chatButton}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8" fill="currentColor">
          <path d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5Zm0 17.3c-1.5 0-3-.4-4.2-1.2l-.3-.2-2.9.8.8-2.8-.2-.3A7.8 7.8 0 1 1 12 19.8Zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.4 6.4 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.4-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.8 2c0 1.2.9 2.3 1 2.5.1.2 1.7 2.6 4.2 3.6 1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.4-.2Z" />
        </svg>
      </button>
      <div
        id="chat-panel"
        ref={panel}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === 'open')}
        role="dialog"
        aria-label={texts.chatPanel}
        className="fixed inset-auto right-4 bottom-22 m-0 w-[min(20rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 text-ink shadow-2xl ring-1 ring-brand-100 sm:right-6 sm:bottom-24"
      >
        <p className="leading-relaxed">{welcome}</p>
        <a
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => panel.current?.hidePopover()}
          className="mt-4 flex items-center justify-center rounded-full bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700"
        >
          {buttonLabel}
          <span className="sr-only"> {texts.whatsappNewTab}</span>
        </a>
        <p className="mt-3 text-center text-sm text-muted">{note}</p>
      </div>
    </>
  )
}
