/** A bearer token PostgREST's stand-in reads the caller from (its claims; the signature is not checked there). */
export function accessTokenFor(claims: { sub: string; email: string; session_id?: string }) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, role: 'authenticated', aud: 'authenticated' })}.assinatura`
}
