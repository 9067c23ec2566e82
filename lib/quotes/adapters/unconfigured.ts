import 'server-only'
import { QuoteStoreError, type QuoteStore } from '../contract'

/** The store while Supabase is only half configured: every call says so, and nothing is stored. */
export function unconfiguredQuoteStore(missing: string): QuoteStore {
  const refuse = async (): Promise<never> => {
    throw new QuoteStoreError(`Supabase configurado pela metade: falta ${missing}`, { reason: 'unconfigured' })
  }
  return { probe: refuse, insert: refuse, list: refuse, batch: refuse, countByStatus: refuse, get: refuse, setStatus: refuse, addNote: refuse, listNotes: refuse, recordNotification: refuse }
}
