import { expect, test } from '@playwright/test'
import { signIn } from './support/admin'
import { e2e } from './support/config'

test('public pages send the security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['content-security-policy']).not.toContain('unsafe-eval')
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-powered-by']).toBeUndefined()
})

test('the Studio gets its own CSP that allows Sanity', async ({ request }) => {
  const csp = (await request.get('/studio')).headers()['content-security-policy']
  expect(csp).toContain('https://core.sanity-cdn.com/bridge.js')
  expect(csp).toContain('wss://*.sanity.io')
  // Narrowed to what the Studio uses: no eval, and from Sanity's script host only the bridge.
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).not.toMatch(/script-src[^;]*https:\/\/core\.sanity-cdn\.com[ ;]/)
})

test('scripts carry nosniff but not the document policies, which cost a kilobyte on every asset', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const script = /<script src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1]
  expect(script).toBeDefined()
  const headers = (await request.get(script!)).headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toBeUndefined()
  expect(headers['permissions-policy']).toBeUndefined()
})

test('the admin gets a nonce-based policy without unsafe-inline scripts, a new nonce per response, and its scripts run under it', async ({
  page,
  request,
}) => {
  const policies = await Promise.all(
    [0, 1].map(async () => (await request.get('/admin/login')).headers()['content-security-policy'] ?? ''),
  )
  for (const policy of policies) {
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? ''
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/)
    expect(scripts).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-ancestors 'none'")
  }
  expect(policies[0]).not.toBe(policies[1])
  // One policy per response: no second header from the public pages' rules.
  const response = await request.get('/admin/login')
  expect(response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')).toHaveLength(1)

  // Every script of the page carries that response's nonce.
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

  const violations: string[] = []
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()))
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill('ninguem@exemplo.com')
  await page.getByLabel('Senha').fill('uma senha qualquer')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Email ou senha' })).toBeVisible()
  expect(violations).toEqual([])
})

test('public static pages keep their own policy', async ({ request }) => {
  const policy = (await request.get('/sobre-nos')).headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self' 'unsafe-inline'")
  expect(policy).not.toContain('nonce-')
})

// The Studio shares the admin's origin: a script running on /studio (a plugin, a document's
// payload, whatever its policy lets run) has the owner's cookies. It must not read the admin.

test('a script on /studio reads nothing of /admin, while the owner uses the admin as usual', async ({ page }) => {
  await signIn(page, e2e.admin)
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/studio')
  const reads = await page.evaluate(async () => {
    const read = async (init?: RequestInit) => {
      const response = await fetch('/admin', { credentials: 'include', ...init })
      return { status: response.status, body: await response.text() }
    }
    return [
      await read(),
      // Next's own navigation request, and one that names an admin page as its referrer.
      await read({ headers: { RSC: '1' } }),
      await read({ referrer: '/admin/orcamentos' }),
    ]
  })
  for (const { status, body } of reads) {
    expect(status).toBe(403)
    expect(body).not.toContain('Dashboard')
  }

  // A window it opens on the admin is cut off from it once the admin loads.
  const popup = page.waitForEvent('popup')
  await page.evaluate(() => {
    ;(window as unknown as { admin: Window | null }).admin = window.open('/admin')
  })
  await (await popup).waitForLoadState()
  const seen = () =>
    page.evaluate(() => {
      const admin = (window as unknown as { admin: Window | null }).admin
      try {
        return !admin || admin.closed ? 'fechada' : (admin.document.body?.innerText ?? '')
      } catch {
        return 'recusada'
      }
    })
  await expect.poll(seen).toMatch(/^(fechada|recusada)$/)

  // The owner: the admin by its address, a link inside it (the client router's request), a search (a form).
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeVisible()
  const routerRequests: number[] = []
  page.on('response', (response) => {
    if (response.request().headers()['rsc'] === '1') routerRequests.push(response.status())
  })
  await page.getByRole('link', { name: 'Agenda' }).first().click()
  await expect(page).toHaveURL(/\/admin\/agenda/)
  expect(routerRequests.length).toBeGreaterThan(0)
  expect(routerRequests.every((status) => status === 200)).toBe(true)
})
