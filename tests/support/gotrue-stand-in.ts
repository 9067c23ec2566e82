import { randomUUID } from 'node:crypto'
import { recordingServer, type RecordedRequest, type Reply } from './recording-server'

type Account = { id: string; email: string; password: string; admin: boolean }
type Session = { userId: string; refreshToken: string }

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url')
const claimsOf = (token: string) => {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; session_id: string; exp: number }
  } catch {
    return null
  }
}
const authError = (status: number, errorCode: string, msg: string): Reply => ({ status, body: { code: status, error_code: errorCode, msg } })

/**
 * A stand-in for Supabase Auth (GoTrue) and the is_admin() RPC of PostgREST, as the auth adapter
 * relies on them: password and refresh-token grants with their real error shapes, sessions that
 * logout ends, /user and the RPC answering only to a live session's bearer token.
 */
export async function gotrueStandIn({ anonKey, accounts, accessTokenSeconds = 3600 }: { anonKey: string; accounts: Omit<Account, 'id'>[]; accessTokenSeconds?: number }) {
  const users = accounts.map((account) => ({ ...account, id: randomUUID() }))
  const sessions = new Map<string, Session>()

  function issue(user: Account) {
    const sessionId = randomUUID()
    const refreshToken = randomUUID()
    sessions.set(sessionId, { userId: user.id, refreshToken })
    const expiresAt = Math.floor(Date.now() / 1000) + accessTokenSeconds
    const accessToken = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', session_id: sessionId, exp: expiresAt })}.assinatura`
    return { access_token: accessToken, token_type: 'bearer', expires_in: accessTokenSeconds, expires_at: expiresAt, refresh_token: refreshToken, user: publicUser(user) }
  }
  const publicUser = (user: Account) => ({ id: user.id, aud: 'authenticated', role: 'authenticated', email: user.email })
  function sessionOf(request: RecordedRequest) {
    const claims = claimsOf(request.headers.authorization?.replace(/^Bearer /, '') ?? '')
    const session = claims && claims.exp * 1000 > Date.now() ? sessions.get(claims.session_id) : undefined
    return session ? { id: claims!.session_id, user: users.find((user) => user.id === session.userId)! } : null
  }

  const server = await recordingServer((request) => {
    if (request.headers.apikey !== anonKey) return { status: 401, body: { message: 'Invalid API key' } }
    const body = request.body ? (JSON.parse(request.body) as Record<string, string>) : {}
    const route = `${request.method} ${request.path}`
    if (route === 'POST /auth/v1/token' && request.query.get('grant_type') === 'password') {
      // GoTrue keeps e-mails in lower case.
      const user = users.find((account) => account.email === body.email?.toLowerCase() && account.password === body.password)
      return user ? { status: 200, body: issue(user) } : authError(400, 'invalid_credentials', 'Invalid login credentials')
    }
    if (route === 'POST /auth/v1/token' && request.query.get('grant_type') === 'refresh_token') {
      const entry = [...sessions].find(([, session]) => session.refreshToken === body.refresh_token)
      if (!entry) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      sessions.delete(entry[0])
      return { status: 200, body: issue(users.find((user) => user.id === entry[1].userId)!) }
    }
    const session = sessionOf(request)
    if (route === 'GET /auth/v1/user') return session ? { status: 200, body: publicUser(session.user) } : authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    if (route === 'POST /auth/v1/logout') {
      if (session) sessions.delete(session.id)
      return { status: 204 }
    }
    if (route === 'POST /rest/v1/rpc/is_admin') {
      return session ? { status: 200, body: session.user.admin } : { status: 401, body: { code: 'PGRST301', details: null, hint: null, message: 'JWT expired' } }
    }
    return { status: 404, body: { message: `sem rota ${route}` } }
  })
  return { ...server, sessions }
}
