import 'server-only'
import type { SignedInCaller } from '../db/caller'
import { withRetries } from '../retry'
import type { AuditAction } from './contract'
import { getAuditStore } from './store'

/**
 * Records an administrator's access before it is served: when the record cannot be written the
 * access fails too, so nothing is read off the record.
 */
export function recordAdminAction(
  admin: SignedInCaller,
  action: AuditAction,
  subject?: string | null,
  detail?: Record<string, unknown>,
): Promise<void> {
  return withRetries(() => getAuditStore().record(admin, action, subject, detail))
}
