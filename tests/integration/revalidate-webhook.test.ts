import { beforeAll, describe, expect, it } from 'vitest'
import { verifyWebhook, WEBHOOK_MAX_AGE_MS } from '@/lib/content/webhook'
import { signedWebhookHeaders } from '../support/webhook-signature'

const SECRET = 'segredo-do-webhook'
const body = JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' })
const delivery = (headers: Record<string, string>, payload = body) =>
  new Request('http://localhost:3000/api/revalidate', { method: 'POST', body: payload, headers })

// The route reads its secret from the environment once, when first imported.
let POST: (request: Request) => Promise<Response>
beforeAll(async () => {
  process.env.SANITY_REVALIDATE_SECRET = SECRET
  ;({ POST } = await import('@/app/api/revalidate/route'))
})

// A delivery that passes goes on to expire a cache tag, which needs the server's incremental cache:
// tests/e2e/revalidate.spec.ts sends it to the production server, signed the same independent way.
describe('a Sanity webhook delivery', () => {
  it('is accepted with a signature computed from the documented scheme', async () => {
    expect(await verifyWebhook(delivery(signedWebhookHeaders(body, SECRET)), SECRET)).toEqual({ ok: true, body: JSON.parse(body) })
  })

  it('is accepted when Sanity retries it a little later', async () => {
    const sentAt = Date.now() - 2 * 60_000
    expect(await verifyWebhook(delivery(signedWebhookHeaders(body, SECRET, sentAt)), SECRET)).toMatchObject({ ok: true })
  })

  it.each([
    ['without a signature', { 'content-type': 'application/json' }, 'Assinatura ausente'],
    ['signed with another secret', signedWebhookHeaders(body, 'outro-segredo'), 'Assinatura inválida'],
    ['signed for another body', signedWebhookHeaders(JSON.stringify({ _type: 'post' }), SECRET), 'Assinatura inválida'],
    ['replayed after the time limit', signedWebhookHeaders(body, SECRET, Date.now() - WEBHOOK_MAX_AGE_MS - 1_000), 'Assinatura expirada'],
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
