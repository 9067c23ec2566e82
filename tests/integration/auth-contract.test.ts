import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Auth } from '@/lib/auth/contract'
import { embeddedAuth } from '@/lib/auth/embedded-identity'
import { supabaseAuth } from '@/lib/auth/gotrue-identity'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { cookieJar } from '../support/cookie-jar'
import { createUser, freshDatabase } from '../support/database'
import { gotrueStandIn } from '../support/gotrue-stand-in'
import { migratedDataDir } from '../support/migrated-snapshot'

const admin = { email: 'admin@buffet.com.br', password: 'senha-do-admin' }
const customer = { email: 'cliente@exemplo.com', password: 'senha-do-cliente' }

/** A browser of the auth backend: its own cookie jar, one backend per request as on the server. */
type Browser = () => { auth: Auth; cookies: () => string[] }

async function embedded(): Promise<Browser> {
  const dataDir = migratedDataDir('contrato-auth-')
  const db = await sharedEmbeddedDatabase(dataDir)
  await createUser(db, admin.email, { ...admin, admin: true })
  await createUser(db, customer.email, customer)
  return () => {
    const jar = cookieJar()
    return { auth: embeddedAuth(dataDir, jar.read), cookies: () => [...jar.cookies.keys()] }
  }
}

const ANON_KEY = 'chave-anon-do-projeto'
const gotrue = await gotrueStandIn({
  anonKey: ANON_KEY,
  database: (await freshDatabase()).db,
  accounts: [
    { ...admin, admin: true },
    { ...customer, admin: false },
  ],
})
afterAll(() => gotrue.close())

async function supabase(): Promise<Browser> {
  return () => {
    const jar = cookieJar()
    return {
      auth: supabaseAuth({ url: gotrue.url, anonKey: ANON_KEY }, jar.read),
      cookies: () => [...jar.cookies.keys()],
    }
  }
}

describe.each([
  ['embedded auth', embedded],
  ['Supabase Auth (GoTrue stand-in)', supabase],
])('the auth contract: %s', (_, backend) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await backend()
  })

  it('signs an administrator in (e-mail trimmed, any case) and recognises them on later requests', async () => {
    const { auth, cookies } = browser()
    expect(await auth.signIn(' Admin@Buffet.com.br ', admin.password, 'Vitest')).toMatchObject({ ok: true })
    expect(cookies().length).toBeGreaterThan(0)
    const user = await auth.currentUser()
    expect(user).toMatchObject({ role: 'authenticated', email: admin.email })
    expect(await auth.isAdmin(user!)).toBe(true)
  })

  it.each([
    [admin.email, 'senha-errada'],
    ['ninguem@exemplo.com', admin.password],
  ])('refuses %s with a wrong password or no account, leaving no session', async (email, password) => {
    const { auth, cookies } = browser()
    expect(await auth.signIn(email, password, 'Vitest')).toEqual({ ok: false, error: 'invalid-credentials' })
    expect(cookies()).toEqual([])
    expect(await auth.currentUser()).toBeNull()
  })

  it('knows a signed-in customer is not an administrator', async () => {
    const { auth } = browser()
    expect(await auth.signIn(customer.email, customer.password, 'Vitest')).toMatchObject({ ok: true })
    const user = await auth.currentUser()
    expect(user?.email).toBe(customer.email)
    expect(await auth.isAdmin(user!)).toBe(false)
  })

  it('ends the session on sign-out', async () => {
    const { auth } = browser()
    await auth.signIn(admin.email, admin.password, 'Vitest')
    expect(await auth.currentUser()).not.toBeNull()
    await auth.signOut('local')
    expect(await auth.currentUser()).toBeNull()
  })
})

describe('Supabase sessions', () => {
  // Its own database for the session functions: seconds to create, far longer on a loaded machine.
  it(
    'refresh an access token about to expire with the refresh-token grant, which rotates the refresh token',
    { timeout: 180_000 },
    async () => {
      // supabase-js refreshes a token that expires within its margin (90 s) before using it.
      const shortLived = await gotrueStandIn({
        anonKey: ANON_KEY,
        database: (await freshDatabase()).db,
        accounts: [{ ...admin, admin: true }],
        accessTokenSeconds: 60,
      })
      try {
        const jar = cookieJar()
        const request = () => supabaseAuth({ url: shortLived.url, anonKey: ANON_KEY }, jar.read)
        expect(await request().signIn(admin.email, admin.password, 'Vitest')).toMatchObject({ ok: true })
        const firstRefreshToken = [...shortLived.sessions.values()][0]!.refreshToken

        const user = await request().currentUser()
        expect(user).toMatchObject({ email: admin.email })
        // Each refresh spends the last refresh token (a spent one would get refresh_token_not_found)…
        const spent = shortLived.grants('refresh_token').map((body) => body.refresh_token)
        expect(spent[0]).toBe(firstRefreshToken)
        expect(new Set(spent).size).toBe(spent.length)
        // …and the cookies carry the one live session, which the database accepts.
        expect(shortLived.sessions.size).toBe(1)
        expect(await request().isAdmin(user!)).toBe(true)
      } finally {
        await shortLived.close()
      }
    },
  )
})
