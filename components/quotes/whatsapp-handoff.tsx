'use client'

import type { ReactNode } from 'react'
import { openWhatsapp } from '@/lib/quotes/open-whatsapp'

type Props = { url: string; className: string; children: ReactNode }

/**
 * Hands the request to WhatsApp: a link, so it works before the scripts run and without them; once
 * they run, the chat opens the way the device prefers (the same window on phones).
 */
export function WhatsappHandoff({ url, className, children }: Props) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        openWhatsapp(url)
      }}
      className={className}
    >
      {children}
    </a>
  )
}
