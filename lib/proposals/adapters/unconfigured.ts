import 'server-only'
import { ProposalStoreError, type ProposalStore } from '../contract'

/** The store while Supabase is only half configured: every call says so. */
export function unconfiguredProposalStore(missing: string): ProposalStore {
  const refuse = async (): Promise<never> => {
    throw new ProposalStoreError(`Supabase configurado pela metade: falta ${missing}`, { reason: 'unconfigured' })
  }
  return { view: refuse, accept: refuse, refuse, get: refuse, save: refuse, send: refuse, recordPayment: refuse, summaries: refuse, settings: refuse, saveSettings: refuse }
}
