import 'server-only'
import { requireAdmin } from '../auth/guard'
import { withRetries } from '../retry'
import { getQuoteStore, type QuotePage, type QuoteRow } from '.'

export const PAGE_SIZE = 20
const EXPORT_BATCH = 1000

/** One page of quote requests, newest first, for the signed-in administrator (retried on failure). */
export async function listQuotes({ page, search }: { page: number; search?: string }): Promise<QuotePage> {
  const admin = await requireAdmin()
  return withRetries(() => getQuoteStore().list(admin, { page, pageSize: PAGE_SIZE, search }))
}

/** Every quote matching `search`, newest first, for the CSV export. */
export async function allQuotes(search?: string): Promise<QuoteRow[]> {
  const admin = await requireAdmin()
  const rows: QuoteRow[] = []
  for (let page = 1; ; page++) {
    const batch = await withRetries(() => getQuoteStore().list(admin, { page, pageSize: EXPORT_BATCH, search }))
    rows.push(...batch.rows)
    if (rows.length >= batch.total || batch.rows.length === 0) return rows
  }
}
