import 'server-only'
import { SIGN_IN_ALERT_AT } from '../limits/policy'
import type { OpenSession } from './contract'
import { requireAdmin } from './guard'
import { getAuthStore } from './store'

/** "Sessões": every open session, newest use first. */
export async function openSessions(): Promise<OpenSession[]> {
  return getAuthStore().openSessions(await requireAdmin())
}

/** Ends a session as the signed-in administrator; false when it was not open. */
export async function endSession(id: string): Promise<boolean> {
  return getAuthStore().endSession(await requireAdmin(), id)
}

export type SignInAlert = { email: string; at: string }

/** Accounts whose e-mail took SIGN_IN_ALERT_AT wrong passwords or more within 15 minutes, in the last day. */
export async function signInAlerts(): Promise<SignInAlert[]> {
  return getAuthStore().signInAlerts(await requireAdmin())
}

export { SIGN_IN_ALERT_AT }
