import { expect, test } from '@playwright/test'

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
  expect(csp).toContain('https://core.sanity-cdn.com')
  expect(csp).toContain('wss://*.sanity.io')
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
