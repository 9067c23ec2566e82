import 'server-only'
import { env } from '../config/env'
import { sharedEmbeddedDatabase } from '../db/embedded-database'
import { embeddedAgendaBackend } from './adapters/embedded'
import { supabaseAgendaBackend } from './adapters/supabase'
import { agendaStore, AgendaStoreError, type AgendaStore } from './contract'

export * from './contract'

let store: AgendaStore | undefined

/** The agenda store of the configured backend (the one place that picks it). */
export function getAgendaStore(): AgendaStore {
  if (store) return store
  const backend = env.quotes
  if (backend.kind === 'supabase') store = agendaStore(supabaseAgendaBackend(backend, env.cronSecret))
  else if (backend.kind === 'embedded') store = agendaStore(embeddedAgendaBackend(() => sharedEmbeddedDatabase(backend.dataDir)))
  else {
    const missing = async () => {
      throw new AgendaStoreError(`Banco de orçamentos não configurado (falta ${backend.missing})`)
    }
    store = agendaStore({ hasJobIdentity: false, call: missing, capacity: missing, setCapacity: missing, setNextContact: missing })
  }
  return store
}
