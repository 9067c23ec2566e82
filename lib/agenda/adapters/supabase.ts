import 'server-only'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseClient } from '../../config/supabase'
import type { SignedInCaller } from '../../db/caller'
import { AgendaStoreError, type AgendaBackend } from '../contract'

const refused = (what: string, error: { message: string }) => new AgendaStoreError(`Supabase recusou ${what}: ${error.message}`)

/**
 * The agenda's functions through PostgREST: as anon or as the signed-in administrator. The daily
 * digest (the job) has no key of its own: it calls job_<fn> as anon with CRON_SECRET, which the
 * database checks against the hash an administrator's sign-in registered (20261126130600).
 */
export function supabaseAgendaBackend(config: SupabaseConfig, cronSecret?: string): AgendaBackend {
  const client = (caller: SignedInCaller | 'anon' | 'job') => supabaseClient(config, caller === 'anon' || caller === 'job' ? {} : { accessToken: caller.accessToken })
  return {
    hasJobIdentity: Boolean(cronSecret),
    async call(caller, fn, args) {
      if (caller === 'job' && !cronSecret) throw new AgendaStoreError('sem CRON_SECRET para o job')
      const { data, error } = caller === 'job' ? await client(caller).rpc(`job_${fn}`, { p_key: cronSecret, ...args }) : await client(caller).rpc(fn, args)
      if (error) throw refused(fn, error)
      return data
    },
    async capacity(caller) {
      const { data, error } = await client(caller).from('admin_settings').select('events_per_day').maybeSingle<{ events_per_day: number }>()
      if (error) throw refused('a capacidade', error)
      return data?.events_per_day ?? 2
    },
    async setCapacity(caller, eventsPerDay) {
      const { data, error } = await client(caller).from('admin_settings').update({ events_per_day: eventsPerDay }).eq('id', true).select('id')
      if (error) throw refused('a capacidade', error)
      return (data ?? []).length > 0
    },
    async setNextContact(caller, id, date) {
      const { data, error } = await client(caller).from('Orcamentos').update({ next_contact: date }).eq('id', id).select('id')
      if (error) throw refused('o próximo contato', error)
      return (data ?? []).length > 0
    },
  }
}
