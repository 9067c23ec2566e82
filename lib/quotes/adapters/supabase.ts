import 'server-only'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseClient } from '../../config/supabase'
import type { SignedInCaller } from '../../db/caller'
import { QUOTE_COLUMNS, QuoteStoreError, SEARCH_COLUMNS, UNIQUE_VIOLATION, type QuotePage, type QuoteRow, type QuoteStore } from '../contract'

// PostgREST's `or` filter syntax: commas and parentheses would split the expression.
const postgrestSearch = (search: string) => `*${search.replace(/[,()*\\]/g, ' ').replace(/\s+/g, ' ').trim()}*`

/** Quote requests in Supabase through PostgREST, as anon or as the signed-in user. */
export function supabaseQuoteStore(config: SupabaseConfig): QuoteStore {
  const anon = supabaseClient(config)
  return {
    async probe() {
      const { error } = await anon.from('Orcamentos').select('*', { count: 'exact', head: true }).limit(1)
      if (error) console.error('[orcamentos] Supabase indisponível', error.message)
      return !error
    },

    async insert(quote) {
      const { error } = await anon.from('Orcamentos').insert(quote)
      if (error && error.code !== UNIQUE_VIOLATION) throw new QuoteStoreError(`Supabase recusou o orçamento: ${error.message}`)
    },

    async list(caller: SignedInCaller, { page, pageSize, search }): Promise<QuotePage> {
      let query = supabaseClient(config, { accessToken: caller.accessToken })
        .from('Orcamentos')
        .select<string, QuoteRow>(QUOTE_COLUMNS.join(', '), { count: 'exact' })
      if (search) {
        const pattern = postgrestSearch(search)
        query = query.or(SEARCH_COLUMNS.map((column) => `${column}.ilike.${pattern}`).join(','))
      }
      const from = (page - 1) * pageSize
      const { data, error, count } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).range(from, from + pageSize - 1)
      if (error) throw new QuoteStoreError(`Supabase recusou a listagem: ${error.message}`)
      return { rows: data ?? [], total: count ?? 0 }
    },
  }
}
