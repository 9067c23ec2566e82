import 'server-only'
import { getRpc } from '../db'
import { anonymous, server, type SignedInCaller } from '../db/caller'
import type { Rpc, SqlCall } from '../db/rpc'
import { changingFullDates } from '../db/brief-cache'
import {
  draftJson,
  type AnswerResult,
  type BookingView,
  type BusinessIdentity,
  type CancellationTerms,
  type CancellationTier,
  type ClientEvidence,
  type EventAddress,
  type InstallmentDueRow,
  type ProposalAnswer,
  type PaymentMethod,
  type ProposalContent,
  type ProposalDraft,
  type ProposalLink,
  type PendingAlert,
  type PixChange,
  type ProposalSettings,
  type ProposalSummary,
  type ProposalView,
  type SettingsSaved,
  type StoredProposal,
} from './contract'
import type { InstallmentState } from './schedule'

type SettingsRow = {
  deposit_percent: number
  pix_key: string | null
  pix_beneficiary: string | null
  pix_city: string | null
}

/** Proposals: each call one SQL function of the migrations, through the transport. */
export function proposalStore(rpc: Rpc) {
  const answer = (
    fn: 'proposal_accept' | 'proposal_refuse',
    token: string,
    args: Record<string, unknown>,
    { clientAddress, userAgent }: ClientEvidence,
  ) =>
    // Both functions take the token and the client's evidence; `args` adds what each asks for.
    rpc.value<AnswerResult>(
      anonymous,
      ...([fn, { p_token: token, ...args, p_client_address: clientAddress, p_user_agent: userAgent }] as SqlCall),
    )
  return {
    /** The client's link: null for any token that is not one. */
    view: (token: string) => rpc.value<ProposalView | null>(anonymous, 'proposal_view', { p_token: token }),
    /** The client's acceptance with the contract's data (the date is held and fills its day: the public full dates kept for the form go). */
    accept: (
      token: string,
      contract: { fullName: string; cpf: string; address: EventAddress },
      evidence: ClientEvidence,
    ) =>
      changingFullDates(
        rpc,
        answer(
          'proposal_accept',
          token,
          { p_full_name: contract.fullName, p_cpf: contract.cpf, p_address: contract.address },
          evidence,
        ),
      ),
    /** The client opened the link: counted, nothing else kept. */
    opened: async (token: string) => void (await rpc.value(anonymous, 'proposal_opened', { p_token: token })),
    /** The booking an accepted link led to: null for any other link. */
    booking: (token: string) => rpc.value<BookingView | null>(anonymous, 'proposal_booking', { p_token: token }),
    refuse: (token: string, reason: string | null, evidence: ClientEvidence) =>
      answer('proposal_refuse', token, { p_reason: reason }, evidence),
    /** The quote's proposal (its versions without their links: see link.ts), or null when it has none. */
    get: (caller: SignedInCaller, orcamentoId: number) =>
      rpc.value<StoredProposal | null>(caller, 'admin_proposal', { p_orcamento_id: orcamentoId }),
    /** Writes the draft (creating the proposal) and returns its id. */
    /** `amendment`: the draft of an aditivo, after acceptance (the proposal stays accepted). */
    save: async (caller: SignedInCaller, orcamentoId: number, draft: ProposalDraft, amendment = false) =>
      Number(
        await rpc.value(caller, 'admin_proposal_save', {
          p_orcamento_id: orcamentoId,
          p_draft: amendment ? { ...draftJson(draft), amendment: true } : draftJson(draft),
        }),
      ),
    /**
     * Freezes the draft as the next version (with the Pix settings of now), reachable through `link`;
     * returns its number. `amendment`: an aditivo of the accepted version, its schedule recomputed by the database.
     */
    send: async (
      caller: SignedInCaller,
      proposalId: number,
      link: ProposalLink,
      content: ProposalContent,
      amendment = false,
    ) =>
      Number(
        await rpc.value(
          caller,
          ...([
            amendment ? 'admin_proposal_amend' : 'admin_proposal_send',
            { p_proposal_id: proposalId, p_token: link.token, p_link_salt: link.salt, p_content: content },
          ] as SqlCall),
        ),
      ),
    /**
     * A payment, returning its receipt's number; refused (PY001) above what remains. The one that
     * completes the deposit confirms the booking (refused with BK001/BK002 when its day has no room, without an override's reason).
     */
    recordPayment: async (
      caller: SignedInCaller,
      proposalId: number,
      payment: { amountCents: number; paidOn: string; method: PaymentMethod },
      overrideReason?: string,
    ) =>
      // A confirmed booking fills its day.
      Number(
        await changingFullDates(
          rpc,
          rpc.value(caller, 'admin_proposal_record_payment', {
            p_proposal_id: proposalId,
            p_amount_cents: payment.amountCents,
            p_paid_on: payment.paidOn,
            p_method: payment.method,
            p_override_reason: overrideReason || null,
          }),
        ),
      ),
    /** "Estornar": cancels a payment typed wrong by its counter-entry, with the reason; refused (PY002) when it was already reversed. */
    reversePayment: async (caller: SignedInCaller, proposalId: number, paymentId: number, reason: string) =>
      Number(
        await rpc.value(caller, 'admin_proposal_reverse_payment', {
          p_proposal_id: proposalId,
          p_payment_id: paymentId,
          p_reason: reason,
        }),
      ),
    /** "Devolução": money given back, returning its receipt's number; refused (PY003) above what was received and not given back. */
    recordRefund: async (
      caller: SignedInCaller,
      proposalId: number,
      refund: { amountCents: number; paidOn: string; method: PaymentMethod; reason: string },
    ) =>
      Number(
        await rpc.value(caller, 'admin_proposal_record_refund', {
          p_proposal_id: proposalId,
          p_amount_cents: refund.amountCents,
          p_paid_on: refund.paidOn,
          p_method: refund.method,
          p_reason: refund.reason,
        }),
      ),
    /** The business's identity on receipts and proposals (legal name, CNPJ or CPF, address, city); blanks before it is set. */
    businessIdentity: async (caller: SignedInCaller) =>
      (await rpc.value<BusinessIdentity | null>(caller, 'admin_business_identity', {})) ?? {
        legalName: null,
        document: null,
        address: null,
        city: null,
      },
    /** Refused with ID001 (a CNPJ or CPF with wrong check digits) or 22023 (a name, address or city missing). */
    setBusinessIdentity: async (
      caller: SignedInCaller,
      identity: { legalName: string; document: string; address: string; city: string },
    ) =>
      void (await rpc.value(caller, 'admin_set_business_identity', {
        p_legal_name: identity.legalName,
        p_document: identity.document,
        p_address: identity.address,
        p_city: identity.city,
      })),
    /** The business's cancellation policy: tiers of more than `daysBefore` days before the party, `percent` back; most days first. */
    cancellationTiers: async (caller: SignedInCaller) =>
      (await rpc.value<CancellationTier[] | null>(caller, 'admin_cancellation_tiers', {})) ?? [],
    setCancellationTiers: async (caller: SignedInCaller, tiers: CancellationTier[]) =>
      void (await rpc.value(caller, 'admin_set_cancellation_tiers', { p_tiers: JSON.stringify(tiers) })),
    /** What cancelling the quote's party would return today; null when it has no accepted proposal. */
    cancellationTerms: (caller: SignedInCaller, orcamentoId: number) =>
      rpc.value<CancellationTerms | null>(caller, 'admin_party_cancellation_terms', { p_orcamento_id: orcamentoId }),
    /** "Cancelar festa": frees the day, closes the installments; refused (55000) unless the proposal is accepted. */
    cancelParty: (caller: SignedInCaller, orcamentoId: number, reason: string) =>
      changingFullDates(
        rpc,
        rpc.value<CancellationTerms>(caller, 'admin_party_cancel', { p_orcamento_id: orcamentoId, p_reason: reason }),
      ),
    /** "Reabrir festa": payments are taken again; the date is booked again by hand. */
    reopenParty: async (caller: SignedInCaller, orcamentoId: number, reason: string) =>
      void (await rpc.value(caller, 'admin_party_reopen', { p_orcamento_id: orcamentoId, p_reason: reason })),
    /** The clients' answers (acceptances and refusals) the administrator has not marked seen, newest first. */
    answers: (caller: SignedInCaller) => rpc.rows<ProposalAnswer>(caller, 'admin_proposal_answers', {}),
    /** "Visto": the quote's latest answer leaves the dashboard. */
    answerSeen: async (caller: SignedInCaller, orcamentoId: number) =>
      void (await rpc.value(caller, 'admin_proposal_answer_seen', { p_orcamento_id: orcamentoId })),
    /** The installments due within `days` days or overdue, with each version's link salt (the server derives the link). */
    installmentsDue: (caller: SignedInCaller, days = 3) =>
      rpc.rows<InstallmentDueRow>(caller, 'admin_installments_due', { p_days: days }),
    /** The next open installment of the quote's accepted proposal (what remains of it and its due date), or null when none. */
    nextInstallment: (caller: SignedInCaller, orcamentoId: number) =>
      rpc.value<InstallmentState | null>(caller, 'admin_next_installment', { p_orcamento_id: orcamentoId }),
    /** The proposals of these quotes; without ids, the accepted ones whose deposit is pending. */
    summaries: (caller: SignedInCaller, orcamentoIds?: number[]) =>
      rpc.rows<ProposalSummary>(
        caller,
        'admin_proposal_summaries',
        orcamentoIds ? { p_orcamento_ids: orcamentoIds } : {},
      ),
    async settings(caller: SignedInCaller): Promise<ProposalSettings> {
      const [[row], holdDays, schedule] = await Promise.all([
        rpc.rows<SettingsRow>(caller, 'admin_proposal_settings', {}),
        rpc.value<number | null>(caller, 'admin_hold_days', {}),
        rpc.value<{ installments: number; daysBefore: number } | null>(caller, 'admin_schedule_settings', {}),
      ])
      return {
        depositPercent: row?.deposit_percent ?? 30,
        pixKey: row?.pix_key ?? null,
        pixBeneficiary: row?.pix_beneficiary ?? null,
        pixCity: row?.pix_city ?? null,
        holdDays: holdDays ?? 3,
        balanceInstallments: schedule?.installments ?? 1,
        balanceDaysBefore: schedule?.daysBefore ?? 7,
      }
    },
    /** The alerts waiting to be e-mailed, counted as one more attempt each, with the administrators' addresses (the server's delivery). */
    async alertsToSend(): Promise<(PendingAlert & { administrators: string[] })[]> {
      return (await rpc.rows<AlertRow & { administrators: string[] }>(server, 'alerts_pending', {})).map((row) => ({
        ...alertOf(row),
        administrators: row.administrators,
      }))
    },
    /** The alerts not yet e-mailed, for "Avisos". */
    alertsWaiting: async (admin: SignedInCaller): Promise<PendingAlert[]> =>
      (await rpc.rows<AlertRow>(admin, 'admin_alerts_pending', {})).map(alertOf),
    /** Saves the settings; the database audits a Pix change and writes its alert in the outbox. */
    async saveSettings(
      caller: SignedInCaller,
      {
        depositPercent,
        pixKey,
        pixBeneficiary,
        pixCity,
        holdDays,
        balanceInstallments,
        balanceDaysBefore,
      }: ProposalSettings,
    ): Promise<SettingsSaved> {
      const saved = await rpc.value<SettingsSaved>(caller, 'admin_proposal_settings_save', {
        p_deposit_percent: depositPercent,
        p_pix_key: pixKey,
        p_pix_beneficiary: pixBeneficiary,
        p_pix_city: pixCity,
      })
      const held = await rpc.value<boolean>(caller, 'admin_set_hold_days', { p_days: holdDays })
      const scheduled = await rpc.value<boolean>(caller, 'admin_set_schedule_settings', {
        p_installments: balanceInstallments,
        p_days_before: balanceDaysBefore,
      })
      if (saved?.saved !== true || held !== true || scheduled !== true)
        throw new Error('As configurações de propostas não foram salvas')
      return saved
    },
  }
}

type AlertRow = {
  id: number | string
  kind: PendingAlert['kind']
  detail: Record<string, string | null>
  created_at: string
  attempts: number
}

/** What SQL wrote in the alert (public.admin_alerts.detail: admin_settings_pix_audit's change), as the e-mail tells it. */
const alertOf = ({ id, kind, detail, created_at, attempts }: AlertRow): PendingAlert => {
  const common = { id: Number(id), createdAt: new Date(created_at).toISOString(), attempts }
  return kind === 'tarefas_sem_chave'
    ? { ...common, kind }
    : { ...common, kind, change: pixChangeOf(detail, created_at) }
}

const pixChangeOf = (detail: AlertRow['detail'], created_at: string): PixChange => ({
  before: {
    key: detail.chave_antes ?? '',
    beneficiary: detail.favorecido_antes ?? null,
    city: detail.cidade_antes ?? null,
  },
  after: {
    key: detail.chave_depois ?? '',
    beneficiary: detail.favorecido_depois ?? null,
    city: detail.cidade_depois ?? null,
  },
  by: detail.por ?? null,
  at: new Date(detail.em ?? created_at).toISOString(),
})

export type ProposalStore = ReturnType<typeof proposalStore>

export const getProposalStore = () => proposalStore(getRpc())
