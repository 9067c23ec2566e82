// The audit log's types (store.ts): an administrator records an action of their own and reads the
// log. Rows are written only by public.audit_record / audit_write and never change.

/** One row of public.audit_log. */
export type AuditEntry = {
  id: number
  at: string
  actor_email: string | null
  action: string
  subject: string | null
  detail: Record<string, unknown>
}

/**
 * What an administrator's own access records through public.audit_record: the database accepts
 * only these (every other action is written by the SQL function that does it). Labels: labels.ts.
 */
export type AuditAction = 'quote_opened' | 'csv_export'

export type AuditListOptions = { limit: number; before?: number; action?: string }
