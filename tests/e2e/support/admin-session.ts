import { test as base, type Page } from '@playwright/test'
import { SESSION_COOKIE } from '../../../lib/auth/session-token'
import { configurePix } from './admin'
import { clientAddress } from './client-address'
import { e2e } from './config'
import { httpClient, signInAs, type HttpClient } from './http-client'

// A session's cookie lasts 30 minutes from when it was signed unless a request renews it: a worker
// signs in again long before its first cookie, the one its tests are given, runs out.
const SIGN_IN_AGAIN_AFTER_MS = 15 * 60_000

type Session = { admin: HttpClient; signedInAt: number }

/** Gives the page's browser the cookie of `admin`'s session. */
async function joinSession(page: Page, admin: HttpClient) {
  const value = admin.cookies.get(SESSION_COOKIE)
  if (!value) throw new Error('a sessão do administrador não deixou cookie')
  await page.context().addCookies([{ name: SESSION_COOKIE, value, url: e2e.baseURL, httpOnly: true, sameSite: 'Lax' }])
}

/**
 * Playwright's test with the administrator signed in once per worker, for tests that prove what she
 * does, not how she signs in (admin.spec.ts proves that, with the session's own guards):
 * `asAdmin(page)` gives the page's browser that session, `admin` is an HTTP client holding it, for
 * set-up the test does not prove, and `pixConfigured()` saves the Pix the proposals freeze, once per
 * worker (nothing else in the worker's project changes it). A worker runs one test at a time.
 */
export const test = base.extend<
  { admin: HttpClient; asAdmin: (page: Page) => Promise<void>; pixConfigured: () => Promise<void> },
  { adminSession: () => Promise<HttpClient>; pixOnce: (admin: HttpClient) => Promise<void> }
>({
  adminSession: [
    async ({}, provide) => {
      let session: Session | undefined
      await provide(async () => {
        if (!session || Date.now() - session.signedInAt > SIGN_IN_AGAIN_AFTER_MS) {
          // A device on a network of its own, as signIn() makes each test that signs in.
          const admin = httpClient(e2e.baseURL, { headers: { 'x-forwarded-for': clientAddress() } })
          const answer = await signInAs(admin, e2e.admin.email, e2e.admin.password)
          if (answer !== 'entrou') throw new Error(`entrar como administrador: ${answer}`)
          session = { admin, signedInAt: Date.now() }
        }
        return session.admin
      })
    },
    { scope: 'worker' },
  ],
  pixOnce: [
    async ({ browser }, provide) => {
      let saved = false
      await provide(async (admin) => {
        if (saved) return
        const context = await browser.newContext({ baseURL: e2e.baseURL })
        const page = await context.newPage()
        await joinSession(page, admin)
        await configurePix(page)
        await context.close()
        saved = true
      })
    },
    { scope: 'worker' },
  ],
  admin: async ({ adminSession }, provide) => provide(await adminSession()),
  asAdmin: async ({ adminSession }, provide) => provide(async (page) => joinSession(page, await adminSession())),
  pixConfigured: async ({ adminSession, pixOnce }, provide) => provide(async () => pixOnce(await adminSession())),
})

export { expect } from '@playwright/test'
