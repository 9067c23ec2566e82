import 'server-only'
import { createHash } from 'node:crypto'
import { decodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { parseBody } from 'next-sanity/webhook'
import type { NextRequest } from 'next/server'

/** How old a delivery may be: Sanity signs each attempt when it sends it, so a late one is a replay. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000
/** A publish notification is a small JSON document; anything bigger is refused before it is read. */
export const WEBHOOK_MAX_BYTES = 64 * 1024
// Sanity's clock and ours disagree a little; a signature from further in the future is forged.
const CLOCK_SKEW_MS = 60_000

export type WebhookCheck =
  { ok: true; body: unknown; deliveryId: string } | { ok: false; status: 400 | 401 | 409 | 413; message: string }

/** Whether a delivery (by id) was already accepted once; remembers it when not. */
export type SeenBefore = (deliveryId: string) => Promise<boolean>

const TOO_BIG = { ok: false, status: 413, message: 'Corpo grande demais' } as const

/** The body's text, reading no more than WEBHOOK_MAX_BYTES (null when the body is longer). */
async function cappedText(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > WEBHOOK_MAX_BYTES) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > WEBHOOK_MAX_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * Checks a Sanity webhook delivery: no bigger than 64 KB (refused before reading more), signed
 * with `secret` (next-sanity's parseBody checks the `sanity-webhook-signature` header, an
 * HMAC-SHA256 of "<t>.<body>"), recent, and not seen before. A delivery's id is its signature:
 * only Sanity can make one, and each attempt gets its own, so a captured delivery sent again is
 * refused for as long as its signature would otherwise still be accepted.
 */
export async function verifyWebhook(
  request: Request,
  secret: string,
  seenBefore: SeenBefore,
  now = Date.now(),
): Promise<WebhookCheck> {
  const header = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!header) return { ok: false, status: 401, message: 'Assinatura ausente' }
  const text = await cappedText(request)
  if (text === null) return TOO_BIG
  if (!text.trim()) return { ok: false, status: 401, message: 'Assinatura inválida' }
  // parseBody reads a NextRequest; this one carries the bytes already read (never more than the cap).
  const copy = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: text,
  }) as unknown as NextRequest
  let parsed
  try {
    parsed = await parseBody<unknown>(copy, secret, false)
  } catch {
    // parseBody parses the JSON after checking the signature; a signed body that is not JSON lands here.
    return { ok: false, status: 400, message: 'Corpo inválido' }
  }
  if (parsed.isValidSignature !== true) return { ok: false, status: 401, message: 'Assinatura inválida' }
  const { timestamp } = decodeSignatureHeader(header)
  if (now - timestamp > WEBHOOK_MAX_AGE_MS || timestamp - now > CLOCK_SKEW_MS)
    return { ok: false, status: 401, message: 'Assinatura expirada' }
  const deliveryId = createHash('sha256').update(header).digest('hex')
  if (await seenBefore(deliveryId)) return { ok: false, status: 409, message: 'Entrega repetida' }
  return { ok: true, body: parsed.body, deliveryId }
}
