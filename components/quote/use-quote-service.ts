'use client'

import { useEffect, useState, type RefCallback } from 'react'
import type { QuoteServiceStatus } from '@/lib/quotes/contract'
import { useNearViewport } from '@/components/ui/use-near-viewport'

const unreachable: QuoteServiceStatus = { configured: true, connected: false }

/**
 * The form's check that quotes can be stored (GET /api/quote-service), made once the form nears the
 * screen: on the home page most visitors never scroll that far, and each check queries the database.
 * Returns the ref callback for the form and the status (null until known).
 */
export function useQuoteService(): [RefCallback<HTMLFormElement>, QuoteServiceStatus | null] {
  const [watch, near] = useNearViewport<HTMLFormElement>('600px 0px')
  const [status, setStatus] = useState<QuoteServiceStatus | null>(null)
  useEffect(() => {
    if (!near) return
    fetch('/api/quote-service', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<QuoteServiceStatus>) : unreachable))
      .then(setStatus, () => setStatus(unreachable))
  }, [near])
  return [watch, status]
}
