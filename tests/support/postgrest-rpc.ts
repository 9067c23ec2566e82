import type { Caller } from '@/lib/db/caller'
import { jsonCall } from '@/lib/db/rpc'
import type { TestDatabase } from './engines'
import { recordingServer, type RecordedRequest, type Reply } from './recording-server'

/** Either engine's database, or the app's own EmbeddedDatabase. */
type Database = Pick<TestDatabase, 'asCaller'>

/** The caller PostgREST would run as: the bearer JWT's claims (not verified here), else anon. */
function callerOf(request: RecordedRequest): Caller {
  const token = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string; email?: string; session_id?: string }
    if (claims.sub) return { role: 'authenticated', userId: claims.sub, email: claims.email ?? '', ...(claims.session_id ? { sessionId: claims.session_id } : {}) }
  } catch {}
  return { role: 'anon' }
}

/**
 * What PostgREST does for POST /rest/v1/rpc/<fn>: call the function with the JSON body's named
 * arguments as the request's role and claims, and answer in PostgreSQL's own JSON (rows for a
 * set-returning function, each with the `select` columns when asked; the value for a scalar one;
 * 204 for void) or its error, the SQLSTATE in `code` (401 for anon refused a privilege, 403 for a
 * signed-in user, 400 otherwise).
 */
export async function rpcReply(db: Database, request: RecordedRequest): Promise<Reply> {
  const fn = /^\/rest\/v1\/rpc\/([a-z_0-9]+)$/.exec(request.path)?.[1]
  if (request.method !== 'POST' || !fn) return { status: 404, body: { message: 'not found' } }
  const caller = callerOf(request)
  try {
    const select = request.query.get('select')?.split(',').map((column) => column.trim())
    const { sql, params } = jsonCall(fn, JSON.parse(request.body || '{}') as Record<string, unknown>, select)
    const result = await db.asCaller(caller, async (tx) => {
      const kind = await tx.query<{ retset: boolean; rettype: string }>(`select proretset as retset, prorettype::regtype::text as rettype from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace limit 1`, [fn])
      const { retset, rettype } = kind.rows[0] ?? { retset: false, rettype: 'void' }
      const values = (await tx.query<{ value: unknown }>(sql, params)).rows.map(({ value }) => value)
      return retset ? { rows: values } : rettype === 'void' ? { void: true } : { value: values[0] ?? null }
    })
    if ('void' in result) return { status: 204 }
    return { status: 200, body: 'rows' in result ? result.rows : result.value }
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    return { status: code === '42501' ? (caller.role === 'anon' ? 401 : 403) : 400, body: { code, message, details: null, hint: null } }
  }
}

/** A local HTTP stand-in for PostgREST's /rest/v1/rpc/<fn> over a database. */
export const postgrestRpcStandIn = (db: Database) => recordingServer((request) => rpcReply(db, request))
