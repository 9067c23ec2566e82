import { jwtVerify, SignJWT } from 'jose'

/** The embedded mode's session: a signed JWT in an http-only cookie, as Supabase's own sessions are JWTs. */
export const SESSION_COOKIE = 'buffet_admin_session'
/** A session ends after this long without use… */
export const IDLE_SECONDS = 2 * 60 * 60
/** …and in any case this long after signing in. */
export const MAX_SECONDS = 12 * 60 * 60
/** A session used after this long gets a fresh token (and idle window). */
export const REFRESH_AFTER_SECONDS = 5 * 60

export type SessionClaims = { userId: string; email: string; signedInAt: number; issuedAt: number }

const key = (secret: string) => new TextEncoder().encode(secret)
const nowSeconds = () => Math.floor(Date.now() / 1000)

export async function createSessionToken(user: { userId: string; email: string }, secret: string, signedInAt = nowSeconds()): Promise<string> {
  const now = nowSeconds()
  return new SignJWT({ email: user.email, role: 'authenticated', auth_time: signedInAt })
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
    if (!payload.sub || typeof payload.email !== 'string' || !signedInAt || signedInAt + MAX_SECONDS <= nowSeconds()) return null
    return { userId: payload.sub, email: payload.email, signedInAt, issuedAt: payload.iat ?? 0 }
  } catch {
    return null
  }
}

export const needsRefresh = (claims: SessionClaims) => nowSeconds() - claims.issuedAt >= REFRESH_AFTER_SECONDS
