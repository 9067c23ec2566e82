import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'
import { env } from '../config/env'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether a cron request carries `Authorization: Bearer <secret>` (as Vercel Cron sends it),
 * compared in constant time over hashes so the length leaks nothing. False when no secret is set.
 */
export function isCronRequest(request: Request, secret: string | undefined): boolean {
  const given = request.headers.get('authorization')
  if (!secret || !given) return false
  return timingSafeEqual(digest(given), digest(`Bearer ${secret}`))
}

/** Whether a job route's caller holds this deploy's CRON_SECRET; without one every call is refused. */
export const isCronCaller = (request: Request) => isCronRequest(request, env.cronSecret)
