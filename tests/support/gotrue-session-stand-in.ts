import { recordingServer } from './recording-server'

export const STAND_IN_USER = { id: '5b0e8a7c-1d2e-4f3a-9b8c-7d6e5f4a3b2c', aud: 'authenticated', role: 'authenticated', email: 'admin@buffet.com.br' }

// An access token shaped like Supabase's (a JWT); the server client never verifies it itself.
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url')
const accessToken = (exp: number, serial: number) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: STAND_IN_USER.id, email: STAND_IN_USER.email, role: 'authenticated', aud: 'authenticated', exp, serial })}.assinatura`

/**
 * Supabase Auth (GoTrue) on a local port for the cookie tests, answering every call @supabase/ssr
 * makes with success whatever the token (gotrue-stand-in.ts checks tokens, for the contract suites): the password
 * and refresh_token grants, /user and /logout. `expiresIn` is the lifetime of the access tokens
 * it hands out (negative: already expired, so the next request must refresh).
 */
export async function goTrueStandIn({ expiresIn = 3600 } = {}) {
  let serial = 0
  const session = () => {
    const now = Math.floor(Date.now() / 1000)
    serial += 1
    return {
      access_token: accessToken(now + expiresIn, serial),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: now + expiresIn,
      refresh_token: `refresh-token-${serial}`,
      user: STAND_IN_USER,
    }
  }
  const server = await recordingServer((request) => {
    const grant = request.query.get('grant_type')
    switch (`${request.method} ${request.path}`) {
      case 'POST /auth/v1/token':
        return grant === 'password' || grant === 'refresh_token' ? { status: 200, body: session() } : { status: 400, body: { error_code: 'unsupported_grant_type' } }
      case 'GET /auth/v1/user':
        return { status: 200, body: STAND_IN_USER }
      case 'POST /auth/v1/logout':
        return { status: 204 }
      default:
        return { status: 404, body: { message: `sem resposta para ${request.method} ${request.path}` } }
    }
  })
  const grants = () => server.requests.filter((request) => request.path === '/auth/v1/token').map((request) => request.query.get('grant_type'))
  return { ...server, grants }
}
