import 'server-only'
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

/** How old a delivery may be: Sanity signs each attempt when it sends it, so a late one is a replay. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000
// Sanity's clock and ours disagree a little; a signature from further in the future is forged.
const CLOCK_SKEW_MS = 60_000

export type WebhookCheck = { ok: true; body: unknown } | { ok: false; status: 400 | 401; message: string }

/**
 * Checks a Sanity webhook delivery: the `sanity-webhook-signature` header (t=<ms>,v1=<HMAC-SHA256
 * of "<t>.<body>" in base64url) must match the body under `secret` and be recent.
 */
export async function verifyWebhook(request: Request, secret: string, now = Date.now()): Promise<WebhookCheck> {
  const header = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!header) return { ok: false, status: 401, message: 'Assinatura ausente' }
  const body = await request.text()
  if (!body.trim() || !(await isValidSignature(body, header, secret.trim()))) return { ok: false, status: 401, message: 'Assinatura inválida' }
  const { timestamp } = decodeSignatureHeader(header)
  if (now - timestamp > WEBHOOK_MAX_AGE_MS || timestamp - now > CLOCK_SKEW_MS) return { ok: false, status: 401, message: 'Assinatura expirada' }
  try {
    return { ok: true, body: JSON.parse(body) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'Corpo inválido' }
  }
}
