'use client'

import type { ReactNode } from 'react'
import { openWhatsapp } from '@/lib/quotes/open-whatsapp'
import { useHydrated } from '@/components/ui/use-hydrated'

type Props = { url: string; className: string; children: ReactNode }

/**
 * Hands the request to WhatsApp: a button that opens the chat the way the device prefers once
 * scripts run, a plain link in the server's HTML (before they run, or without them).
 */
export function WhatsappHandoff({ url, className, children }: Props) {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    )
  }
  return (
    <button type="button" onClick={() => openWhatsapp(url)} className={className}>
      {children}
    </button>
  )
}
