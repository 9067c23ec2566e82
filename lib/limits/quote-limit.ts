import type { LimitCounter } from './counter'

export type LimitAnswer = { ok: true } | { ok: false; retryAfterMs: number }

/**
 * Quote submissions: `perAddress` per window from one client address, and a generous ceiling for
 * the whole site per minute that no header can dodge. Without a trustworthy address every
 * visitor shares one address bucket.
 */
export function createQuoteLimit(counter: LimitCounter, { perAddress = 8, windowMs = 10 * 60_000, sitePerMinute = 30 } = {}) {
  return {
    async hit(address: string | null): Promise<LimitAnswer> {
      const own = await counter.add(`quote:ip:${address ?? 'desconhecido'}`, windowMs)
      if (own.count > perAddress) return { ok: false, retryAfterMs: own.resetInMs }
      const site = await counter.add('quote:site', 60_000)
      if (site.count > sitePerMinute) return { ok: false, retryAfterMs: site.resetInMs }
      return { ok: true }
    },
  }
}
