import bcrypt from 'bcryptjs'
import { NextRequest } from 'next/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { IDLE_SECONDS } from '@/lib/auth/session-token'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { CLIENT_COOKIE } from '@/lib/request/client-id'
import { PAGE_KEY_COOKIE } from '@/lib/security/admin-page-key'
import { freshDatabase } from '../support/database'
import { gotrueStandIn } from '../support/gotrue-stand-in'
import { parseSetCookie, setCookieStore, type SetCookie } from '../support/set-cookie-store'
import { migratedDataDir } from '../support/migrated-snapshot'

// Every Set-Cookie an admin session produces, in both modes, as Next writes it: sign-in (server
// action), refresh (proxy) and sign-out (server action). The README promises these attributes.
const SECRET = 'segredo-de-sessao-dos-testes-com-mais-de-32-caracteres'
const PASSWORD = 'senha-do-admin'
const ANON_KEY = 'anon-key-for-tests'
const dataDir = migratedDataDir('session-cookies-')
let goTrue: Awaited<ReturnType<typeof gotrueStandIn>>

beforeAll(async () => {
  // Access tokens inside supabase-js's refresh margin: the proxy's next request must refresh them.
  goTrue = await gotrueStandIn({
    anonKey: ANON_KEY,
    database: (await freshDatabase()).db,
    accounts: [{ email: 'admin@buffet.com.br', password: PASSWORD, admin: true }],
    accessTokenSeconds: 60,
  })
  const db = await sharedEmbeddedDatabase(dataDir)
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ id: string }>('insert into auth.users (email, encrypted_password) values ($1, $2) returning id', [
      'admin@buffet.com.br',
      bcrypt.hashSync(PASSWORD, 4),
    ]),
  )
  await db.asOwner((tx) => tx.query('insert into public.admins (user_id) values ($1)', [rows[0]!.id]))
}, 300_000)
afterAll(() => goTrue.close())
afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

type Mode = 'embedded' | 'supabase'

/** The auth modules as the server loads them with this environment (env is read once, at import). */
async function load(mode: Mode, production: boolean) {
  vi.resetModules()
  vi.stubEnv('NODE_ENV', production ? 'production' : 'development')
  vi.stubEnv('SESSION_SECRET', SECRET)
  vi.stubEnv('DATA_DIR', dataDir)
  vi.stubEnv('SUPABASE_URL', mode === 'supabase' ? goTrue.url : '')
  vi.stubEnv('SUPABASE_ANON_KEY', mode === 'supabase' ? ANON_KEY : '')
  const [{ supabaseAuth }, { embeddedAuth }, { refreshAdminSession }] = await Promise.all([
    import('@/lib/auth/gotrue-identity'),
    import('@/lib/auth/embedded-identity'),
    import('@/lib/auth/proxy-session'),
  ])
  const cookies = setCookieStore()
  const auth =
    mode === 'supabase'
      ? supabaseAuth({ url: goTrue.url, anonKey: ANON_KEY }, cookies.read)
      : embeddedAuth(dataDir, cookies.read)
  /** One /admin request through the proxy with the browser's cookies; its Set-Cookie lines. */
  const proxy = async () => {
    const cookie = cookies.jar.store
      .getAll()
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ')
    const response = await refreshAdminSession(new NextRequest('http://localhost/admin', { headers: { cookie } }))
    return response.headers.getSetCookie().map(parseSetCookie)
  }
  return { auth, cookies, proxy }
}

const sessionAttributes = (production: boolean, maxAge: number) => ({
  path: '/',
  'max-age': String(maxAge),
  httponly: true,
  samesite: 'lax',
  ...(production ? { secure: true } : {}),
  ...(maxAge > 0 ? { expires: expect.any(String) } : {}),
})

