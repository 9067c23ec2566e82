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

test('scripts carry nosniff but not the document policies, which cost a kilobyte on every asset', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const script = /<script src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1]
  expect(script).toBeDefined()
  const headers = (await request.get(script!)).headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toBeUndefined()
  expect(headers['permissions-policy']).toBeUndefined()
})
