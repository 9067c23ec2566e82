import { randomUUID } from 'node:crypto'
import { errors } from 'jose'
import type { TestDatabase } from './engines'
import { signedJwt, verifiedClaims } from './project-jwt'
import { rpcReply } from './postgrest-rpc'
import { recordingServer, type RecordedRequest, type Reply } from './recording-server'

type Account = { id: string; email: string; password: string; admin: boolean; confirmed: boolean }
type Session = { userId: string; refreshToken: string }
type Grant = 'password' | 'refresh_token'

const authError = (status: number, errorCode: string, msg: string): Reply => ({
  status,
  body: { code: status, error_code: errorCode, msg },
})

type Options = {
  anonKey: string
  serviceKey?: string
  /** `confirmed: false`: an account whose e-mail was never confirmed (GoTrue refuses its sign-in). */
  accounts: (Omit<Account, 'id' | 'confirmed'> & { confirmed?: boolean })[]
  /** Lifetime of the access tokens it hands out; under supabase-js's 90 s margin, every use refreshes. */
  accessTokenSeconds?: number
  /**
   * The project's database: Auth's users and sessions live in its auth schema (auth.users,
   * auth.sessions, as GoTrue keeps them), and PostgREST's /rest/v1/rpc/<fn> calls run there as the
   * bearer token's signed claims. Like PostgREST, it trusts any unexpired token it signed, signed out or not: what a
   * signed-out token may still do is the database's to decide.
   */
  database: Pick<TestDatabase, 'asCaller' | 'asOwner'>
}

// GoTrue's sessions table, as much of it as the database's functions read, owned as on a hosted
// project: by supabase_auth_admin (the shim creates the role), the migrations' role granted all of
// it and the API roles nothing.
const AUTH_SESSIONS = `
  create table if not exists auth.sessions (id uuid primary key, user_id uuid not null, created_at timestamptz not null default now());
  alter table auth.sessions owner to supabase_auth_admin;
  revoke all on auth.sessions from anon, authenticated, service_role;
  grant all on auth.sessions to postgres`

/**
 * A stand-in for Supabase Auth (GoTrue) and PostgREST's /rest/v1/rpc, as the auth adapter relies on
 * them: the anon key checked on every call, password and refresh-token grants with their real error
 * shapes (a refresh token is spent once), sessions that logout ends (in auth.sessions too), /user
 * answering only to a live session's unexpired bearer token, and the RPCs to any unexpired token
 * (PostgREST checks the signature and the expiry, nothing else). With the service-role key, the
 * admin API (list, create, update users: auth.users follows) and upserts into public.admins.
 */
