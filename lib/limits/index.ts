import 'server-only'
import { cookies, headers } from 'next/headers'
import { env } from '../config/env'
import { getRpc } from '../db'
import { CLIENT_COOKIE, clientCookieOptions, clientIdFrom, newClientId } from '../request/client-id'
import { clientAddress } from '../request/client-address'
import { clientIdentity, type ClientIdentity } from '../request/client-identity'
import { createQuoteLimit, type QuoteVerdict } from './quote-limit'
import { limitStore } from './store'

export { signInGate, emailUnderAttack } from './sign-in-throttle'

/** The limit functions in the configured database (both modes: the rule is the SQL's). */
export const limits = () => limitStore(getRpc())

const quoteLimit = () => createQuoteLimit(limits(), { sitePerMinute: env.quotesPerMinute })

/** The quote limit's verdict; a counter that cannot answer lets the quote through (the quote matters more). */
export async function quoteVerdict(identity: ClientIdentity): Promise<QuoteVerdict> {
  try {
    return await quoteLimit().hit(identity)
  } catch (error) {
    console.error('[limites] contador indisponível, pedido liberado', (error as Error).message)
    return { ok: true, suspect: false }
  }
}

/** Who the current request comes from, as the trust setting and the browser's id cookie allow. */
export async function requestIdentity(): Promise<ClientIdentity> {
  const store = await cookies()
  return clientIdentity(await headers(), store.get(CLIENT_COOKIE)?.value, env.trust)
}

/** The address of the client of the current request, as the trust setting allows (null: unknown). */
export async function requestAddress(): Promise<string | null> {
  return clientAddress(await headers(), env.trust)
}

/** Gives this browser its id when it has none (in an action or a route handler); returns the id. */
export async function ensureClientId(): Promise<string> {
  const store = await cookies()
  const existing = clientIdFrom(store.get(CLIENT_COOKIE)?.value)
  if (existing) return existing
  const id = newClientId()
  store.set(CLIENT_COOKIE, id, clientCookieOptions(env.isProduction))
  return id
}

// Deliveries seen by this process, for when the database cannot answer (bounded: oldest forgotten first).
const seenHere = new Map<string, number>()

/**
 * Whether a webhook delivery was accepted before (in the database, so every instance shares it);
 * records it when not.
 */
export async function webhookSeenBefore(deliveryId: string): Promise<boolean> {
  try {
    return (await limits().count('webhook_delivery', deliveryId)).total > 1
  } catch (error) {
    console.error('[revalidate] registro de entregas indisponível, usando a memória', (error as Error).message)
    const now = Date.now()
    for (const [id, until] of seenHere) if (until < now || seenHere.size > 1000) seenHere.delete(id)
    if (seenHere.has(deliveryId)) return true
    seenHere.set(deliveryId, now + 10 * 60_000)
    return false
  }
}
