import type { Caller } from '@/lib/db/caller'
import { namedCall } from '@/lib/db/rpc'
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
 * arguments as the request's role and claims, and answer with its result as JSON (rows for a
 * set-returning function, the value for a scalar one, 204 for void) or its error.
 */
export async function rpcReply(db: Database, request: RecordedRequest): Promise<Reply> {
  const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(request.path)?.[1]
  if (request.method !== 'POST' || !fn) return { status: 404, body: { message: 'not found' } }
  try {
    const { call, params } = namedCall(fn, JSON.parse(request.body || '{}') as Record<string, unknown>)
    const result = await db.asCaller(callerOf(request), async (tx) => {
      const kind = await tx.query<{ retset: boolean; rettype: string }>(`select proretset as retset, prorettype::regtype::text as rettype from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace limit 1`, [fn])
      const { retset, rettype } = kind.rows[0] ?? { retset: false, rettype: 'void' }
      if (retset) return { rows: (await tx.query(`select * from ${call}`, params)).rows }
      const value = (await tx.query<{ value: unknown }>(`select ${call} as value`, params)).rows[0]?.value
      return rettype === 'void' ? { void: true } : { value }
    })
    if ('void' in result) return { status: 204 }
    return { status: 200, body: 'rows' in result ? result.rows : (result.value ?? null) }
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    return { status: code === '42501' ? 401 : 400, body: { code, message, details: null, hint: null } }
  }
}

/** A local HTTP stand-in for PostgREST's /rest/v1/rpc/<fn> over a database. */
export const postgrestRpcStandIn = (db: Database) => recordingServer((request) => rpcReply(db, request))
