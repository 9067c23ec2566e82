import 'server-only'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseClient } from '../../config/supabase'
import type { SignedInCaller } from '../../db/caller'
import { QUOTE_COLUMNS, QuoteStoreError, UNIQUE_VIOLATION, type BatchOptions, type ListCursor, type QuoteDetail, type QuoteNote, type QuotePage, type QuoteRow, type QuoteStore } from '../contract'
import { receivedBounds, type QuoteFilters } from '../filters'

type Config = SupabaseConfig

// A server-side client with the public anon key; with an access token it acts as that user.
const client = (config: Config, accessToken?: string) => supabaseClient(config, { accessToken })

// Typed as plain strings: supabase-js would otherwise parse the select list's type (too deep here).
const COLUMNS: string = QUOTE_COLUMNS.join(', ')
const DETAIL_COLUMNS: string = `${COLUMNS}, status_changed_at, notification_status`

// PostgREST turns `*` into the LIKE wildcard; `%`, `_` and `\` are escaped as the embedded store does.
const postgrestPattern = (text: string) => `*${text.replace(/\*/g, ' ').replace(/[\\%_]/g, (char) => `\\${char}`)}*`

type Condition = [column: string, operator: 'ilike' | 'like' | 'eq' | 'gte' | 'lte' | 'lt', value: string]

/** The search (on the indexed search_text column) and the filters as PostgREST filters (`column=operator.value`). */
function conditions(search?: string, filters: QuoteFilters = {}): Condition[] {
  const received = receivedBounds(filters)
  const all: (Condition | false | '' | undefined)[] = [
    search && ['search_text', 'ilike', postgrestPattern(search)],
    filters.status && ['status', 'eq', filters.status],
    filters.partyType && ['party_type', 'like', postgrestPattern(filters.partyType)],
    filters.eventFrom && ['date', 'gte', filters.eventFrom],
    filters.eventTo && ['date', 'lte', filters.eventTo],
    received.from && ['created_at', 'gte', received.from],
    received.before && ['created_at', 'lt', received.before],
  ]
  return all.filter((condition): condition is Condition => Boolean(condition))
}

/** Rows after the cursor, newest first: older, or as old with a smaller id. */
const afterCursor = ({ createdAt, id }: ListCursor) => `created_at.lt."${createdAt}",and(created_at.eq."${createdAt}",id.lt.${id})`

const refused = (what: string, error: { message: string }) => new QuoteStoreError(`Supabase recusou ${what}: ${error.message}`)

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

    async list(caller: SignedInCaller, { page, pageSize, search, filters }): Promise<QuotePage> {
      let query = client(config, caller.accessToken).from('Orcamentos').select<string, QuoteRow>(COLUMNS, { count: 'exact' })
      for (const [column, operator, value] of conditions(search, filters)) query = query.filter(column, operator, value)
      const from = (page - 1) * pageSize
      const { data, error, count } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).range(from, from + pageSize - 1)
      if (error) throw refused('a listagem', error)
      return { rows: data ?? [], total: count ?? 0 }
    },

    async batch(caller: SignedInCaller, { limit, search, filters, after }: BatchOptions): Promise<QuoteRow[]> {
      let query = client(config, caller.accessToken).from('Orcamentos').select<string, QuoteRow>(COLUMNS)
      for (const [column, operator, value] of conditions(search, filters)) query = query.filter(column, operator, value)
      if (after) query = query.or(afterCursor(after))
      const { data, error } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(limit)
      if (error) throw refused('a exportação', error)
      return data ?? []
    },

    async countByStatus(caller, status) {
      const { error, count } = await client(config, caller.accessToken).from('Orcamentos').select('id', { count: 'exact', head: true }).eq('status', status)
      if (error) throw refused('a contagem', error)
      return count ?? 0
    },

    async get(caller, id) {
      const { data, error } = await client(config, caller.accessToken)
        .from('Orcamentos')
        .select(DETAIL_COLUMNS)
        .eq('id', id)
        .maybeSingle()
      if (error) throw refused('a leitura do orçamento', error)
      return (data ?? null) as QuoteDetail | null
    },

    async setStatus(caller, id, status) {
      // Asking for the id back tells a changed row from one the caller may not change (PostgREST answers 200 either way).
      const { data, error } = await client(config, caller.accessToken).from('Orcamentos').update({ status }).eq('id', id).select('id')
      if (error) throw refused('a mudança de status', error)
      return (data ?? []).length > 0
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
