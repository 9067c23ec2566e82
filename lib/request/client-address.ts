import { isIP } from 'node:net'
import type { TrustSetting } from '../config/setup-check'

const address = (value: string | null | undefined): string | null => {
  const candidate = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  return candidate && isIP(candidate) ? candidate : null
}

const forwardedFor = (headers: Headers) =>
  (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/**
 * The client's address, taken only from what a trusted hop wrote; null when nothing trustworthy
 * says it (then limits fall back to one bucket for the whole site).
 * - vercel: Vercel overwrites x-forwarded-for and writes x-vercel-forwarded-for and x-real-ip
 *   itself; x-vercel-forwarded-for survives a proxy placed in front of Vercel.
 * - N proxies: each trusted proxy appends the address it saw, so the Nth entry from the right is
 *   the last one a client could not write.
 * - none: `next start` has no socket to offer server actions; it writes x-forwarded-for only when
 *   the request has none (base-server: `??=`), so a client's own header is indistinguishable.
 */
export function clientAddress(headers: Headers, trust: TrustSetting): string | null {
  if (trust.kind === 'vercel')
    return address(headers.get('x-vercel-forwarded-for')?.split(',')[0]) ?? address(headers.get('x-real-ip'))
  if (trust.kind === 'proxies') {
    const entries = forwardedFor(headers)
    return address(entries[entries.length - trust.count])
  }
  return null
}
