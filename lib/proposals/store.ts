import 'server-only'
import { getRpc } from '../db'
import { anonymous, type SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'
import { draftJson, type AdminProposal, type AnswerResult, type ClientEvidence, type ProposalContent, type ProposalDraft, type ProposalSettings, type ProposalSummary, type ProposalView } from './contract'

type SettingsRow = { deposit_percent: number; pix_key: string | null; pix_beneficiary: string | null; pix_city: string | null }

/** Proposals: each call one SQL function of the migrations, through the transport. */
export function proposalStore(rpc: Rpc) {
  const answer = (fn: 'proposal_accept' | 'proposal_refuse', token: string, args: Record<string, unknown>, { clientAddress, userAgent }: ClientEvidence) =>
    rpc.value<AnswerResult>(anonymous, fn, { p_token: token, ...args, p_client_address: clientAddress, p_user_agent: userAgent })
  return {
    /** The client's link: null for any token that is not one. */
    view: (token: string) => rpc.value<ProposalView | null>(anonymous, 'proposal_view', { p_token: token }),
    accept: (token: string, fullName: string, evidence: ClientEvidence) => answer('proposal_accept', token, { p_full_name: fullName }, evidence),
    refuse: (token: string, reason: string | null, evidence: ClientEvidence) => answer('proposal_refuse', token, { p_reason: reason }, evidence),
    /** The quote's proposal, or null when it has none. */
    get: (caller: SignedInCaller, orcamentoId: number) => rpc.value<AdminProposal | null>(caller, 'admin_proposal', { p_orcamento_id: orcamentoId }),
    /** Writes the draft (creating the proposal) and returns its id. */
    save: async (caller: SignedInCaller, orcamentoId: number, draft: ProposalDraft) => Number(await rpc.value(caller, 'admin_proposal_save', { p_orcamento_id: orcamentoId, p_draft: draftJson(draft) })),
    /** Freezes the draft as the next version, reachable with `token`; returns its number. */
    send: async (caller: SignedInCaller, proposalId: number, token: string, content: ProposalContent) =>
      Number(await rpc.value(caller, 'admin_proposal_send', { p_proposal_id: proposalId, p_token: token, p_content: content })),
    recordPayment: async (caller: SignedInCaller, proposalId: number, amountCents: number, paidOn: string) =>
      void (await rpc.value(caller, 'admin_proposal_record_payment', { p_proposal_id: proposalId, p_amount_cents: amountCents, p_paid_on: paidOn })),
    /** The proposals of these quotes; without ids, the accepted ones whose deposit is pending. */
    summaries: (caller: SignedInCaller, orcamentoIds?: number[]) => rpc.rows<ProposalSummary>(caller, 'admin_proposal_summaries', orcamentoIds ? { p_orcamento_ids: orcamentoIds } : {}),
    async settings(caller: SignedInCaller): Promise<ProposalSettings> {
      const [row] = await rpc.rows<SettingsRow>(caller, 'admin_proposal_settings', {})
      return { depositPercent: row?.deposit_percent ?? 30, pixKey: row?.pix_key ?? null, pixBeneficiary: row?.pix_beneficiary ?? null, pixCity: row?.pix_city ?? null }
    },
    async saveSettings(caller: SignedInCaller, { depositPercent, pixKey, pixBeneficiary, pixCity }: ProposalSettings): Promise<void> {
      const saved = await rpc.value<boolean>(caller, 'admin_set_proposal_settings', { p_deposit_percent: depositPercent, p_pix_key: pixKey, p_pix_beneficiary: pixBeneficiary, p_pix_city: pixCity })
      if (saved !== true) throw new Error('As configurações de propostas não foram salvas')
    },
  }
}

export type ProposalStore = ReturnType<typeof proposalStore>

export const getProposalStore = () => proposalStore(getRpc())
