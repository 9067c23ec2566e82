import 'server-only'
import { env } from '../env'
import type { SignedInCaller } from '../db/caller'
import { embeddedQuoteStore } from './embedded-store'
import type { QuoteInput } from './schema'
import { supabaseQuoteStore } from './supabase-store'

/** A quote as the form sends it, with the id that makes a retried submit store one row. */
export type NewQuote = QuoteInput & { submission_id: string }

/** A stored quote as the administrator reads it (columns of SPEC.md section 3). */
export type QuoteRow = {
  id: number
  created_at: string
  name: string | null
  email: string | null
  phone: string | null
  whatsapp: string | null
  neighborhood: string | null
  party_type: string | null
  guests: number | null
  date: string | null
  event_time: string | null
  message: string | null
}

export type QuotePage = { rows: QuoteRow[]; total: number }

export type ListOptions = { page: number; pageSize: number; search?: string }

export class QuoteStoreError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'QuoteStoreError'
  }
}

/** Where quote requests live: Supabase or the embedded PostgreSQL, behind one contract. */
export interface QuoteStore {
  /** The connection probe of SPEC.md section 7: can the quote table be read at all? */
  probe(): Promise<boolean>
  /** Stores a quote as the anonymous visitor; a repeated submission id stores nothing new. */
  insert(quote: NewQuote): Promise<void>
  /** Newest first, as `caller` (row-level security decides what they see). */
  list(caller: SignedInCaller, options: ListOptions): Promise<QuotePage>
}

let store: QuoteStore | null | undefined

/** The configured store, or null when Supabase is only partly configured. */
export function getQuoteStore(): QuoteStore | null {
  if (store !== undefined) return store
  const backend = env.quotes
  store = backend.kind === 'supabase' ? supabaseQuoteStore(backend) : backend.kind === 'embedded' ? embeddedQuoteStore(backend.dataDir) : null
  return store
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
