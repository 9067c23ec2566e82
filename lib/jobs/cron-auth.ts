import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'
import { env } from '../config/env'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether a job route's caller holds CRON_SECRET (as Vercel Cron sends it: "Authorization: Bearer
 * <secret>"). Compared in constant time, over hashes so the length leaks nothing; without a secret
 * configured every call is refused.
 */
export function isCronCaller(request: Request): boolean {
  const secret = env.cronSecret
  const given = request.headers.get('authorization')
  if (!secret || !given) return false
  return timingSafeEqual(digest(given), digest(`Bearer ${secret}`))
}
