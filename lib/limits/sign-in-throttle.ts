import {
  SIGN_IN_ADDRESS_LOCK,
  SIGN_IN_ALERT_AT,
  SIGN_IN_EMAIL_FREE,
  SIGN_IN_EMAIL_LOCK,
  SIGN_IN_EMAIL_MAX_DELAY_MS,
  SIGN_IN_PAIR_LOCK,
} from './policy'
import type { SignInCounts } from './store'

export type SignInGate = { blocked: true; retryAfterMs: number } | { blocked: false; delayMs: number }

// The e-mail's window (limit_window_seconds('signin_email')), for the wait its lock announces.
const EMAIL_WINDOW_MS = 15 * 60_000

/**
 * What one counted attempt may do. Locks are keyed on the pair (e-mail, client), on a trusted
 * address and on the e-mail from anywhere (after SIGN_IN_EMAIL_LOCK attempts, so fresh browser ids
 * buy no more guesses); before that lock the e-mail's attempts wait longer and longer. The database
 * counts nothing on the e-mail or the address for a browser the account has signed in from, so
 * whoever knows the owner's e-mail cannot keep the owner's own browser out.
 */
export function signInGate(counts: SignInCounts): SignInGate {
  if (counts.pair.total > SIGN_IN_PAIR_LOCK) return { blocked: true, retryAfterMs: counts.pair.resetInMs }
  if (counts.address && counts.address.total > SIGN_IN_ADDRESS_LOCK)
    return { blocked: true, retryAfterMs: counts.address.resetInMs }
  if (counts.email > SIGN_IN_EMAIL_LOCK) return { blocked: true, retryAfterMs: EMAIL_WINDOW_MS }
  const over = counts.email - SIGN_IN_EMAIL_FREE
  const delayMs = over > 0 ? Math.min(SIGN_IN_EMAIL_MAX_DELAY_MS, 250 * 2 ** Math.min(over - 1, 10)) : 0
  return { blocked: false, delayMs }
}

/** Whether the e-mail took enough attempts in this window to warn the business (the database sends it once). */
export const emailUnderAttack = (counts: SignInCounts) => counts.email >= SIGN_IN_ALERT_AT
