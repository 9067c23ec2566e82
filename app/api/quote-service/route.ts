'use server'

import { getQuoteStore } from '@/lib/quotes/store'

export type QuoteServiceStatus = { configured: boolean; connected: boolean }

/** The form's on-load check (SPEC.md section 4): is the backend configured, and does it answer? */
export async function checkQuoteService(): Promise<QuoteServiceStatus> {
  const store = getQuoteStore()
  if (!store) return { configured: false, connected: false }
  return { configured: true, connected: await store.probe() }
}
