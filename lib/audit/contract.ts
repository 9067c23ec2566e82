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

/** Short snake_case code of what was done, e.g. 'csv_export' (labels: labels.ts). */
export type AuditAction = string

export type AuditListOptions = { limit: number; before?: number; action?: string }
