'use client'

import { useEffect, useState, type RefCallback } from 'react'
import type { QuoteServiceStatus } from '@/lib/quotes/contract'
import { useNearViewport } from '@/components/ui/use-near-viewport'

const unreachable: QuoteServiceStatus = { configured: true, connected: false }

// One check per visit to the form's page: the waiting form (deferred-quote-form.tsx) makes it to know
// whether to load at once, and the form reads the same answer instead of asking again.
let check: Promise<QuoteServiceStatus> | null = null

/** Whether quotes can be stored now (GET /api/quote-service); each call during one visit shares the answer. */
export const checkQuoteService = () =>
  (check ??= fetch('/api/quote-service', { cache: 'no-store' }).then(
    (response) => (response.ok ? (response.json() as Promise<QuoteServiceStatus>) : unreachable),
    () => unreachable,
  ))

/** The visitor left the form's page: the next visit asks again. */
export const forgetQuoteService = () => {
  check = null
}

export const serviceProblem = (status: QuoteServiceStatus) => !status.configured || !status.connected

/**
 * The form's check that quotes can be stored, made once the form nears the screen: on the home page
 * most visitors never scroll that far, and each check queries the database. Returns the ref callback
 * for the form and the status (null until known).
 */
export function useQuoteService(): [RefCallback<HTMLFormElement>, QuoteServiceStatus | null] {
  const [watch, near] = useNearViewport<HTMLFormElement>('600px 0px')
  const [status, setStatus] = useState<QuoteServiceStatus | null>(null)
  useEffect(() => {
    if (near) void checkQuoteService().then(setStatus)
  }, [near])
  return [watch, status]
}
