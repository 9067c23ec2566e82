import 'server-only'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseClient } from '../../config/supabase'
import { draftJson, ProposalStoreError, settingsFromRow, settingsRow, WRONG_STATE, type AdminProposal, type AnswerResult, type ProposalStore, type ProposalSummary, type ProposalView } from '../contract'

type RpcError = { message: string; code?: string }

const refused = (what: string, error: RpcError) => new ProposalStoreError(`Supabase recusou ${what}: ${error.message}`, { reason: error.code === WRONG_STATE ? 'refused' : 'backend' })

/** Proposals in Supabase: each call is one of the migration's functions through PostgREST's rpc. */
export function supabaseProposalStore(config: SupabaseConfig): ProposalStore {
  const anon = supabaseClient(config)
  const rpc = async <T>(accessToken: string | undefined, what: string, fn: string, args: Record<string, unknown>): Promise<T> => {
    const client = accessToken ? supabaseClient(config, { accessToken }) : anon
    const { data, error } = await client.rpc(fn, args)
    if (error) throw refused(what, error)
    return data as T
  }
  return {
    view: async (token) => (await rpc<ProposalView | null>(undefined, 'a proposta', 'proposal_view', { p_token: token })) ?? null,
    accept: (token, fullName, { clientAddress, userAgent }) =>
      rpc<AnswerResult>(undefined, 'o aceite', 'proposal_accept', { p_token: token, p_full_name: fullName, p_client_address: clientAddress, p_user_agent: userAgent }),
    refuse: (token, reason, { clientAddress, userAgent }) =>
      rpc<AnswerResult>(undefined, 'a recusa', 'proposal_refuse', { p_token: token, p_reason: reason, p_client_address: clientAddress, p_user_agent: userAgent }),
    get: async (caller, orcamentoId) => (await rpc<AdminProposal | null>(caller.accessToken, 'a proposta', 'admin_proposal', { p_orcamento_id: orcamentoId })) ?? null,
    save: async (caller, orcamentoId, draft) => Number(await rpc(caller.accessToken, 'o rascunho', 'admin_proposal_save', { p_orcamento_id: orcamentoId, p_draft: draftJson(draft) })),
    send: async (caller, proposalId, token, content) => Number(await rpc(caller.accessToken, 'o envio', 'admin_proposal_send', { p_proposal_id: proposalId, p_token: token, p_content: content })),
    async recordPayment(caller, proposalId, amountCents, paidOn) {
      await rpc(caller.accessToken, 'o sinal', 'admin_proposal_record_payment', { p_proposal_id: proposalId, p_amount_cents: amountCents, p_paid_on: paidOn })
    },
    summaries: async (caller, ids) => (await rpc<ProposalSummary[] | null>(caller.accessToken, 'as propostas', 'admin_proposal_summaries', ids ? { p_orcamento_ids: ids } : {})) ?? [],
    async settings(caller) {
      const { data, error } = await supabaseClient(config, { accessToken: caller.accessToken }).from('admin_settings').select('deposit_percent, pix_key, pix_beneficiary, pix_city').maybeSingle()
      if (error) throw refused('as configurações', error)
      return settingsFromRow(data ?? undefined)
    },
    async saveSettings(caller, settings) {
      const { data, error } = await supabaseClient(config, { accessToken: caller.accessToken }).from('admin_settings').update(settingsRow(settings)).eq('id', true).select('id')
      if (error) throw refused('as configurações', error)
      if ((data ?? []).length === 0) throw new ProposalStoreError('As configurações não foram salvas', { reason: 'refused' })
    },
  }
}
