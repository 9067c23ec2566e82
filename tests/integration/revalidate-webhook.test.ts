import { beforeAll, describe, expect, it } from 'vitest'
import { verifyWebhook, WEBHOOK_MAX_AGE_MS, WEBHOOK_MAX_BYTES } from '@/lib/content/webhook'
import { migratedDataDir } from '../support/migrated-snapshot'
import { signedWebhookHeaders } from '../support/webhook-signature'

const SECRET = 'segredo-do-webhook'
const body = JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' })
const delivery = (headers: Record<string, string>, payload = body) =>
  new Request('http://localhost:3000/api/revalidate', { method: 'POST', body: payload, headers })

// The route reads its secret from the environment once, when first imported.
let POST: (request: Request) => Promise<Response>
beforeAll(async () => {
  process.env.SANITY_REVALIDATE_SECRET = SECRET
  // Accepted deliveries are remembered in the database: a throw-away copy of the run's migrated one.
  process.env.DATA_DIR = migratedDataDir('webhook-')
  ;({ POST } = await import('@/app/api/revalidate/route'))
})

/** Deliveries remembered in memory, as the route does when the database cannot answer. */
const remembered = () => {
  const seen = new Set<string>()
  return async (id: string) => seen.has(id) || !seen.add(id)
}

// A delivery that passes goes on to expire a cache tag, which needs the server's incremental cache:
// tests/e2e/revalidate.spec.ts sends it to the production server, signed the same independent way.
describe('a Sanity webhook delivery', () => {
  it('is accepted with a signature computed from the documented scheme', async () => {
    expect(await verifyWebhook(delivery(signedWebhookHeaders(body, SECRET)), SECRET, remembered())).toEqual({
      ok: true,
      body: JSON.parse(body),
      deliveryId: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })

  it('is accepted when Sanity retries it a little later', async () => {
    const sentAt = Date.now() - 2 * 60_000
    expect(
      await verifyWebhook(delivery(signedWebhookHeaders(body, SECRET, sentAt)), SECRET, remembered()),
    ).toMatchObject({ ok: true })
  })

  it('is refused when the same signed delivery comes again within its time limit (a replay)', async () => {
    const headers = signedWebhookHeaders(body, SECRET)
    const seen = remembered()
    expect(await verifyWebhook(delivery(headers), SECRET, seen)).toMatchObject({ ok: true })
    expect(await verifyWebhook(delivery(headers), SECRET, seen)).toEqual({
      ok: false,
      status: 409,
      message: 'Entrega repetida',
    })
    // Sanity's own retry is signed anew, so it is a new delivery.
    expect(
      await verifyWebhook(delivery(signedWebhookHeaders(body, SECRET, Date.now() - 1_000)), SECRET, seen),
    ).toMatchObject({ ok: true })
  })

  // The first call opens the embedded database (seconds on a loaded machine).
  it('is refused by /api/revalidate with 409 when replayed', { timeout: 120_000 }, async () => {
    const headers = signedWebhookHeaders(JSON.stringify({ _type: 'sanity.imageAsset' }), SECRET)
    const payload = JSON.stringify({ _type: 'sanity.imageAsset' })
    expect((await POST(delivery(headers, payload))).status).toBe(400)
    expect((await POST(delivery(headers, payload))).status).toBe(409)
  })

  it('over 64 KB is refused with 413 from its declared length, before a byte of it is read', async () => {
    let pulls = 0
    const stream = new ReadableStream({
      pull: (controller) => void (pulls++, controller.enqueue(new Uint8Array(1024))),
    })
    const request = new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { ...signedWebhookHeaders(body, SECRET), 'content-length': String(WEBHOOK_MAX_BYTES + 1) },
    } as RequestInit)
    expect(await verifyWebhook(request, SECRET, remembered())).toEqual({
      ok: false,
      status: 413,
      message: 'Corpo grande demais',
    })
    expect(pulls).toBeLessThanOrEqual(1)
  })

  it('over 64 KB without a declared length is refused once 64 KB were read, never read whole', async () => {
    let sent = 0
    // An endless body: only a reader that stops can answer.
    const stream = new ReadableStream({
      pull: (controller) => void ((sent += 8192), controller.enqueue(new Uint8Array(8192))),
    })
    const request = new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: signedWebhookHeaders(body, SECRET),
    } as RequestInit)
    expect(await verifyWebhook(request, SECRET, remembered())).toEqual({
      ok: false,
      status: 413,
      message: 'Corpo grande demais',
    })
    expect(sent).toBeLessThan(WEBHOOK_MAX_BYTES + 5 * 8192)
  })

  it.each([
    ['without a signature', { 'content-type': 'application/json' }, 'Assinatura ausente'],
    ['signed with another secret', signedWebhookHeaders(body, 'outro-segredo'), 'Assinatura inválida'],
    ['signed for another body', signedWebhookHeaders(JSON.stringify({ _type: 'post' }), SECRET), 'Assinatura inválida'],
    [
      'replayed after the time limit',
      signedWebhookHeaders(body, SECRET, Date.now() - WEBHOOK_MAX_AGE_MS - 1_000),
      'Assinatura expirada',
    ],
    ['dated in the future', signedWebhookHeaders(body, SECRET, Date.now() + 10 * 60_000), 'Assinatura expirada'],
  ])('is refused by /api/revalidate with 401 when %s', async (_, headers, message) => {
    const response = await POST(delivery(headers))
    expect(response.status).toBe(401)
    expect(await response.text()).toBe(message)
  })

  it('is refused with 400 when validly signed for a type the site does not show', async () => {
    const payload = JSON.stringify({ _type: 'sanity.imageAsset' })
    const response = await POST(delivery(signedWebhookHeaders(payload, SECRET), payload))
    expect(response.status).toBe(400)
  })
})
