/**
 * A random id this site gives each browser (an http-only cookie), so limits can tell one browser
 * from another when no trusted proxy reports the client's address (`next start` exposed directly).
 * Anyone may drop it or make up another: it never grants anything. It only lets a browser that
 * keeps it be counted on its own, apart from clients that do not (see docs/seguranca.md).
 */
export const CLIENT_COOKIE = 'buffet_cliente'

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The id in the cookie's value, when it is one this site could have issued. */
export const clientIdFrom = (value: string | undefined | null) => (value && ID.test(value) ? value : null)

export const newClientId = () => crypto.randomUUID()

/** A year, http-only, sent on top-level navigations and same-site posts. */
export const clientCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: 365 * 24 * 60 * 60 })
