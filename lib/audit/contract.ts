import type { SignedInCaller } from '../db/caller'

// The audit port: an administrator records an action of their own and reads the log. Rows are
// written only by public.audit_record / audit_write (migration 20261126090000) and never change.

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

export class AuditError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'AuditError'
  }
}

export interface AuditStore {
  /** Records an action of `caller` (an administrator); subject and detail never hold personal data. */
  record(caller: SignedInCaller, action: AuditAction, subject?: string | null, detail?: Record<string, unknown>): Promise<void>
  /** Newest first, `limit` rows with an id below `before`, optionally of one action. */
  list(caller: SignedInCaller, options: AuditListOptions): Promise<AuditEntry[]>
}
