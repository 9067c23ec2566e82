'use client'

import { useEffect, useRef } from 'react'
import type { QuoteFormTexts } from '@/lib/content/site'
import { WhatsappHandoff } from './whatsapp-handoff'

type Props = {
  texts: QuoteFormTexts['sent']
  whatsappUrl: string | null
  /** The server answered a submit made without scripts: WhatsApp was not opened. */
  scriptless: boolean
  onAnother: () => void
}

const primary = 'rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700'
const secondary = 'rounded-full border-2 border-brand-600 px-6 py-3 font-bold text-brand-700 hover:bg-white'

/**
 * Shown after a quote is stored: confirmation, the WhatsApp hand-off and a fresh form. After a
 * submit the server answered (made before scripts ran, or without them) WhatsApp was not opened, so
 * the panel offers the link instead of saying it was, and a fresh form is the page loaded again.
 */
export function QuoteSent({ texts, whatsappUrl, scriptless, onAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="rounded-3xl bg-brand-50 p-8 text-center ring-1 ring-brand-100" aria-live="polite">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto h-14 w-14 text-brand-600">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path
          d="m14 25 7 7 13-15"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-brand-800 outline-none">
        {texts.title}
      </h3>
      <p className="mx-auto mt-3 max-w-lg text-muted">{scriptless ? texts.textNoScript : texts.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {whatsappUrl ? (
          <WhatsappHandoff url={whatsappUrl} className={primary}>
            {scriptless ? texts.whatsappNoScript : texts.whatsapp}
          </WhatsappHandoff>
        ) : null}
        {scriptless ? (
          <a href="?" className={secondary}>
            {texts.another}
          </a>
        ) : (
          <button type="button" onClick={onAnother} className={secondary}>
            {texts.another}
          </button>
        )}
      </div>
    </div>
  )
}
