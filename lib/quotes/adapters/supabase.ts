import 'server-only'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseClient } from '../../config/supabase'
import type { SignedInCaller } from '../../db/caller'
import { adminBatchArgs, adminQuoteArgs, pageSlice, QUOTE_COLUMNS, INSUFFICIENT_PRIVILEGE, QuoteStoreError, UNIQUE_VIOLATION, type AdminQuoteArgs, type BatchOptions, type QuoteDetail, type QuoteNote, type QuotePage, type QuoteRow, type QuoteStore } from '../contract'

type Config = SupabaseConfig

// A server-side client with the public anon key; with an access token it acts as that user.
const client = (config: Config, accessToken?: string) => supabaseClient(config, { accessToken })

// Typed as plain strings: supabase-js would otherwise parse the select list's type (too deep here).
const COLUMNS: string = QUOTE_COLUMNS.join(', ')
const DETAIL_COLUMNS: string = `${COLUMNS}, status_changed_at, notification_status`

// A set-returning function's answer is an array (supabase-js types it as one row or many).
const asRows = (data: QuoteRow | QuoteRow[] | null) => (Array.isArray(data) ? data : [])

const refused = (what: string, error: { message: string }) => new QuoteStoreError(`Supabase recusou ${what}: ${error.message}`)

/** Quote requests in Supabase through PostgREST, as anon or as the signed-in user. */
export function supabaseQuoteStore(config: SupabaseConfig): QuoteStore {
  const anon = supabaseClient(config)
  // The list's functions (migration 20261125140000) search by index and refuse anyone but an administrator.
  const count = async (caller: SignedInCaller, args: AdminQuoteArgs) => {
    const { data, error } = await client(config, caller.accessToken).rpc('admin_quotes_count', args)
    if (error) throw refused('a contagem', error)
    return typeof data === 'number' ? data : 0
  }
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

    async list(caller: SignedInCaller, { page, pageSize, search, filters }): Promise<QuotePage> {
      const args = adminQuoteArgs(search, filters)
      const total = await count(caller, args)
      const slice = pageSlice(total, page, pageSize)
      if (!slice) return { rows: [], total }
      const { data, error } = await client(config, caller.accessToken)
        .rpc('admin_quotes', { ...args, p_limit: slice.limit, p_offset: slice.offset, p_oldest_first: slice.oldestFirst })
        .select<string, QuoteRow>(COLUMNS)
      if (error) throw refused('a listagem', error)
      const rows = asRows(data)
      return { rows: slice.oldestFirst ? rows.reverse() : rows, total }
    },

    async batch(caller: SignedInCaller, options: BatchOptions): Promise<QuoteRow[]> {
      const { data, error } = await client(config, caller.accessToken)
        .rpc('admin_quotes', adminBatchArgs(options))
        .select<string, QuoteRow>(COLUMNS)
      if (error) throw refused('a exportação', error)
      return asRows(data)
    },

    countByStatus: (caller, status) => count(caller, { p_status: status }),

    async get(caller, id) {
      const { data, error } = await client(config, caller.accessToken)
        .from('Orcamentos')
        .select(DETAIL_COLUMNS)
        .eq('id', id)
        .maybeSingle()
      if (error) throw refused('a leitura do orçamento', error)
      return (data ?? null) as QuoteDetail | null
    },

    async setStatus(caller, id, status, lost) {
      const { data, error } = await client(config, caller.accessToken).rpc('set_quote_status', {
        p_id: id,
        p_status: status,
        ...(lost && { p_lost_reason: lost.reason, p_lost_detail: lost.detail ?? null }),
      })
      // Someone who is not an administrator changes nothing, as row-level security would answer.
      if (error?.code === INSUFFICIENT_PRIVILEGE) return false
      if (error) throw refused('a mudança de status', error)
      return data === true
    },

    async addNote(caller, id, body) {
      const { error } = await client(config, caller.accessToken).from('orcamento_notas').insert({ orcamento_id: id, body })
      if (error) throw refused('a nota', error)
    },

    async listNotes(caller, id) {
      const { data, error } = await client(config, caller.accessToken)
        .from('orcamento_notas')
        .select('id, body, author_email, created_at')
        .eq('orcamento_id', id)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
      if (error) throw refused('a listagem de notas', error)
      return (data ?? []) as QuoteNote[]
    },

    async recordNotification(submissionId, outcome) {
      const { data, error } = await anon.rpc('record_quote_notification', { p_submission_id: submissionId, p_outcome: outcome })
      if (error) throw refused('o registro do aviso por e-mail', error)
      return typeof data === 'number' ? data : null
    },
  }
}
