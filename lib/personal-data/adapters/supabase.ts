import 'server-only'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseClient } from '../../config/supabase'
import { personalDataError, type PersonalDataStore, type PersonRecords } from '../contract'

/** Personal data in Supabase: the same functions through PostgREST's rpc, as the signed-in user (or anon). */
export function supabasePersonalDataStore(config: SupabaseConfig): PersonalDataStore {
  const asUser = (accessToken?: string) => supabaseClient(config, { accessToken })
  return {
    async find(caller, key, purpose) {
      const { data, error } = await asUser(caller.accessToken).rpc('person_data', { p_key: key, p_purpose: purpose })
      if (error) throw personalDataError('buscar os dados da pessoa', error)
      return data as PersonRecords
    },

    async correct(caller, id, { name, email, phone, whatsapp, neighborhood }) {
      const { data, error } = await asUser(caller.accessToken).rpc('correct_quote_contact', { p_id: id, p_name: name, p_email: email, p_phone: phone, p_whatsapp: whatsapp, p_neighborhood: neighborhood })
      if (error) throw personalDataError('corrigir o contato', error)
      return Array.isArray(data) ? data.map(String) : []
    },

    async anonymize(caller, key) {
      const { data, error } = await asUser(caller.accessToken).rpc('anonymize_person', { p_key: key })
      if (error) throw personalDataError('anonimizar', error)
      return Number(data)
    },

    async retentionMonths() {
      const { data, error } = await asUser().rpc('retention_months')
      if (error) throw personalDataError('ler o prazo de guarda', error)
      return Number(data)
    },

    async setRetentionMonths(caller, months) {
      const { error } = await asUser(caller.accessToken).rpc('set_retention_months', { p_months: months })
      if (error) throw personalDataError('mudar o prazo de guarda', error)
    },
  }
}