function expectSessionCookies(cookies: SetCookie[], production: boolean, { ending }: { ending: boolean }) {
  expect(cookies.length).toBeGreaterThan(0)
  for (const cookie of cookies) {
    expect(cookie.attributes, cookie.name).toEqual(sessionAttributes(production, ending ? 0 : IDLE_SECONDS))
    expect(cookie.value === '', cookie.name).toBe(ending)
    if (!ending) {
      // Expires agrees with Max-Age (Next writes both): the session's idle lifetime, not 400 days.
      const seconds = (Date.parse(String(cookie.attributes.expires)) - Date.now()) / 1000
      expect(seconds).toBeGreaterThan(IDLE_SECONDS - 5)
      expect(seconds).toBeLessThanOrEqual(IDLE_SECONDS)
    }
  }
}

const sessionCookieName: Record<Mode, RegExp> = {
  embedded: /^buffet_admin_session$/,
  supabase: /^sb-127-auth-token(\.\d+)?$/,
}

describe.each([
  { mode: 'embedded' as const, production: true },
  { mode: 'embedded' as const, production: false },
  { mode: 'supabase' as const, production: true },
  { mode: 'supabase' as const, production: false },
])('admin session cookies: $mode mode, production $production', ({ mode, production }) => {
  it('sign-in sets only http-only, SameSite=Lax session cookies living 2 hours (Secure in production)', async () => {
    const { auth, cookies } = await load(mode, production)
    expect(await auth.signIn('admin@buffet.com.br', PASSWORD, 'Vitest')).toMatchObject({ ok: true })
    const set = cookies.takeSetCookies()
    expect(set.map(({ name }) => name).every((name) => sessionCookieName[mode].test(name))).toBe(true)
    expectSessionCookies(set, production, { ending: false })
  })

  it('a refresh in the proxy renews the cookies with the same attributes', async () => {
    const { auth, cookies, proxy } = await load(mode, production)
    if (mode === 'embedded') {
      // Signed in 10 minutes ago: past the refresh threshold, well inside the idle window.
      vi.useFakeTimers({ now: Date.now() - 10 * 60_000, toFake: ['Date'] })
      await auth.signIn('admin@buffet.com.br', PASSWORD, 'Vitest')
      vi.useRealTimers()
    } else {
      await auth.signIn('admin@buffet.com.br', PASSWORD, 'Vitest')
    }
    const signedIn = cookies.jar.store.getAll()
    const refreshesBefore = goTrue.grants('refresh_token').length
    // The proxy also gives a browser without one its client id (the quote and sign-in limits' key): not a session cookie.
    const answered = await proxy()
    expect(answered.filter(({ name }) => name === CLIENT_COOKIE)).toHaveLength(1)
    // And the admin pages' key (lib/security/admin-page-key.ts): for scripts of the admin only, never sent elsewhere.
    const pageKey = answered.filter(({ name }) => name === PAGE_KEY_COOKIE)
    expect(pageKey).toHaveLength(1)
    expect(pageKey[0]!.attributes).toMatchObject({ httponly: true, path: '/admin', samesite: 'strict' })
    expect(pageKey[0]!.attributes.secure).toBe(production ? true : undefined)
    const set = answered.filter(({ name }) => name !== CLIENT_COOKIE && name !== PAGE_KEY_COOKIE)
    if (mode === 'supabase') expect(goTrue.grants('refresh_token').length).toBeGreaterThan(refreshesBefore)
    expect(set.length).toBeGreaterThan(0)
    expect(set.map(({ name }) => name).every((name) => sessionCookieName[mode].test(name))).toBe(true)
    expect(set.map(({ value }) => value)).not.toEqual(signedIn.map(({ value }) => value))
    expectSessionCookies(set, production, { ending: false })
  })

  it('sign-out clears the session cookies with the same attributes and Max-Age=0', async () => {
    const { auth, cookies } = await load(mode, production)
    await auth.signIn('admin@buffet.com.br', PASSWORD, 'Vitest')
    cookies.takeSetCookies()
    await auth.signOut('local')
    const set = cookies.takeSetCookies()
    expect(set.map(({ name }) => name).every((name) => sessionCookieName[mode].test(name))).toBe(true)
    expectSessionCookies(set, production, { ending: true })
    expect(cookies.jar.cookies.size).toBe(0)
  })
})
