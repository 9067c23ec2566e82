import {
  SIGN_IN_ADDRESS_LOCK,
  SIGN_IN_ALERT_AT,
  SIGN_IN_EMAIL_FREE,
  SIGN_IN_EMAIL_MAX_DELAY_MS,
  SIGN_IN_PAIR_LOCK,
} from './policy'
import type { SignInCounts } from './store'

export type SignInGate = { blocked: true; retryAfterMs: number } | { blocked: false; delayMs: number }

/**
 * What one counted attempt may do. Locks are keyed on the pair (e-mail, client) and on a trusted
 * address, never on the e-mail alone: that only slows down (a wait that doubles up to a ceiling), so
 * whoever knows the owner's e-mail cannot keep the owner out.
 */
export function signInGate(counts: SignInCounts): SignInGate {
  if (counts.pair.total > SIGN_IN_PAIR_LOCK) return { blocked: true, retryAfterMs: counts.pair.resetInMs }
  if (counts.address && counts.address.total > SIGN_IN_ADDRESS_LOCK)
    return { blocked: true, retryAfterMs: counts.address.resetInMs }
  const over = counts.email - SIGN_IN_EMAIL_FREE
  const delayMs = over > 0 ? Math.min(SIGN_IN_EMAIL_MAX_DELAY_MS, 250 * 2 ** Math.min(over - 1, 10)) : 0
  return { blocked: false, delayMs }
}

/** Whether the e-mail took enough attempts in this window to warn the business (the database sends it once). */
export const emailUnderAttack = (counts: SignInCounts) => counts.email >= SIGN_IN_ALERT_AT
