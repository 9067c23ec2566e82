import { errors } from 'jose'
import { jsonCall } from '@/lib/db/rpc'
import type { TestDatabase, Tx } from './engines'
import { verifiedClaims } from './project-jwt'
import { recordingServer, type RecordedRequest, type Reply } from './recording-server'

/** Either engine's database, or the app's own EmbeddedDatabase. */
type Database = Pick<TestDatabase, 'asOwner'>

/** Who the request runs as: the role PostgREST switches to and the claims it sets (role included). */
type Authenticated = { role: string; claims: Record<string, unknown> }

// The roles Supabase grants to PostgREST's `authenticator`: a token naming any other is refused by SET ROLE.
const API_ROLES = ['anon', 'authenticated', 'service_role']
// PostgREST's tolerance for clock skew when it checks exp, nbf and iat.
const SKEW_SECONDS = 30

/** PostgREST's refusal of a token (PGRST301: unreadable or badly signed; PGRST303: its claims), 401 with its header. */
const jwtRefusal = (code: 'PGRST301' | 'PGRST303', message: string): Reply => ({
  status: 401,
  body: { code, details: null, hint: null, message },
  headers: { 'www-authenticate': `Bearer error="invalid_token", error_description="${message}"` },
})

/**
 * What PostgREST does with the bearer token: none (or, as Supabase's gateway does for a
 * publishable key, the API key itself) is the anon role; a JWT must carry the project's HS256
 * signature and unexpired claims, and its `role` claim is the role (anon without one). The claims
 * are set with the role written into them.
 */
async function authenticate(request: RecordedRequest): Promise<Authenticated | Reply> {
  const token = /^Bearer (.*)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
  const parts = token.split('.').length
  if (!token || (token === request.headers.apikey && parts !== 3)) return { role: 'anon', claims: { role: 'anon' } }
  if (parts !== 3) return jwtRefusal('PGRST301', `Expected 3 parts in JWT; got ${parts}`)
  try {
    const payload = await verifiedClaims(token, SKEW_SECONDS)
    if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + SKEW_SECONDS)
      return jwtRefusal('PGRST303', 'JWT issued at future')
    const role = typeof payload.role === 'string' ? payload.role : 'anon'
    return { role, claims: { ...payload, role } }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return jwtRefusal('PGRST303', 'JWT expired')
    if (error instanceof errors.JWTClaimValidationFailed)
      return jwtRefusal('PGRST303', error.claim === 'nbf' ? 'JWT not yet valid' : 'Parsing claims failed')
    if (error instanceof errors.JOSEAlgNotAllowed)
      return jwtRefusal('PGRST301', 'Wrong or unsupported encoding algorithm')
    return jwtRefusal('PGRST301', 'JWT cryptographic operation failed')
  }
}

/**
 * One request's transaction as PostgREST opens it: READ ONLY or READ WRITE from the start, then
 * the search path, the role (as `authenticator`, which may become only the API roles) and the
 * request's settings (request.jwt.claims, method, path, headers), then the work.
 */
async function asRequest<T>(
  db: Database,
  request: RecordedRequest,
  { role, claims }: Authenticated,
  readOnly: boolean,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.asOwner(async (tx) => {
    await tx.query(`set transaction ${readOnly ? 'read only' : 'read write'}`)
    if (!API_ROLES.includes(role)) {
      // What SET ROLE answers the authenticator: the role exists but is not granted to it, or does not exist.
      const exists = (await tx.query('select 1 from pg_roles where rolname = $1', [role])).rows.length > 0
      const message = exists ? `permission denied to set role "${role}"` : `role "${role}" does not exist`
      throw Object.assign(new Error(message), { code: exists ? '42501' : '22023' })
    }
    await tx.query(
      `select set_config('search_path', 'public, extensions', true), set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
              set_config('request.path', $4, true), set_config('request.headers', $5, true)`,
      [role, JSON.stringify(claims), request.method, request.path, JSON.stringify(request.headers)],
    )
    return work(tx)
  })
}

/** A function as PostgREST's schema cache knows it: whether it returns a set, its type, whether it may write. */
async function routineOf(db: Database, fn: string) {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ retset: boolean; rettype: string; volatility: string }>(
      `select proretset as retset, prorettype::regtype::text as rettype, provolatile as volatility
         from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace limit 1`,
      [fn],
    ),
  )
  return rows[0]
}

