import 'server-only'
import { env } from '../config/env'
import { embeddedQuoteStore } from './adapters/embedded'
import { supabaseQuoteStore } from './adapters/supabase'
import { unconfiguredQuoteStore } from './adapters/unconfigured'
import { QuoteStoreError, type QuoteServiceStatus, type QuoteStore } from './contract'

export * from './contract'

let store: QuoteStore | undefined

/** The quote store of the configured backend (the one place that picks it). */
export function getQuoteStore(): QuoteStore {
  if (store) return store
  const backend = env.quotes
  store = backend.kind === 'supabase' ? supabaseQuoteStore(backend) : backend.kind === 'embedded' ? embeddedQuoteStore(backend.dataDir) : unconfiguredQuoteStore(backend.missing)
  return store
}

/** Whether a store is configured and answers: the quote form's on-load check. */
export async function quoteServiceStatus(): Promise<QuoteServiceStatus> {
  try {
    return { configured: true, connected: await getQuoteStore().probe() }
  } catch (error) {
    if (isUnconfigured(error)) return { configured: false, connected: false }
    throw error
  }
}

/** Whether `error` is the store saying no backend is configured. */
export const isUnconfigured = (error: unknown) => error instanceof QuoteStoreError && error.reason === 'unconfigured'
