import 'server-only'
import { env } from '../config/env'
import { embeddedProposalStore } from './adapters/embedded'
import { supabaseProposalStore } from './adapters/supabase'
import { unconfiguredProposalStore } from './adapters/unconfigured'
import type { ProposalStore } from './contract'

export * from './contract'

let store: ProposalStore | undefined

/** The proposal store of the configured backend (the one place that picks it). */
export function getProposalStore(): ProposalStore {
  if (store) return store
  const backend = env.quotes
  store = backend.kind === 'supabase' ? supabaseProposalStore(backend) : backend.kind === 'embedded' ? embeddedProposalStore(backend.dataDir) : unconfiguredProposalStore(backend.missing)
  return store
}
