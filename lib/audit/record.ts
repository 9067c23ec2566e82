import 'server-only'
import { getAuth } from '../auth'
import type { SignedInCaller } from '../db/caller'
import { withRetries } from '../retry'
import { getAuditStore, type AuditAction } from '.'

/**
 * Records an administrator's access before it is served: when the record cannot be written the
 * access fails too, so nothing is read off the record.
 */
export function recordAdminAction(admin: SignedInCaller, action: AuditAction, subject?: string | null, detail?: Record<string, unknown>): Promise<void> {
  return withRetries(() => getAuditStore().record(admin, action, subject, detail))
}

/** Records the sign-in that just succeeded (its session cookie is already set); a failure never blocks it. */
export async function recordSignIn(): Promise<void> {
  try {
    const auth = getAuth()
    const user = await auth.currentUser()
    // Only administrators may write the log; anyone else is turned away by the admin guard anyway.
    if (user && (await auth.isAdmin(user))) await getAuditStore().record(user, 'sign_in')
  } catch (error) {
    console.error('[auditoria] a entrada no painel não foi registrada', (error as Error).name)
  }
}
