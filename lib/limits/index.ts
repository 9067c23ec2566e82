import 'server-only'
import { headers } from 'next/headers'
import { createSignInThrottle } from './sign-in-throttle'
import { env } from '../config/env'
import { clientAddress } from '../request/client-address'
import { memoryCounter, type LimitCounter } from './counter'
import { databaseCounter } from './database-counter'
import { createQuoteLimit } from './quote-limit'
import { supabaseRpc } from './supabase-rpc'

// With Supabase (many instances) the counters live in the database; the embedded database serves
// one process, whose memory is enough.
const counter: LimitCounter = env.quotes.kind === 'supabase' ? databaseCounter(supabaseRpc(env.quotes)) : memoryCounter()

// A counter that cannot answer lets the request through: the limit is a guard, the quote matters more.
const failOpen: LimitCounter = {
  async add(key, windowMs, cost) {
    try {
      return await counter.add(key, windowMs, cost)
    } catch (error) {
      console.error('[limites] contador indisponível, pedido liberado', error)
      return { count: 0, resetInMs: 0 }
    }
  },
  async clear(key) {
    await counter.clear(key).catch((error: unknown) => console.error('[limites] contador indisponível', error))
  },
}

export const quoteLimit = createQuoteLimit(failOpen, { sitePerMinute: env.quotesPerMinute })
export const signInThrottle = createSignInThrottle(failOpen)

/** The address of the client of the current request, as the trust setting allows (null: unknown). */
export async function requestAddress(): Promise<string | null> {
  return clientAddress(await headers(), env.trust)
}
