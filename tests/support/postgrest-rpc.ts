import type { Caller } from '@/lib/db/caller'
import { jsonCall } from '@/lib/db/rpc'
import type { TestDatabase } from './engines'
import { recordingServer, type RecordedRequest, type Reply } from './recording-server'

/** Either engine's database, or the app's own EmbeddedDatabase. */
type Database = Pick<TestDatabase, 'asCaller'>

type Claims = { sub?: string; email?: string; session_id?: string; exp?: number }

/** The bearer JWT's claims (its signature is not checked here), or null without one. */
function claimsOf(request: RecordedRequest): Claims | null {
  const token = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Claims
  } catch {
    return null
  }
}

/** The caller PostgREST would run as: the bearer JWT's claims, else anon. */
function callerOf(claims: Claims | null): Caller {
  if (claims?.sub)
    return {
      role: 'authenticated',
      userId: claims.sub,
      email: claims.email ?? '',
      ...(claims.session_id ? { sessionId: claims.session_id } : {}),
    }
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
  const claims = claimsOf(request)
  // PostgREST checks the token's signature and expiry, and nothing else: not whether its session still lives.
  if (claims?.exp !== undefined && claims.exp * 1000 <= Date.now())
    return { status: 401, body: { code: 'PGRST301', details: null, hint: null, message: 'JWT expired' } }
  const caller = callerOf(claims)
  const table = /^\/rest\/v1\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(request.path)?.[1]
  if (table && table !== 'rpc') return tableReply(db, caller, table, request)
  const fn = /^\/rest\/v1\/rpc\/([a-z_0-9]+)$/.exec(request.path)?.[1]
  if (request.method !== 'POST' || !fn) return { status: 404, body: { message: 'not found' } }
  try {
    const select = request.query
      .get('select')
      ?.split(',')
      .map((column) => column.trim())
    const { sql, params } = jsonCall(fn, JSON.parse(request.body || '{}') as Record<string, unknown>, select)
    const result = await db.asCaller(caller, async (tx) => {
      const kind = await tx.query<{ retset: boolean; rettype: string }>(
        `select proretset as retset, prorettype::regtype::text as rettype from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace limit 1`,
        [fn],
      )
      const { retset, rettype } = kind.rows[0] ?? { retset: false, rettype: 'void' }
      const values = (await tx.query<{ value: unknown }>(sql, params)).rows.map(({ value }) => value)
      return retset ? { rows: values } : rettype === 'void' ? { void: true } : { value: values[0] ?? null }
    })
    if ('void' in result) return { status: 204 }
    return { status: 200, body: 'rows' in result ? result.rows : result.value }
  } catch (error) {
    return errorReply(error, caller)
  }
}

/** PostgREST's error for a failed statement: the SQLSTATE in `code`, 401 for anon refused a privilege, 403 for a signed-in user, 400 otherwise. */
function errorReply(error: unknown, caller: Caller): Reply {
  const { code, message } = error as { code?: string; message: string }
  return {
    status: code === '42501' ? (caller.role === 'anon' ? 401 : 403) : 400,
    body: { code, message, details: null, hint: null },
  }
}

/**
 * PostgREST's table endpoints, as an attacker holding the anon key (or a token) would use them:
 * GET /rest/v1/<table> reads the rows the role may see (200, a JSON array), POST inserts the JSON
 * body's rows as the role (201, nothing back, as with `Prefer: return=minimal`). Privileges and
 * row-level security decide, as on Supabase.
 */
async function tableReply(db: Database, caller: Caller, table: string, request: RecordedRequest): Promise<Reply> {
  const name = `public."${table}"`
  try {
    if (request.method === 'GET') {
      const rows = await db.asCaller(caller, async (tx) =>
        (await tx.query<{ row: unknown }>(`select to_jsonb(t) as row from ${name} t`)).rows.map(({ row }) => row),
      )
      return { status: 200, body: rows }
    }
    if (request.method === 'POST') {
      const body = JSON.parse(request.body || '[]') as Record<string, unknown> | Record<string, unknown>[]
      const rows = Array.isArray(body) ? body : [body]
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
      if (columns.some((column) => !/^[a-z_][a-z0-9_]*$/.test(column)))
        return { status: 400, body: { code: 'PGRST204', message: 'column not found', details: null, hint: null } }
      const list = columns.map((column) => `"${column}"`).join(', ')
      await db.asCaller(caller, (tx) =>
        tx.query(
          `insert into ${name} (${list}) select ${list} from jsonb_populate_recordset(null::${name}, $1::jsonb)`,
          [JSON.stringify(rows)],
        ),
      )
      return { status: 201 }
    }
    return { status: 405, body: { message: 'method not allowed' } }
  } catch (error) {
    return errorReply(error, caller)
  }
}

/** A local HTTP stand-in for PostgREST's /rest/v1 (rpc and tables) over a database. */
export const postgrestRpcStandIn = (db: Database) => recordingServer((request) => rpcReply(db, request))
