import 'server-only'
import { requireAdmin } from '../auth/guard'
import { withRetries } from '../retry'
import { getQuoteStore, QuoteStoreError, type QuotePage, type QuoteRow } from './store'

export const PAGE_SIZE = 20
const EXPORT_BATCH = 1000

function store() {
  const configured = getQuoteStore()
  if (!configured) throw new QuoteStoreError('Supabase configurado pela metade: defina SUPABASE_URL e SUPABASE_ANON_KEY')
  return configured
}

/** One page of quote requests, newest first, for the signed-in administrator (retried on failure). */
export async function listQuotes({ page, search }: { page: number; search?: string }): Promise<QuotePage> {
  const admin = await requireAdmin()
  return withRetries(() => store().list(admin, { page, pageSize: PAGE_SIZE, search }))
}

/** Every quote matching `search`, newest first, for the CSV export. */
export async function allQuotes(search?: string): Promise<QuoteRow[]> {
  const admin = await requireAdmin()
  const rows: QuoteRow[] = []
  for (let page = 1; ; page++) {
    const batch = await withRetries(() => store().list(admin, { page, pageSize: EXPORT_BATCH, search }))
    rows.push(...batch.rows)
    if (rows.length >= batch.total || batch.rows.length === 0) return rows
  }
}

/** The page and search of the dashboard's URL, made safe. */
export function parseListParams(params: Record<string, string | string[] | undefined>) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
  const page = Number.parseInt(first(params.pagina) ?? '1', 10)
  const search = first(params.busca)?.trim().slice(0, 100) || undefined
  return { page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1, search }
}
