import type { ClientIdentity } from '../request/client-identity'
import { QUOTES_PER_CLIENT } from './policy'
import type { LimitStore } from './store'

/** Store it (held as suspect when the site is flooded), or refuse it: this client sent too many. */
export type QuoteVerdict = { ok: true; suspect: boolean } | { ok: false; retryAfterMs: number }

/**
 * The limit on valid quotes, asked after validation (an invalid post spends nothing). A client
 * known by a trusted address or by its browser's id gets its own allowance; past it, its quotes are
 * refused with the reason. Nothing else ever refuses: the site-wide ceiling per minute, counted
 * apart for known and unknown clients, only marks further quotes as suspect (stored, e-mail held),
 * so no client can use up another client's way in.
 */
export function createQuoteLimit(store: Pick<LimitStore, 'count'>, { perClient = QUOTES_PER_CLIENT, sitePerMinute = 30 } = {}) {
  return {
    async hit(identity: ClientIdentity): Promise<QuoteVerdict> {
      if (identity.key) {
        const own = await store.count('quote_client', identity.key)
        if (own.total > perClient) return { ok: false, retryAfterMs: own.resetInMs }
      }
      const site = await store.count('quote_site', identity.key ? 'conhecidos' : 'desconhecidos')
      return { ok: true, suspect: site.total > sitePerMinute }
    },
  }
}