export async function gotrueStandIn({ anonKey, serviceKey, accounts, accessTokenSeconds = 3600, database }: Options) {
  const users: Account[] = accounts.map((account) => ({ confirmed: true, ...account, id: randomUUID() }))
  const sessions = new Map<string, Session>()
  const owner = <T>(sql: string, params: unknown[] = []) => database.asOwner((tx) => tx.query<T>(sql, params))
  // GoTrue writes its own tables as supabase_auth_admin: a trigger of ours on them runs as that role,
  // which may touch nothing outside auth unless the trigger's function is SECURITY DEFINER.
  const asAuth = <T>(sql: string, params: unknown[] = []) =>
    database.asOwner(async (tx) => {
      await tx.query("select set_config('role', 'supabase_auth_admin', true)")
      return tx.query<T>(sql, params)
    })
  await database.asOwner((tx) => tx.exec(AUTH_SESSIONS))
  // Auth's users are rows of auth.users (the password stays GoTrue's: a marker that changes with it).
  const mirror = async (user: Account) => {
    await asAuth(
      `insert into auth.users (id, email, encrypted_password) values ($1, $2, $3) on conflict (id) do update set encrypted_password = excluded.encrypted_password`,
      [user.id, user.email, `gotrue:${randomUUID()}`],
    )
    if (user.admin) await owner('insert into public.admins (user_id) values ($1) on conflict do nothing', [user.id])
  }
  for (const user of users) await mirror(user)

  // A refreshed session keeps its id (GoTrue's session_id claim names the session, not the token).
  async function issue(user: Account, sessionId: string = randomUUID()) {
    const refreshToken = randomUUID()
    sessions.set(sessionId, { userId: user.id, refreshToken })
    await asAuth('insert into auth.sessions (id, user_id) values ($1, $2) on conflict do nothing', [sessionId, user.id])
    const expiresAt = Math.floor(Date.now() / 1000) + accessTokenSeconds
    // GoTrue's access token: HS256 with the project's JWT secret, role authenticated, the session it belongs to.
    const accessToken = signedJwt({
      iss: `${server.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: expiresAt,
      iat: expiresAt - accessTokenSeconds,
      email: user.email,
      role: 'authenticated',
      aal: 'aal1',
      session_id: sessionId,
      is_anonymous: false,
    })
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: publicUser(user),
    }
  }
  const publicUser = (user: Account) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
  })
  /** The live session the bearer token belongs to, or GoTrue's refusal of the token (signature and expiry checked). */
  async function sessionOf(request: RecordedRequest): Promise<{ id: string; user: Account } | { refusal: Reply }> {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    let sessionId: unknown
    try {
      sessionId = (await verifiedClaims(token)).session_id
    } catch (error) {
      const reason =
        error instanceof errors.JWTExpired ? 'token has invalid claims: token is expired' : 'token is malformed'
      return { refusal: authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`) }
    }
    const session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined
    if (!session)
      return { refusal: authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist') }
    return { id: sessionId as string, user: users.find((user) => user.id === session.userId)! }
  }

  const endSessions = async (ids: string[]) => {
    for (const id of ids) sessions.delete(id)
    await asAuth('delete from auth.sessions where id = any($1::uuid[])', [ids])
  }

  const server = await recordingServer(async (request) => {
    const body = request.body ? (JSON.parse(request.body) as Record<string, string>) : {}
    const route = `${request.method} ${request.path}`
    if (serviceKey && request.headers.apikey === serviceKey) return asServiceRole(request, route, body)
    if (request.headers.apikey !== anonKey) return { status: 401, body: { message: 'Invalid API key' } }
    if (route === 'POST /auth/v1/token' && request.query.get('grant_type') === 'password') {
      // GoTrue keeps e-mails in lower case.
      const user = users.find(
        (account) => account.email === body.email?.toLowerCase() && account.password === body.password,
      )
      if (!user) return authError(400, 'invalid_credentials', 'Invalid login credentials')
      return user.confirmed
        ? { status: 200, body: await issue(user) }
        : authError(400, 'email_not_confirmed', 'Email not confirmed')
    }
    if (route === 'POST /auth/v1/token' && request.query.get('grant_type') === 'refresh_token') {
      const entry = [...sessions].find(([, session]) => session.refreshToken === body.refresh_token)
      if (!entry) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      return {
        status: 200,
        body: await issue(
          users.find((user) => user.id === entry[1].userId)!,
          entry[0],
        ),
      }
    }
    const session = await sessionOf(request)
    if (route === 'GET /auth/v1/user')
      return 'refusal' in session ? session.refusal : { status: 200, body: publicUser(session.user) }
    // GoTrue's POST /logout?scope=global|local|others (global by default): which of the user's sessions end.
    if (route === 'POST /auth/v1/logout') {
      if ('refusal' in session) return session.refusal
      const scope = request.query.get('scope') ?? 'global'
      if (!['global', 'local', 'others'].includes(scope))
        return authError(400, 'validation_failed', 'Unsupported logout scope')
      const ending = [...sessions]
        .filter(
          ([id, { userId }]) =>
            userId === session.user.id &&
            (scope === 'global' ||
              (scope === 'local' && id === session.id) ||
              (scope === 'others' && id !== session.id)),
        )
        .map(([id]) => id)
      await endSessions(ending)
      return { status: 204 }
    }
    if (request.path.startsWith('/rest/v1/')) return rpcReply(database, request)
    return { status: 404, body: { message: `sem rota ${route}` } }
  })
  async function asServiceRole(request: RecordedRequest, route: string, body: Record<string, string>): Promise<Reply> {
    if (request.headers.authorization !== `Bearer ${serviceKey}`) return authError(403, 'not_admin', 'User not allowed')
    if (route === 'GET /auth/v1/admin/users') {
      const perPage = Number(request.query.get('per_page') ?? 50)
      const page = Number(request.query.get('page') ?? 1)
      return {
        status: 200,
        body: { aud: 'authenticated', users: users.slice((page - 1) * perPage, page * perPage).map(publicUser) },
        headers: { 'x-total-count': String(users.length) },
      }
    }
    if (route === 'POST /auth/v1/admin/users') {
      const email = body.email!.toLowerCase()
      if (users.some((user) => user.email === email))
        return authError(422, 'email_exists', 'A user with this email address has already been registered')
      const user = { id: randomUUID(), email, password: body.password!, admin: false, confirmed: true }
      users.push(user)
      await mirror(user)
      return { status: 200, body: publicUser(user) }
    }
    const updated = /^PUT \/auth\/v1\/admin\/users\/(.+)$/.exec(route)
    if (updated) {
      const user = users.find((account) => account.id === updated[1])
      if (!user) return authError(404, 'user_not_found', 'User not found')
      user.password = body.password ?? user.password
      // A new password is a new hash in auth.users: the database's trigger ends the user's sessions there.
      if (body.password) await mirror(user)
      return { status: 200, body: publicUser(user) }
    }
    if (route === 'POST /rest/v1/admins' && request.query.get('on_conflict') === 'user_id') {
      const user = users.find((account) => account.id === body.user_id)
      if (!user)
        return {
          status: 409,
          body: {
            code: '23503',
            details: null,
            hint: null,
            message: 'insert or update on table "admins" violates foreign key constraint "admins_user_id_fkey"',
          },
        }
      user.admin = true
      await owner('insert into public.admins (user_id) values ($1) on conflict do nothing', [user.id])
      return { status: 201 }
    }
    return { status: 404, body: { message: `sem rota ${route}` } }
  }

  /** The bodies of the token requests made with this grant, oldest first (a refresh's body names the token it spends). */
  const grants = (type: Grant) =>
    server.requests
      .filter((sent) => sent.path === '/auth/v1/token' && sent.query.get('grant_type') === type)
      .map((sent) => JSON.parse(sent.body) as Record<string, string>)

  /** Ends every session in Auth alone (a sign-out from Supabase's dashboard), the site not told. */
  const endAllSessions = () => endSessions([...sessions.keys()])

  return { ...server, sessions, users, grants, endAllSessions }
}