/**
 * What PostgREST does for POST /rest/v1/rpc/<fn>: authenticate the bearer token, call the function
 * with the JSON body's named arguments as the token's role and claims, in a READ ONLY transaction
 * for a STABLE or IMMUTABLE function (READ WRITE for a VOLATILE one), and answer in PostgreSQL's
 * own JSON (rows for a set-returning function, each with the `select` columns when asked; the
 * value for a scalar one; 204 for void) or its error, the SQLSTATE in `code` and the status
 * PostgREST gives it.
 */
export async function rpcReply(db: Database, request: RecordedRequest): Promise<Reply> {
  const auth = await authenticate(request)
  if ('status' in auth) return auth
  const table = /^\/rest\/v1\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(request.path)?.[1]
  if (table && table !== 'rpc') return tableReply(db, auth, table, request)
  const fn = /^\/rest\/v1\/rpc\/([a-z_0-9]+)$/.exec(request.path)?.[1]
  if (request.method !== 'POST' || !fn) return { status: 404, body: { message: 'not found' } }
  const routine = await routineOf(db, fn)
  if (!routine)
    return {
      status: 404,
      body: { code: 'PGRST202', details: null, hint: null, message: `Could not find the function public.${fn}` },
    }
  try {
    const select = request.query
      .get('select')
      ?.split(',')
      .map((column) => column.trim())
    const { sql, params } = jsonCall(fn, JSON.parse(request.body || '{}') as Record<string, unknown>, select)
    const readOnly = routine.volatility !== 'v'
    const values = await asRequest(db, request, auth, readOnly, async (tx) =>
      (await tx.query<{ value: unknown }>(sql, params)).rows.map(({ value }) => value),
    )
    if (routine.retset) return { status: 200, body: values }
    if (routine.rettype === 'void') return { status: 204 }
    return { status: 200, body: values[0] ?? null }
  } catch (error) {
    return errorReply(error, auth)
  }
}

/** PostgREST's HTTP status for a PostgreSQL error (its documented table, the codes our functions raise). */
function statusOf(code: string, message: string, authed: boolean) {
  if (code === '42501') return authed ? 403 : 401
  if (code === '22023' && /^role .* does not exist$/.test(message)) return 401
  if (code === '25006') return 405
  if (code === '23503' || code === '23505') return 409
  if (code === '42883' || code === '42P01') return 404
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  if (code === 'P0001') return 400
  if (/^(0P|28)/.test(code)) return 403
  if (/^(08|53)/.test(code)) return 503
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500
  return 400
}

/** PostgREST's error for a failed statement: the SQLSTATE in `code`, with the status its table gives. */
function errorReply(error: unknown, { role }: Authenticated): Reply {
  const { code = '', message } = error as { code?: string; message: string }
  return { status: statusOf(code, message, role !== 'anon'), body: { code, message, details: null, hint: null } }
}

/**
 * PostgREST's table endpoints, as an attacker holding the anon key (or a token) would use them:
 * GET /rest/v1/<table> reads the rows the role may see (200, a JSON array) in a READ ONLY
 * transaction, POST inserts the JSON body's rows as the role (201, nothing back, as with
 * `Prefer: return=minimal`). Privileges and row-level security decide, as on Supabase.
 */
async function tableReply(db: Database, auth: Authenticated, table: string, request: RecordedRequest): Promise<Reply> {
  const name = `public."${table}"`
  try {
    if (request.method === 'GET') {
      const rows = await asRequest(db, request, auth, true, async (tx) =>
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
      await asRequest(db, request, auth, false, (tx) =>
        tx.query(
          `insert into ${name} (${list}) select ${list} from jsonb_populate_recordset(null::${name}, $1::jsonb)`,
          [JSON.stringify(rows)],
        ),
      )
      return { status: 201 }
    }
    return { status: 405, body: { message: 'method not allowed' } }
  } catch (error) {
    return errorReply(error, auth)
  }
}

/** A local HTTP stand-in for PostgREST's /rest/v1 (rpc and tables) over a database, trusting the project's JWT secret alone. */
export const postgrestRpcStandIn = (db: Database) => recordingServer((request) => rpcReply(db, request))
