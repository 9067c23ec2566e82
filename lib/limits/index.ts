import 'server-only'
import { cookies, headers } from 'next/headers'
import { env } from '../config/env'
import { siteKey } from '../config/site-secret'
import { getRpc } from '../db'
import { CLIENT_COOKIE, clientCookieOptions, clientIdFrom, newClientCookie } from '../request/client-id'
import { clientAddress } from '../request/client-address'
import { addressKey, clientIdentity, type ClientIdentity } from '../request/client-identity'
import { newChallenge, provenId, type ProofChallenge } from '../security/proof-of-work'
import { CLIENT_IDS_PER_NETWORK, PROOF_EXPIRES_MS } from './policy'
import { proofMaxNumber } from './proof-cost'
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

/** The signed browser id of the current request's cookie ('cliente:<id>'); null when this site did not sign it. */
export async function requestBrowser(): Promise<string | null> {
  const id = clientIdFrom((await cookies()).get(CLIENT_COOKIE)?.value, siteKey('cliente'))
  return id ? `cliente:${id}` : null
}

/**
 * A new signed browser id for a request from `requestHeaders`, or null when its network (its
 * trusted address's /64, or every unknown address together) had its share of new ids in this
 * window: otherwise a script would fetch a fresh allowance before each attempt. A database that
 * cannot count does not stop ids: every limit they feed is counted there too.
 */
export async function issueClientCookie(requestHeaders: Headers): Promise<{ id: string; value: string } | null> {
  const address = clientAddress(requestHeaders, env.trust)
  try {
    const { total } = await limits().count('client_id', address ? addressKey(address) : 'desconhecida')
    if (total > CLIENT_IDS_PER_NETWORK) return null
  } catch (error) {
    console.error('[limites] contador de ids de navegador indisponível', describeFailure(error))
  }
  return newClientCookie(siteKey('cliente'))
}

/** Gives this browser a signed id when it has none this site signed and its network may have one (in an action or a route handler). */
export async function ensureClientId(): Promise<void> {
  const store = await cookies()
  if (clientIdFrom(store.get(CLIENT_COOKIE)?.value, siteKey('cliente'))) return
  const cookie = await issueClientCookie(await headers())
  if (cookie) store.set(CLIENT_COOKIE, cookie.value, clientCookieOptions(env.isProduction))
}

/** A proof-of-work puzzle for a form to solve (the ALTCHA widget's `challengejson`), dearer as the minute's volume (`siteTotal`) grows past `ceiling`. */
export const proofChallenge = (siteTotal: number, ceiling: number): Promise<ProofChallenge> =>
  newChallenge(siteKey('prova-de-trabalho'), {
    maxNumber: proofMaxNumber(siteTotal, ceiling),
    expiresMs: PROOF_EXPIRES_MS,
  })

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
