import type { QuoteRow } from '@/lib/quotes/contract'
import { recordingServer, type RecordedRequest, type Reply } from './recording-server'

type StoredQuote = QuoteRow & { submission_id: string }

/** SQL LIKE (backslash escapes, `%` any run, `_` one character) as a case-insensitive RegExp: ILIKE. */
function ilike(pattern: string): RegExp {
  let source = ''
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!
    if (char === '\\') source += (pattern[++index] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    else if (char === '%') source += '.*'
    else if (char === '_') source += '.'
    else source += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`, 'is')
}

/** PostgREST's `or=(col.ilike.value,…)`: values end at the next comma or closing parenthesis; `*` stands for `%`. */
function orFilter(expression: string): (row: StoredQuote) => boolean {
  const conditions = [...expression.replace(/^\(|\)$/g, '').matchAll(/([a-z_]+)\.ilike\.([^,)]*)/g)].map(([, column, value]) => ({
    column: column as keyof StoredQuote,
    pattern: ilike(value!.replaceAll('*', '%')),
  }))
  return (row) => conditions.some(({ column, pattern }) => pattern.test(String(row[column] ?? '')))
}

// The stored generated column the search filters on (migration 20261125090000_quote_pipeline).
const searchText = (row: StoredQuote) => [row.name, row.email, row.phone, row.whatsapp, row.neighborhood].map((value) => value ?? '').join('\u001f')

const compare: Record<string, (cell: string, value: string) => boolean> = {
  ilike: (cell, value) => ilike(value.replaceAll('*', '%')).test(cell),
  like: (cell, value) => new RegExp(ilike(value.replaceAll('*', '%')).source, 's').test(cell),
  eq: (cell, value) => cell === value,
  gte: (cell, value) => cell >= value,
  lte: (cell, value) => cell <= value,
  lt: (cell, value) => cell < value,
}

/** PostgREST's horizontal filters, `column=operator.value`, all of which a row must pass. */
function columnFilters(query: URLSearchParams): (row: StoredQuote) => boolean {
  const filters = [...query].filter(([name]) => !['select', 'order', 'offset', 'limit', 'or'].includes(name))
  return (row) =>
    filters.every(([column, expression]) => {
      const [, operator, value] = /^([a-z]+)\.(.*)$/s.exec(expression) ?? []
      const cell = column === 'search_text' ? searchText(row) : String(row[column as keyof StoredQuote] ?? '')
      const test = operator && compare[operator]
      if (!test) throw new Error(`filtro não suportado pelo substituto: ${column}=${expression}`)
      return test(cell, value!)
    })
}

/** public.admin_quotes and admin_quotes_count (migration 20261125140000) over the stored rows, with their named arguments. */
function adminQuotes(rows: StoredQuote[], args: Record<string, string | number | boolean | undefined>) {
  const time = (value: unknown) => Date.parse(String(value))
  const after = args.p_after_created_at !== undefined && args.p_after_id !== undefined ? { at: time(args.p_after_created_at), id: Number(args.p_after_id) } : undefined
  const newestFirst = (a: StoredQuote, b: StoredQuote) => time(b.created_at) - time(a.created_at) || b.id - a.id
  const oldestFirst = args.p_oldest_first === true
  const matching = rows
    .filter(
      (row) =>
        (args.p_search === undefined || ilike(String(args.p_search)).test(searchText(row))) &&
        (args.p_status === undefined || row.status === args.p_status) &&
        (args.p_party_type === undefined || new RegExp(ilike(String(args.p_party_type)).source, 's').test(row.party_type ?? '')) &&
        (args.p_event_from === undefined || (row.date ?? '') >= String(args.p_event_from)) &&
        (args.p_event_to === undefined || (row.date ?? '') <= String(args.p_event_to)) &&
        (args.p_received_from === undefined || time(row.created_at) >= time(args.p_received_from)) &&
        (args.p_received_before === undefined || time(row.created_at) < time(args.p_received_before)) &&
        (!after || (oldestFirst ? -1 : 1) * (after.at - time(row.created_at) || after.id - row.id) > 0),
    )
    .toSorted((a, b) => (oldestFirst ? -1 : 1) * newestFirst(a, b))
  const offset = Number(args.p_offset ?? 0)
  return { count: matching.length, page: matching.slice(offset, offset + Number(args.p_limit ?? 20)) }
}

/** PostgREST's `select=a,b` on a function's rows. */
const project = (row: StoredQuote, select: string | null) => (select ? Object.fromEntries(select.split(',').map((column) => [column.trim(), row[column.trim() as keyof StoredQuote]])) : row)

const error = (status: number, code: string, message: string): Reply => ({ status, body: { code, details: null, hint: null, message } })

/**
 * A stand-in for Supabase's PostgREST over public."Orcamentos", behaving as the quote store relies
 * on: the `apikey` must be the project's anon key and the bearer token the anon key or a known
 * user's JWT (else 401 PGRST301); anon may insert but reads nothing, administrators read every row
 * (the row-level security of the migrations); the admin list's functions `rpc/admin_quotes` and
 * `rpc/admin_quotes_count` (refused to anon and non-administrators); `or=` and column filters (ilike, like, eq, ranges; search_text as the migration generates it), order, offset/limit,
 * `Prefer: count=exact` with Content-Range, and a 409 23505 for a repeated submission id.
 */
export async function postgrestStandIn({ anonKey, users }: { anonKey: string; users: Record<string, { admin: boolean }> }) {
  const rows: StoredQuote[] = []
  let nextId = 1
  const server = await recordingServer((request: RecordedRequest) => {
    const rpc = /^\/rest\/v1\/rpc\/(admin_quotes|admin_quotes_count)$/.exec(request.path)?.[1]
    if (!rpc && !request.path.startsWith('/rest/v1/Orcamentos')) return error(404, 'PGRST205', `Could not find the table 'public.${request.path.split('/').at(-1)}' in the schema cache`)
    const token = request.headers.authorization?.replace(/^Bearer /, '')
    if (request.headers.apikey !== anonKey || !token || (token !== anonKey && !users[token])) return error(401, 'PGRST301', 'JWT could not be decoded')
    const canRead = token !== anonKey && users[token]!.admin

    if (rpc) {
      // Not granted to anon (PostgREST answers 401 to an anonymous request refused a privilege); a non-administrator is refused inside.
      if (token === anonKey) return error(401, '42501', `permission denied for function ${rpc}`)
      if (!canRead) return error(403, '42501', 'permission denied: only administrators read quotes')
      const { count, page } = adminQuotes(rows, JSON.parse(request.body || '{}') as Parameters<typeof adminQuotes>[1])
      return { status: 200, body: rpc === 'admin_quotes_count' ? count : page.map((row) => project(row, request.query.get('select'))) }
    }

    if (request.method === 'POST') {
      const quote = JSON.parse(request.body) as Omit<StoredQuote, 'id' | 'created_at' | 'status' | 'last_note'>
      if (rows.some((row) => row.submission_id === quote.submission_id)) {
        return error(409, '23505', 'duplicate key value violates unique constraint "orcamentos_submission_id_key"')
      }
      rows.push({ status: 'novo', last_note: null, ...quote, id: nextId++, created_at: new Date(Date.now() + nextId).toISOString() })
      return { status: 201 }
    }

    const visible = canRead ? rows : []
    const or = request.query.get('or')
    const matching = (or ? visible.filter(orFilter(or)) : visible).filter(columnFilters(request.query)).toSorted((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    const offset = Number(request.query.get('offset') ?? 0)
    const limit = Number(request.query.get('limit') ?? matching.length)
    const page = matching.slice(offset, offset + limit).map(({ submission_id: _, ...row }) => row)
    const counted = (request.headers.prefer ?? '').includes('count=exact')
    const range = `${page.length ? `${offset}-${offset + page.length - 1}` : '*'}/${counted ? matching.length : '*'}`
    return { status: 200, body: request.method === 'HEAD' ? undefined : page, headers: { 'content-range': range } }
  })
  return { ...server, rows }
}
