import 'server-only'
import { requireAdmin } from '../auth/guard'
import { withRetries } from '../retry'
import type { AuditEntry } from './contract'
import { getAuditStore } from './store'

export const AUDIT_PAGE_SIZE = 50

/** One page of the audit log, newest first, before the row `before` (keyset), optionally of one action. */
export async function listAudit({
  before,
  action,
}: {
  before?: number
  action?: string
}): Promise<{ entries: AuditEntry[]; next?: number }> {
  const admin = await requireAdmin()
  const rows = await withRetries(() => getAuditStore().list(admin, { limit: AUDIT_PAGE_SIZE + 1, before, action }))
  const entries = rows.slice(0, AUDIT_PAGE_SIZE)
  return { entries, next: rows.length > AUDIT_PAGE_SIZE ? entries.at(-1)?.id : undefined }
}
