import 'server-only'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseClient } from '../../config/supabase'
import { AuditError, type AuditEntry, type AuditStore } from '../contract'

/** The audit log in Supabase through PostgREST, as the signed-in user. */
export function supabaseAuditStore(config: SupabaseConfig): AuditStore {
  const asUser = (accessToken?: string) => supabaseClient(config, { accessToken })
  return {
    async record(caller, action, subject = null, detail = {}) {
      const { error } = await asUser(caller.accessToken).rpc('audit_record', { p_action: action, p_subject: subject, p_detail: detail })
      if (error) throw new AuditError(`Supabase recusou o registro ${action}: ${error.message}`)
    },

    async list(caller, { limit, before, action }) {
      let query = asUser(caller.accessToken).from('audit_log').select('id, at, actor_email, action, subject, detail').order('id', { ascending: false }).limit(limit)
      if (before !== undefined) query = query.lt('id', before)
      if (action !== undefined) query = query.eq('action', action)
      const { data, error } = await query
      if (error) throw new AuditError(`Supabase recusou a leitura do registro de acessos: ${error.message}`)
      return (data ?? []) as AuditEntry[]
    },
  }
}
