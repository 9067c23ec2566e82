import 'server-only'
import { getRpc } from '../db'
import { anonymous, type SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'
import { changed, FULL_DATES } from '../db/brief-cache'
import {
  draftJson,
  type AnswerResult,
  type BookingView,
  type ClientEvidence,
  type ProposalContent,
  type ProposalDraft,
  type ProposalLink,
  type ProposalSettings,
  type ProposalSummary,
  type ProposalView,
  type SettingsSaved,
  type StoredProposal,
} from './contract'

type SettingsRow = { deposit_percent: number; pix_key: string | null; pix_beneficiary: string | null; pix_city: string | null }

/** Proposals: each call one SQL function of the migrations, through the transport. */
export function proposalStore(rpc: Rpc) {
  const answer = (fn: 'proposal_accept' | 'proposal_refuse', token: string, args: Record<string, unknown>, { clientAddress, userAgent }: ClientEvidence) =>
    rpc.value<AnswerResult>(anonymous, fn, { p_token: token, ...args, p_client_address: clientAddress, p_user_agent: userAgent })
  return {
    /** The client's link: null for any token that is not one. */
    view: (token: string) => rpc.value<ProposalView | null>(anonymous, 'proposal_view', { p_token: token }),
    /** The client's acceptance (the quote becomes won and fills its day: the public full dates kept for the form go). */
    accept: (token: string, fullName: string, evidence: ClientEvidence) => answer('proposal_accept', token, { p_full_name: fullName }, evidence).finally(() => changed(rpc, FULL_DATES)),
    /** The booking an accepted link led to: null for any other link. */
    booking: (token: string) => rpc.value<BookingView | null>(anonymous, 'proposal_booking', { p_token: token }),
    refuse: (token: string, reason: string | null, evidence: ClientEvidence) => answer('proposal_refuse', token, { p_reason: reason }, evidence),
    /** The quote's proposal (its versions without their links: see link.ts), or null when it has none. */
    get: (caller: SignedInCaller, orcamentoId: number) => rpc.value<StoredProposal | null>(caller, 'admin_proposal', { p_orcamento_id: orcamentoId }),
    /** Writes the draft (creating the proposal) and returns its id. */
    save: async (caller: SignedInCaller, orcamentoId: number, draft: ProposalDraft) => Number(await rpc.value(caller, 'admin_proposal_save', { p_orcamento_id: orcamentoId, p_draft: draftJson(draft) })),
    /** Freezes the draft as the next version (with the Pix settings of now), reachable through `link`; returns its number. */
    send: async (caller: SignedInCaller, proposalId: number, link: ProposalLink, content: ProposalContent) =>
      Number(await rpc.value(caller, 'admin_proposal_send', { p_proposal_id: proposalId, p_token: link.token, p_link_salt: link.salt, p_content: content })),
    /** A payment; the one that completes the deposit confirms the booking (refused with BK001/BK002 when its day has no room, without an override's reason). */
    recordPayment: async (caller: SignedInCaller, proposalId: number, amountCents: number, paidOn: string, overrideReason?: string) =>
      void (await rpc
        .value(caller, 'admin_proposal_record_payment', { p_proposal_id: proposalId, p_amount_cents: amountCents, p_paid_on: paidOn, p_override_reason: overrideReason || null })
        // A confirmed booking fills its day: the public full dates kept for the form go.
        .finally(() => changed(rpc, FULL_DATES))),
    /** The proposals of these quotes; without ids, the accepted ones whose deposit is pending. */
    summaries: (caller: SignedInCaller, orcamentoIds?: number[]) => rpc.rows<ProposalSummary>(caller, 'admin_proposal_summaries', orcamentoIds ? { p_orcamento_ids: orcamentoIds } : {}),
    async settings(caller: SignedInCaller): Promise<ProposalSettings> {
      const [[row], holdDays] = await Promise.all([rpc.rows<SettingsRow>(caller, 'admin_proposal_settings', {}), rpc.value<number | null>(caller, 'admin_hold_days', {})])
      return { depositPercent: row?.deposit_percent ?? 30, pixKey: row?.pix_key ?? null, pixBeneficiary: row?.pix_beneficiary ?? null, pixCity: row?.pix_city ?? null, holdDays: holdDays ?? 3 }
    },
    /** Saves the settings; a Pix change is audited by the database, which answers what the administrators' e-mail says. */
    async saveSettings(caller: SignedInCaller, { depositPercent, pixKey, pixBeneficiary, pixCity, holdDays }: ProposalSettings): Promise<SettingsSaved> {
      const saved = await rpc.value<SettingsSaved>(caller, 'admin_proposal_settings_save', { p_deposit_percent: depositPercent, p_pix_key: pixKey, p_pix_beneficiary: pixBeneficiary, p_pix_city: pixCity })
      const held = await rpc.value<boolean>(caller, 'admin_set_hold_days', { p_days: holdDays })
      if (saved?.saved !== true || held !== true) throw new Error('As configurações de propostas não foram salvas')
      return saved
    },
  }
}

export type ProposalStore = ReturnType<typeof proposalStore>

export const getProposalStore = () => proposalStore(getRpc())
