import { getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { NextRequest } from 'next/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { freshDatabase } from '../support/database'
import { gotrueStandIn } from '../support/gotrue-stand-in'
import { inRequestScope } from '../support/request-scope'

const ANON_KEY = 'chave-anon-do-projeto'
const admin = { email: 'admin@buffet.com.br', password: 'senha-do-admin' }
const customer = { email: 'cliente@exemplo.com', password: 'senha-do-cliente' }
// Access tokens inside supabase-js's refresh margin: every request refreshes, as a long-open tab would.
const gotrue = await gotrueStandIn({
  anonKey: ANON_KEY,
  database: (await freshDatabase()).db,
  accounts: [
    { ...admin, admin: true },
    { ...customer, admin: false },
  ],
  accessTokenSeconds: 60,
})

// The server's modules read the environment once, when loaded: load them in Supabase mode.
vi.stubEnv('SUPABASE_URL', gotrue.url)
vi.stubEnv('SUPABASE_ANON_KEY', ANON_KEY)
const [{ getAuth }, { requireAdmin }, { refreshAdminSession }] = await Promise.all([
  import('@/lib/auth/auth'),
  import('@/lib/auth/guard'),
  import('@/lib/auth/proxy-session'),
])
afterAll(async () => {
  vi.unstubAllEnvs()
  await gotrue.close()
})

/** Signs in through the login action's backend and returns the Cookie header the browser then sends. */
async function signIn(account: { email: string; password: string }) {
  const request = new Request('http://localhost:3000/admin/login', { method: 'POST' })
  const { result, setCookies } = await inRequestScope(
    request,
    () => getAuth()!.signIn(account.email, account.password, 'Vitest'),
    '/admin/login/page',
  )
  expect(result).toMatchObject({ ok: true })
  return setCookies.map((line) => line.split(';')[0]).join('; ')
}

/** What requireAdmin() does for a request with `cookie`: the administrator, or where it redirects. */
async function guard(cookie: string) {
  const request = new Request('http://localhost:3000/admin', { headers: { cookie } })
  const { result } = await inRequestScope(
    request,
    () =>
      requireAdmin().then(
        (user) => ({ user }),
        (error: unknown) => ({ error }),
      ),
    '/admin/page',
  )
  if ('user' in result) return result.user.email
  if (!isRedirectError(result.error)) throw result.error
  return `→ ${getURLFromRedirectError(result.error)}`
}

describe('the admin guard with Supabase Auth', () => {
  it('lets the administrator in, sends a customer home and a visitor to the login', async () => {
    expect(await guard(await signIn(admin))).toBe(admin.email)
    expect(await guard(await signIn(customer))).toBe('→ /')
    expect(await guard('')).toBe('→ /admin/login')
    expect(await guard('sb-127-auth-token=lixo')).toBe('→ /admin/login')
  })
})

describe('the proxy in front of /admin with Supabase Auth', () => {
  it('refreshes the session of a signed-in user into the response cookies', async () => {
    const refreshesBefore = gotrue.grants('refresh_token').length
    // Signed in just now: a refresh token is spent once, so each test has its own session.
    const cookie = await signIn(admin)
    const response = await refreshAdminSession(new NextRequest('http://localhost:3000/admin', { headers: { cookie } }))
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(response.headers.get('cache-control')).toBe('private, no-store, max-age=0')
    expect(gotrue.grants('refresh_token').length).toBeGreaterThan(refreshesBefore)
    const renewed = response.cookies.getAll().filter((cookie) => cookie.name.startsWith('sb-'))
    expect(renewed.length).toBeGreaterThan(0)
    // The refreshed cookies are a session the guard accepts on the next request.
    expect(await guard(renewed.map(({ name, value }) => `${name}=${value}`).join('; '))).toBe(admin.email)
  })

  it('sends a visitor without a valid session to the login', async () => {
    for (const cookie of ['', 'sb-127-auth-token=lixo']) {
      const response = await refreshAdminSession(
        new NextRequest('http://localhost:3000/admin', { headers: { cookie } }),
      )
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe('http://localhost:3000/admin/login')
    }
  })
})
