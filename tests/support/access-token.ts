import { signedJwt } from './project-jwt'

/** An access token as GoTrue issues one (signed with the project's secret, role authenticated, an hour's life). */
export function accessTokenFor(claims: { sub: string; email: string; session_id?: string }) {
  const now = Math.floor(Date.now() / 1000)
  return signedJwt({ ...claims, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 })
}
