import { afterAll, describe, expect, it } from 'vitest'
import { supabaseAuth } from '@/lib/auth/gotrue-identity'
import { IDLE_SECONDS } from '@/lib/auth/session-token'
import { cookieJar } from '../support/cookie-jar'
import { freshDatabase } from '../support/database'
import { gotrueStandIn } from '../support/gotrue-stand-in'

// The requests the Supabase auth adapter makes, against the stand-in GoTrue the contract suite uses
// (auth-contract.test.ts proves the behaviour both adapters share).
const ANON_KEY = 'anon-key-for-tests'
const admin = { email: 'admin@buffet.com.br', password: 'senha-do-admin' }
const unconfirmed = { email: 'novo@buffet.com.br', password: 'senha-do-novo' }
const gotrue = await gotrueStandIn({
  anonKey: ANON_KEY,
  database: (await freshDatabase()).db,
  accounts: [
    { ...admin, admin: true },
    { ...unconfirmed, admin: false, confirmed: false },
  ],
})
afterAll(() => gotrue.close())

const client = () => {
  const jar = cookieJar()
  return { jar, auth: supabaseAuth({ url: gotrue.url, anonKey: ANON_KEY }, jar.read) }
}
/** A browser signed in as the administrator, and the user the adapter then reads from Supabase Auth. */
async function signedInAdmin() {
  const browser = client()
  expect(await browser.auth.signIn(admin.email, admin.password, 'Vitest')).toMatchObject({ ok: true })
  return { ...browser, user: (await browser.auth.currentUser())! }
}
const requestsTo = (method: string, path: string) =>
  gotrue.requests.filter((request) => request.method === method && request.path === path)
const sessionCookies = (jar: ReturnType<typeof cookieJar>) =>
  [...jar.cookies.values()].filter(({ name }) => /^sb-.+-auth-token/.test(name))

describe('Supabase auth adapter (requests to Auth and PostgREST)', () => {
  it('signs in with the password grant and keeps the session in http-only, SameSite=Lax cookies living 2 hours', async () => {
    const { jar, auth } = client()
    expect(await auth.signIn(` ${admin.email}`, admin.password, 'Vitest')).toMatchObject({ ok: true })
    const [request] = requestsTo('POST', '/auth/v1/token').slice(-1)
    expect(request!.query.get('grant_type')).toBe('password')
    expect(JSON.parse(request!.body)).toMatchObject(admin)
    expect(request!.headers.apikey).toBe(ANON_KEY)
    const cookies = sessionCookies(jar)
    expect(cookies.length).toBeGreaterThan(0)
    // Outside production (this test run), not Secure: session-cookies.test.ts checks the production Set-Cookie lines.
    for (const { name, options } of cookies)
      expect(options, name).toMatchObject({
        httpOnly: true,
        sameSite: 'lax',
        secure: false,
        path: '/',
        maxAge: IDLE_SECONDS,
      })
  })

  it("maps Supabase's invalid_credentials to the wrong e-mail or password case", async () => {
    expect(await client().auth.signIn(admin.email, 'errada', 'Vitest')).toEqual({
      ok: false,
      error: 'invalid-credentials',
    })
    expect(requestsTo('POST', '/auth/v1/token').at(-1)!.headers.apikey).toBe(ANON_KEY)
  })

  it("passes any other auth error through with the service's own message", async () => {
    expect(await client().auth.signIn(unconfirmed.email, unconfirmed.password, 'Vitest')).toEqual({
      ok: false,
      error: 'service',
      message: 'Email not confirmed',
    })
  })

  it('reads the user from Supabase Auth and asks is_admin() with their token', async () => {
    const { auth, user } = await signedInAdmin()
    expect(user).toMatchObject({ role: 'authenticated', email: admin.email, accessToken: expect.any(String) })
    expect(user.userId).toBe(gotrue.users.find(({ email }) => email === admin.email)!.id)
    expect(requestsTo('GET', '/auth/v1/user').at(-1)!.headers.authorization).toBe(`Bearer ${user.accessToken}`)
    expect(await auth.isAdmin(user)).toBe(true)
    expect(requestsTo('POST', '/rest/v1/rpc/is_admin').at(-1)!.headers.authorization).toBe(`Bearer ${user.accessToken}`)
  })

  it('is no administrator any more once Supabase Auth ended the session (signed out elsewhere, revoked), token or not', async () => {
    const { auth, user } = await signedInAdmin()
    expect(await auth.isAdmin(user)).toBe(true)
    // PostgREST still takes the unexpired token; the database's is_admin() asks for the session Auth keeps.
    await gotrue.endAllSessions()
    expect(await auth.isAdmin(user)).toBe(false)
    expect(await auth.currentUser()).toBeNull()
  })

  it('has no user without a session cookie, and asks Supabase nothing', async () => {
    const before = gotrue.requests.length
    expect(await client().auth.currentUser()).toBeNull()
    expect(gotrue.requests.length).toBe(before)
  })

  it('signs out on the server and clears the cookies', async () => {
    const { jar, auth, user } = await signedInAdmin()
    const live = gotrue.sessions.size
    await auth.signOut('local')
    expect(requestsTo('POST', '/auth/v1/logout').at(-1)!.headers.authorization).toBe(`Bearer ${user.accessToken}`)
    expect(gotrue.sessions.size).toBe(live - 1)
    expect(sessionCookies(jar)).toEqual([])
  })
})
