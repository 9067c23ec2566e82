import 'server-only'
import { getRpc } from '../db'
import type { SignedInCaller } from '../db/caller'
import { whenRefused, type Rpc } from '../db/rpc'
import type { AuditAction, AuditEntry, AuditListOptions } from './contract'

/** The audit log: each call one SQL function of the migrations, through the transport. */
export function auditStore(rpc: Rpc) {
  return {
    /** Records an action of `caller` (an administrator); subject and detail never hold personal data. */
    record: async (
      caller: SignedInCaller,
      action: AuditAction,
      subject: string | null = null,
      detail: Record<string, unknown> = {},
    ) => void (await rpc.value(caller, 'audit_record', { p_action: action, p_subject: subject, p_detail: detail })),
    /** Newest first, `limit` rows with an id below `before`, optionally of one action; nothing for anyone but an administrator. */
    list: (caller: SignedInCaller, { limit, before, action }: AuditListOptions) =>
      rpc
        .rows<AuditEntry>(caller, 'admin_audit_log', {
          p_limit: limit,
          p_before: before ?? null,
          p_action: action ?? null,
        })
        .catch(whenRefused<AuditEntry[]>([])),
  }
}

export const getAuditStore = () => auditStore(getRpc())
