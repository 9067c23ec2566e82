import 'server-only'
import { getRpc } from '../db'
import { SIGN_IN_ALERT_AT } from '../limits/policy'
import type { OpenSession } from './contract'
import { requireAdmin } from './guard'
import { endSessionAsAdmin, listOpenSessions } from './sessions'

/** "Sessões": every open session, newest use first. */
export async function openSessions(): Promise<OpenSession[]> {
  return listOpenSessions(getRpc(), await requireAdmin())
}

/** Ends a session as the signed-in administrator; false when it was not open. */
export async function endSession(id: string): Promise<boolean> {
  return endSessionAsAdmin(getRpc(), await requireAdmin(), id)
}

export type SignInAlert = { email: string; at: string }

/** Accounts whose e-mail took SIGN_IN_ALERT_AT wrong passwords or more within 15 minutes, in the last day. */
export async function signInAlerts(): Promise<SignInAlert[]> {
  const rows = await getRpc().rows<{ email: string; at: string | Date }>(await requireAdmin(), 'admin_sign_in_alerts', {})
  return rows.map((row) => ({ email: row.email, at: new Date(row.at).toISOString() }))
}

export { SIGN_IN_ALERT_AT }
