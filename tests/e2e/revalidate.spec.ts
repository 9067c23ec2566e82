import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signedWebhookHeaders } from '../support/webhook-signature'
import { e2e } from './support/config'

const dataFile = path.join(e2e.seedDir, 'data.ndjson')

// Signed as Sanity documents it, independently of the library the route verifies with.
const signedHeaders = (body: string, secret = e2e.revalidateSecret, sentAt = Date.now()) =>
  signedWebhookHeaders(body, secret, sentAt)

test.describe.configure({ mode: 'serial' })

test('a webhook without a signature, with a wrong one or replayed late is refused with 401', async ({ request }) => {
  const body = JSON.stringify({ _type: 'siteSettings' })
  const unsigned = await request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json' },
  })
  expect(unsigned.status()).toBe(401)
  const wrong = await request.post('/api/revalidate', { data: body, headers: signedHeaders(body, 'outro-segredo') })
  expect(wrong.status()).toBe(401)
  const tampered = await request.post('/api/revalidate', {
    data: JSON.stringify({ _type: 'post' }),
    headers: signedHeaders(body),
  })
  expect(tampered.status()).toBe(401)
  const replayed = await request.post('/api/revalidate', {
    data: body,
    headers: signedHeaders(body, e2e.revalidateSecret, Date.now() - 10 * 60_000),
  })
  expect(replayed.status()).toBe(401)
})

test('a signed webhook for a published type makes the pages show the new content', async ({ page, request }) => {
  const original = await readFile(dataFile, 'utf8')
  try {
    await page.goto('/')
    await expect(page.locator('footer').getByText('Segunda a Sexta: 9h às 18h')).toBeVisible()

    // "Publish" a change to the settings: edit the dataset the server reads.
    await writeFile(dataFile, original.replace('Segunda a Sexta: 9h às 18h', 'Segunda a Sábado: 8h às 20h'))
    await page.reload()
    await expect(page.locator('footer').getByText('Segunda a Sexta: 9h às 18h')).toBeVisible()

    const body = JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' })
    const response = await request.post('/api/revalidate', { data: body, headers: signedHeaders(body) })
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ revalidated: ['siteSettings'] })

    await page.reload()
    await expect(page.locator('footer').getByText('Segunda a Sábado: 8h às 20h')).toBeVisible()
  } finally {
    await writeFile(dataFile, original)
    const body = JSON.stringify({ _type: 'siteSettings' })
    await request.post('/api/revalidate', { data: body, headers: signedHeaders(body) })
  }
})

test('a package published after the build gets its page, and loses it when unpublished', async ({ page, request }) => {
  const original = await readFile(dataFile, 'utf8')
  const boteco = original.split('\n').find((line) => line.includes('"_id":"package-boteco"'))!
  const luau = JSON.parse(boteco) as Record<string, unknown>
  Object.assign(luau, { _id: 'package-luau', title: 'Luau', slug: { _type: 'slug', current: 'luau' } })
  const publish = async () => {
    const body = JSON.stringify({ _type: 'partyPackage', _id: 'package-luau' })
    expect((await request.post('/api/revalidate', { data: body, headers: signedHeaders(body) })).status()).toBe(200)
  }
  try {
    expect((await page.goto('/pacotes/luau'))?.status()).toBe(404)
    await writeFile(dataFile, `${original.trimEnd()}\n${JSON.stringify(luau)}\n`)
    await publish()
    expect((await page.goto('/pacotes/luau'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luau')
  } finally {
    await writeFile(dataFile, original)
    await publish()
  }
  expect((await page.goto('/pacotes/luau'))?.status()).toBe(404)
})

test('an unknown document type is a 400', async ({ request }) => {
  const body = JSON.stringify({ _type: 'sanity.imageAsset' })
  const response = await request.post('/api/revalidate', { data: body, headers: signedHeaders(body) })
  expect(response.status()).toBe(400)
})

test('a redirect published in the Studio answers 308 without a deploy, and stops when deleted', async ({ request }) => {
  const original = await readFile(dataFile, 'utf8')
  const redirect = {
    _id: 'redirect-pacotes-luau-antigo',
    _type: 'redirect',
    from: '/pacotes/luau-antigo',
    to: '/pacotes/boteco',
    permanent: true,
  }
  const publish = async () => {
    const body = JSON.stringify({ _type: 'redirect', _id: redirect._id })
    expect((await request.post('/api/revalidate', { data: body, headers: await signedHeaders(body) })).status()).toBe(
      200,
    )
  }
  try {
    expect((await request.get(redirect.from, { maxRedirects: 0 })).status()).toBe(404)
    await writeFile(dataFile, `${original.trimEnd()}\n${JSON.stringify(redirect)}\n`)
    await publish()
    const moved = await request.get(redirect.from, { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    // Next 16 repeats the header on a path's first (uncached) render; every value is the new address.
    expect(new Set(moved.headers().location?.split(', '))).toEqual(new Set(['/pacotes/boteco']))
  } finally {
    await writeFile(dataFile, original)
    await publish()
  }
  expect((await request.get(redirect.from, { maxRedirects: 0 })).status()).toBe(404)
})

test('a redirect written through the API to another site is not followed: only paths of this site are', async ({
  request,
}) => {
  const original = await readFile(dataFile, 'utf8')
  // Past the Studio's check, as a script with a token writes them.
  const targets = {
    '/api-evil-1': '//evil.example',
    '/api-evil-2': '/\\evil.example',
    '/api-evil-3': 'https://evil.example/x',
  }
  const redirects = [...Object.entries(targets), ['/api-caminho', '/pacotes/boteco']].map(([from, to], index) => ({
    _id: `redirect-api-${index}`,
    _type: 'redirect',
    from,
    to,
    permanent: true,
  }))
  const publish = async () => {
    const body = JSON.stringify({ _type: 'redirect', _id: 'redirect-api-0' })
    expect((await request.post('/api/revalidate', { data: body, headers: signedHeaders(body) })).status()).toBe(200)
  }
  try {
    await writeFile(dataFile, `${original.trimEnd()}\n${redirects.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
    await publish()
    for (const from of Object.keys(targets)) {
      const answer = await request.get(from, { maxRedirects: 0 })
      expect(answer.status(), from).toBe(404)
      expect(answer.headers().location, from).toBeUndefined()
    }
    const moved = await request.get('/api-caminho', { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(new Set(moved.headers().location?.split(', '))).toEqual(new Set(['/pacotes/boteco']))
  } finally {
    await writeFile(dataFile, original)
    await publish()
  }
})
