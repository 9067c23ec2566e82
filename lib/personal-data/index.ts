import 'server-only'
import { env } from '../config/env'
import { embeddedPersonalDataStore } from './adapters/embedded'
import { supabasePersonalDataStore } from './adapters/supabase'
import { unconfiguredPersonalDataStore } from './adapters/unconfigured'
import type { PersonalDataStore } from './contract'

export * from './contract'

let store: PersonalDataStore | undefined

/** The personal-data store of the configured backend (the one place that picks it). */
export function getPersonalDataStore(): PersonalDataStore {
  if (store) return store
  const backend = env.quotes
  store = backend.kind === 'supabase' ? supabasePersonalDataStore(backend) : backend.kind === 'embedded' ? embeddedPersonalDataStore(backend.dataDir) : unconfiguredPersonalDataStore(backend.missing)
  return store
}
