import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether a cron request carries `Authorization: Bearer <CRON_SECRET>` (as Vercel Cron sends it),
 * compared in constant time. False when no secret is configured.
 */
export function isCronRequest(request: Request, secret: string | undefined): boolean {
  if (!secret) return false
  const header = request.headers.get('authorization') ?? ''
  return timingSafeEqual(digest(header), digest(`Bearer ${secret}`))
}
