import { jwtVerify, SignJWT } from 'jose'
import { IDLE_SECONDS, MAX_SECONDS } from './session-policy'

export { IDLE_SECONDS, MAX_SECONDS }

/**
 * The embedded mode's session cookie: a signed JWT naming its session (`session_id`, as Supabase's
 * access tokens do). The signature proves who signed in; whether the session is still open is the
 * database's answer (public.session_check), so signing out ends it even for a copied cookie.
 */
export const SESSION_COOKIE = 'buffet_admin_session'
/** A session used after this long gets a fresh cookie (and idle window in the browser). */
export const REFRESH_AFTER_SECONDS = 5 * 60

export type SessionClaims = { userId: string; email: string; sessionId: string; signedInAt: number; issuedAt: number }

const key = (secret: string) => new TextEncoder().encode(secret)
const nowSeconds = () => Math.floor(Date.now() / 1000)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function createSessionToken(
  user: { userId: string; email: string; sessionId: string },
  secret: string,
  signedInAt = nowSeconds(),
): Promise<string> {
  const now = nowSeconds()
  return new SignJWT({ email: user.email, role: 'authenticated', auth_time: signedInAt, session_id: user.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuedAt(now)
    .setExpirationTime(Math.min(now + IDLE_SECONDS, signedInAt + MAX_SECONDS))
    .sign(key(secret))
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifySessionToken(token: string | undefined, secret: string): Promise<SessionClaims | null> {
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] })
    const signedInAt = Number(payload.auth_time)
    const sessionId = payload.session_id
    if (!payload.sub || typeof payload.email !== 'string' || typeof sessionId !== 'string' || !UUID.test(sessionId))
      return null
    if (!signedInAt || signedInAt + MAX_SECONDS <= nowSeconds()) return null
    return { userId: payload.sub, email: payload.email, sessionId, signedInAt, issuedAt: payload.iat ?? 0 }
  } catch {
    return null
  }
}

export const needsRefresh = (claims: SessionClaims) => nowSeconds() - claims.issuedAt >= REFRESH_AFTER_SECONDS
