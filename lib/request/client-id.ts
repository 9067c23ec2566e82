import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The id this site gives each browser (an http-only cookie), so limits can tell one browser from
 * another when no trusted proxy reports the client's address (`next start` exposed directly). Its
 * value is a random id signed by the server (HMAC with a key of the site's secret): a cookie the
 * server did not sign, forged or made up, is no client at all and earns no allowance of its own. It
 * never grants anything; it only lets a browser that keeps it be counted on its own (docs/seguranca.md).
 */
export const CLIENT_COOKIE = 'buffet_cliente'

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const MAC = /^[A-Za-z0-9_-]{22}$/

const mac = (id: string, key: Buffer) =>
  createHmac('sha256', key).update(`cliente:${id}`).digest('base64url').slice(0, 22)

/** The id in the cookie's value when this site signed it with `key`; null for anything else. */
export function clientIdFrom(value: string | undefined | null, key: Buffer): string | null {
  const [id, signature, extra] = (value ?? '').split('.')
  if (extra !== undefined || !id || !signature || !ID.test(id) || !MAC.test(signature)) return null
  return timingSafeEqual(Buffer.from(signature), Buffer.from(mac(id, key))) ? id : null
}

/** A new browser id and the signed cookie value that carries it. */
export function newClientCookie(key: Buffer): { id: string; value: string } {
  const id = crypto.randomUUID()
  return { id, value: `${id}.${mac(id, key)}` }
}

/** A year, http-only, sent on top-level navigations and same-site posts. */
export const clientCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/',
  maxAge: 365 * 24 * 60 * 60,
})
