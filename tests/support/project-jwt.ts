import { createHmac } from 'node:crypto'
import { jwtVerify } from 'jose'

/**
 * The Supabase project's JWT secret, shared by the stand-ins as a hosted project shares it: GoTrue
 * signs its access tokens with it and PostgREST verifies every bearer token against it.
 */
export const JWT_SECRET = 'segredo-jwt-do-projeto-de-teste-com-32-bytes-ou-mais'

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An HS256 JWT of `claims` signed with `secret` (the project's unless told: another secret forges it). */
export function signedJwt(claims: Record<string, unknown>, secret = JWT_SECRET) {
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

/**
 * The claims of a token signed with the project's secret (HS256 only: `alg: none` or another
 * algorithm is refused), its exp and nbf checked with `skewSeconds` of tolerance; jose's error otherwise.
 */
export async function verifiedClaims(token: string, skewSeconds = 0) {
  const key = new TextEncoder().encode(JWT_SECRET)
  return (await jwtVerify(token, key, { algorithms: ['HS256'], clockTolerance: skewSeconds })).payload
}
