import 'server-only'
import { env } from '../config/env'
import { embeddedAuditStore } from './adapters/embedded'
import { supabaseAuditStore } from './adapters/supabase'
import { unconfiguredAuditStore } from './adapters/unconfigured'
import type { AuditStore } from './contract'

export * from './contract'

let store: AuditStore | undefined

/** The audit store of the configured backend (the one place that picks it). */
export function getAuditStore(): AuditStore {
  if (store) return store
  const backend = env.quotes
  store = backend.kind === 'supabase' ? supabaseAuditStore(backend) : backend.kind === 'embedded' ? embeddedAuditStore(backend.dataDir) : unconfiguredAuditStore(backend.missing)
  return store
}
