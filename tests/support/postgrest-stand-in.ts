import type { QuoteRow } from '@/lib/quotes/store'
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

const error = (status: number, code: string, message: string): Reply => ({ status, body: { code, details: null, hint: null, message } })

/**
 * A stand-in for Supabase's PostgREST over public."Orcamentos", behaving as the quote store relies
 * on: the `apikey` must be the project's anon key and the bearer token the anon key or a known
 * user's JWT (else 401 PGRST301); anon may insert but reads nothing, administrators read every row
 * (the row-level security of the migrations); `or=` ilike filters, order, offset/limit,
 * `Prefer: count=exact` with Content-Range, and a 409 23505 for a repeated submission id.
 */
export async function postgrestStandIn({ anonKey, users }: { anonKey: string; users: Record<string, { admin: boolean }> }) {
  const rows: StoredQuote[] = []
  let nextId = 1
  const server = await recordingServer((request: RecordedRequest) => {
    if (!request.path.startsWith('/rest/v1/Orcamentos')) return error(404, 'PGRST205', `Could not find the table 'public.${request.path.split('/').at(-1)}' in the schema cache`)
    const token = request.headers.authorization?.replace(/^Bearer /, '')
    if (request.headers.apikey !== anonKey || !token || (token !== anonKey && !users[token])) return error(401, 'PGRST301', 'JWT could not be decoded')
    const canRead = token !== anonKey && users[token]!.admin

    if (request.method === 'POST') {
      const quote = JSON.parse(request.body) as Omit<StoredQuote, 'id' | 'created_at'>
      if (rows.some((row) => row.submission_id === quote.submission_id)) {
        return error(409, '23505', 'duplicate key value violates unique constraint "orcamentos_submission_id_key"')
      }
      rows.push({ ...quote, id: nextId++, created_at: new Date(Date.now() + nextId).toISOString() })
      return { status: 201 }
    }

    const visible = canRead ? rows : []
    const or = request.query.get('or')
    const matching = (or ? visible.filter(orFilter(or)) : visible).toSorted((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    const offset = Number(request.query.get('offset') ?? 0)
    const limit = Number(request.query.get('limit') ?? matching.length)
    const page = matching.slice(offset, offset + limit).map(({ submission_id: _, ...row }) => row)
    const counted = (request.headers.prefer ?? '').includes('count=exact')
    const range = `${page.length ? `${offset}-${offset + page.length - 1}` : '*'}/${counted ? matching.length : '*'}`
    return { status: 200, body: request.method === 'HEAD' ? undefined : page, headers: { 'content-range': range } }
  })
  return { ...server, rows }
}
