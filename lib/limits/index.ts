import 'server-only'
import { cookies, headers } from 'next/headers'
import { env } from '../config/env'
import { siteKey } from '../config/site-secret'
import { getRpc } from '../db'
import { CLIENT_COOKIE, clientCookieOptions, clientIdFrom, newClientCookie } from '../request/client-id'
import { clientAddress } from '../request/client-address'
import { clientIdentity, type ClientIdentity } from '../request/client-identity'
import { newChallenge, provenId, type ProofChallenge } from '../security/proof-of-work'
import { PROOF_EXPIRES_MS, PROOF_MAX_NUMBER } from './policy'
import { limitStore } from './store'
import { describeFailure } from '../log/describe-failure'

export { signInGate, emailUnderAttack } from './sign-in-throttle'

/** The limit functions in the configured database (both modes: the rule is the SQL's). */
export const limits = () => limitStore(getRpc())

/** Who the current request comes from, as the trust setting and the browser's signed id cookie allow. */
export async function requestIdentity(): Promise<ClientIdentity> {
  const store = await cookies()
  return clientIdentity(await headers(), store.get(CLIENT_COOKIE)?.value, env.trust, siteKey('cliente'))
}

/** The address of the client of the current request, as the trust setting allows (null: unknown). */
export async function requestAddress(): Promise<string | null> {
  return clientAddress(await headers(), env.trust)
}

/** Gives this browser a signed id when it has none this site signed (in an action or a route handler); returns the id. */
export async function ensureClientId(): Promise<string> {
  const store = await cookies()
  const key = siteKey('cliente')
  const existing = clientIdFrom(store.get(CLIENT_COOKIE)?.value, key)
  if (existing) return existing
  const cookie = newClientCookie(key)
  store.set(CLIENT_COOKIE, cookie.value, clientCookieOptions(env.isProduction))
  return cookie.id
}

/** A proof-of-work puzzle for a form to solve (the ALTCHA widget's `challengejson`). */
export const proofChallenge = (): Promise<ProofChallenge> =>
  newChallenge(siteKey('prova-de-trabalho'), { maxNumber: PROOF_MAX_NUMBER, expiresMs: PROOF_EXPIRES_MS })

/** The id of the puzzle a form's `altcha` field solves (signed here, not expired); null otherwise. */
export const solvedProof = (payload: FormDataEntryValue | null): Promise<string | null> =>
  provenId(payload, siteKey('prova-de-trabalho'))

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
    console.error('[revalidate] registro de entregas indisponível, usando a memória', describeFailure(error))
    const now = Date.now()
    for (const [id, until] of seenHere) if (until < now || seenHere.size > 1000) seenHere.delete(id)
    if (seenHere.has(deliveryId)) return true
    seenHere.set(deliveryId, now + 10 * 60_000)
    return false
  }
}
