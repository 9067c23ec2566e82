import 'server-only'
import { AuditError, type AuditStore } from '../contract'

/** The audit log while Supabase is only half configured: every call says so. */
export function unconfiguredAuditStore(missing: string): AuditStore {
  const refuse = async (): Promise<never> => {
    throw new AuditError(`Supabase configurado pela metade: falta ${missing}`)
  }
  return { record: refuse, list: refuse }
}
