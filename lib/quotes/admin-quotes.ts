import 'server-only'
import { recordAdminAction } from '../audit/record'
import { requireAdmin } from '../auth/guard'
import { withRetries } from '../retry'
import { getQuoteStore } from './store'
import type { ListCursor, QuoteDetail, QuoteHistoryEntry, QuoteNote, QuotePage, QuoteRow } from './contract'
import type { ListParams, QuoteFilters } from './filters'

export const PAGE_SIZE = 20
const EXPORT_BATCH = 1000

/** One page of quote requests, newest first, for the signed-in administrator (retried on failure). */
export async function listQuotes({ page, search, filters }: ListParams): Promise<QuotePage> {
  const admin = await requireAdmin()
  return withRetries(() => getQuoteStore().list(admin, { page, pageSize: PAGE_SIZE, search, filters }))
}

/** How many quotes are still Novo (the dashboard's title). */
export async function countNewQuotes(): Promise<number> {
  const admin = await requireAdmin()
  return withRetries(() => getQuoteStore().countByStatus(admin, 'novo'))
}

/** How many quotes are held as suspect (sent while the site was flooded; their e-mail held). */
export async function countSuspectQuotes(): Promise<number> {
  const admin = await requireAdmin()
  return withRetries(() => getQuoteStore().countByStatus(admin, 'suspeito'))
}

/** One quote and its notes (newest first), or null when there is no such quote; the opening is recorded. */
export async function quoteWithNotes(id: number): Promise<{ quote: QuoteDetail; notes: QuoteNote[] } | null> {
  const admin = await requireAdmin()
  const store = getQuoteStore()
  const [quote, notes] = await Promise.all([
    withRetries(() => store.get(admin, id)),
    withRetries(() => store.listNotes(admin, id)),
  ])
  if (!quote) return null
  await recordAdminAction(admin, 'quote_opened', `orcamento:${id}`)
  return { quote, notes }
}

/**
 * Every quote matching the search and filters, newest first, in batches read one after the other
 * (keyset paging: each batch costs the same however far into the list it is).
 */
export async function* exportQuotes(search?: string, filters: QuoteFilters = {}): AsyncGenerator<QuoteRow[]> {
  const admin = await requireAdmin()
  // The filters as used; the search only as "there was one": its text may be a client's e-mail.
  await recordAdminAction(admin, 'csv_export', null, { filtros: filters, busca: Boolean(search) })
  const store = getQuoteStore()
  let after: ListCursor | undefined
  for (;;) {
    const batch = await withRetries(() => store.batch(admin, { limit: EXPORT_BATCH, search, filters, after }))
    if (batch.length > 0) yield batch
    const last = batch.at(-1)
    if (!last || batch.length < EXPORT_BATCH) return
    after = { createdAt: last.created_at, id: last.id }
  }
}

/** A quote's history of changes, newest first. */
export async function quoteHistory(id: number): Promise<QuoteHistoryEntry[]> {
  const admin = await requireAdmin()
  return withRetries(() => getQuoteStore().history(admin, id))
}
