import 'server-only'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { SignedInCaller } from '../db/caller'
import { QuoteStoreError, type QuotePage, type QuoteRow, type QuoteStore } from './store'

type Config = { url: string; anonKey: string }

const UNIQUE_VIOLATION = '23505'

// A server-side client with the public anon key; with an access token it acts as that user.
function client({ url, anonKey }: Config, accessToken?: string) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined,
  })
}

// PostgREST's `or` filter syntax: commas and parentheses would split the expression.
const postgrestSearch = (search: string) => `*${search.replace(/[,()*\\]/g, ' ').replace(/\s+/g, ' ').trim()}*`

/** Quote requests in Supabase through PostgREST, as anon or as the signed-in user. */
export function supabaseQuoteStore(config: Config): QuoteStore {
  const anon = client(config)
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
      let query = client(config, caller.accessToken)
        .from('Orcamentos')
        .select('id, created_at, name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message', { count: 'exact' })
      if (search) {
        const pattern = postgrestSearch(search)
        query = query.or(['name', 'email', 'phone', 'whatsapp', 'neighborhood'].map((column) => `${column}.ilike.${pattern}`).join(','))
      }
      const from = (page - 1) * pageSize
      const { data, error, count } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).range(from, from + pageSize - 1)
      if (error) throw new QuoteStoreError(`Supabase recusou a listagem: ${error.message}`)
      return { rows: (data ?? []) as QuoteRow[], total: count ?? 0 }
    },
  }
}
