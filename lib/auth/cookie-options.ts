import { IDLE_SECONDS } from './session-token'

/**
 * The attributes of every admin session cookie, in both modes: unreadable by scripts, sent on
 * top-level navigations only, Secure in production, and living as long as an idle session.
 */
export const sessionCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/',
  maxAge: IDLE_SECONDS,
})

/** The same attributes on the Set-Cookie that ends a session, so it clears exactly that cookie. */
export const expiredCookieOptions = (secure: boolean) => ({ ...sessionCookieOptions(secure), maxAge: 0 })

type SupabaseCookie<O> = { name: string; value: string; options: O }

/**
 * @supabase/ssr takes our attributes through `cookieOptions` but always writes its own 400-day
 * maxAge on session cookies: this puts the session's lifetime back on each cookie it sets
 * (removals keep maxAge 0).
 */
export function withSessionLifetime<O extends { maxAge?: number }>(cookies: SupabaseCookie<O>[], secure: boolean) {
  return cookies.map(({ name, value, options }) => ({
    name,
    value,
    options: {
      ...options,
      ...(options.maxAge === 0 || value === '' ? expiredCookieOptions(secure) : sessionCookieOptions(secure)),
    },
  }))
}
