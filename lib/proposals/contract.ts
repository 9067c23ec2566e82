import { sqlState } from '../db/rpc'
import type { Installment, InstallmentState, SchedulePart } from './schedule'
import type { DiscountKind, DraftLine, PricedLine } from './totals'

// The proposal store's types (store.ts). Every call is one SQL function of the migrations (the rules live there).

/** What the administrator saves as the draft of a quote's proposal. */
export type ProposalDraft = {
  guests: number | null
  eventDate: string | null
  validUntil: string
  depositPercent: number
  discountKind: DiscountKind
  discountValue: number
  paymentTerms: string
  conditions: string
  lines: DraftLine[]
  /** The balance's installments; null: the settings' default, made when the editor opens. */
  schedule: SchedulePart[] | null
}

/** The frozen document the client sees: stored as version N's JSON and hashed (SHA-256) as it is. */
export type ProposalContent = {
  reference: string
  version: number
  issuedAt: string
  business: { name: string; phone: string; whatsapp: string; email: string }
  client: { name: string }
  event: {
    date: string | null
    time: string | null
    guests: number | null
    partyTypes: string
    neighborhood: string | null
  }
  lines: PricedLine[]
  subtotalCents: number
  discount: { kind: DiscountKind; value: number; cents: number }
  totalCents: number
  depositPercent: number
  depositCents: number
  balanceCents: number
  validUntil: string
  paymentTerms: string
  conditions: string
  /** The deposit and the balance's installments, summing to the total (absent in versions sent before schedules). */
  schedule?: Installment[]
  /** An aditivo's: the accepted version it changes, what that said, and what was paid when it was sent. */
  amendment?: ProposalAmendment
}

/** What an amendment changes: the accepted version's date, guests, total and items before it. */
export type ProposalAmendment = {
  of: number
  paidCents: number
  before: { date: string | null; guests: number | null; totalCents: number; lines: PricedLine[] }
}

export type VersionState = 'open' | 'expired' | 'replaced' | 'accepted' | 'refused'

/** The Pix a version was sent with: its page shows these, whatever the settings say now. */
export type ProposalPix = { key: string; beneficiary: string | null; city: string | null }

/** A sent version as the editor shows it: `token` is its link's, derived by the server (null when it cannot be: see link.ts). */
export type AdminProposalVersion = {
  number: number
  token: string | null
  state: VersionState
  sentAt: string
  totalCents: number
  depositCents: number
  validUntil: string
  contentSha256: string
  pix: ProposalPix | null
  /** How often the client's link was opened, and when first and last (no address is kept). */
  opens: { count: number; first: string | null; last: string | null }
}

/** A version as public.admin_proposal answers it: the link's salt and the hash a derived token must match, never the token. */
export type StoredProposalVersion = Omit<AdminProposalVersion, 'token'> & {
  linkSalt: string | null
  tokenSha256: string
}

export type PaymentMethod = 'pix' | 'dinheiro' | 'cartao' | 'transferencia'

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'Pix',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  transferencia: 'Transferência',
}

/**
 * A recorded payment, or refund ("devolução"), as its receipt states it: its id is the receipt's
 * number; what had been paid before and what remains after. A reversed payment carries the
 * reversal's reason and date ("cancelado").
 */
export type Receipt = {
  id: number
  /** Absent from a database before refunds existed: a payment. */
  kind?: 'payment' | 'refund'
  /** Always positive: a refund's amount is money given back. */
  amountCents: number
  /** Why the money was given back (a refund); null for a payment. */
  reason?: string | null
  cancelled?: { reason: string | null; at: string } | null
  /** Who received it, as the settings said when it was recorded; null before they were set. */
  issuer?: BusinessIssuer | null
  paidOn: string
  method: PaymentMethod
  recordedAt: string
  /** Who recorded it: in the admin's answers only, never in the client's link. */
  recordedByEmail?: string | null
  paidBeforeCents: number
  balanceAfterCents: number
  /** The party's day when the payment was recorded (null for payments recorded before it was kept). */
  partyDate: string | null
}

/** The event's address the client gives at acceptance. */
export type EventAddress = {
  cep: string
  street: string
  number: string
  complement: string | null
  neighborhood: string
  city: string
}

/** A quote's proposal as the administrator's editor reads it (public.admin_proposal). */
export type AdminProposal = ProposalDraft & {
  id: number
  orcamentoId: number
  status: 'draft' | 'sent' | 'accepted' | 'refused' | 'cancelled'
  currentVersion: number
  updatedAt: string
  versions: AdminProposalVersion[]
  acceptance: {
    versionNumber: number
    fullName: string
    acceptedAt: string
    clientAddress: string | null
    userAgent: string | null
    contentSha256: string
    cpf: string | null
    eventAddress: EventAddress | null
  } | null
  refusals: { versionNumber: number; reason: string | null; refusedAt: string }[]
  payments: Receipt[]
  /** The accepted version's installments as the payments filled them (empty before acceptance). */
  installments: InstallmentState[]
  /** The accepted version's document (its receipts quote it); null before acceptance. */
  acceptedContent: ProposalContent | null
}

/** A proposal as the database answers it, before the server derives its links. */
export type StoredProposal = Omit<AdminProposal, 'versions'> & { versions: StoredProposalVersion[] }

/** A version's link: the salt the database keeps and the token derived from it (only the server can). */
export type ProposalLink = { salt: string; token: string }

/**
 * What saving the Pix settings did. When the Pix changed: the key before and after (masked), the
 * beneficiary and city, who and when, and every administrator's address for the e-mail.
 */
export type SettingsSaved = { saved: boolean; pixChanged: boolean }

/** The deposit's Pix as an alert shows it: the key masked. */
export type PixShown = { key: string; beneficiary: string | null; city: string | null }

/** A change of the Pix, as the administrators' e-mail tells it. */
export type PixChange = { before: PixShown; after: PixShown; by: string | null; at: string }

/**
 * An alert the database wrote (public.admin_alerts), waiting until its e-mail went out: a changed Pix,
 * or the daily jobs' key missing (quotes held for review until an administrator signs in).
 */
export type PendingAlert = { id: number; createdAt: string; attempts: number } & (
  { kind: 'pix_alterado'; change: PixChange } | { kind: 'tarefas_sem_chave' }
)

/** One proposal's line in the admin list and dashboard (public.admin_proposal_summaries). */
export type ProposalSummary = {
  orcamento_id: number
  proposal_id: number
  status: AdminProposal['status']
  deposit_cents: number
  paid_cents: number
  accepted_at: string | null
  accepted_name: string | null
}

/** What the client's link shows (public.proposal_view). */
export type ProposalView = {
  number: number
  state: VersionState
  /** An open version that no longer describes the quote (won, lost, or its date, guests or items changed): it cannot be accepted. */
  outdated: boolean
  content: ProposalContent
  contentSha256: string
  /** The party's day now, which the owner may have moved since the version was sent. */
  partyDate: string | null
  sentAt: string
  acceptedAt: string | null
  acceptedName: string | null
  acceptedCpf: string | null
  depositPaid: boolean
  /** The party was cancelled by the business ("Cancelar festa"): no Pix, no payment; absent from an older database. */
  cancelled?: boolean
  /** The business's identity when the version was sent; null before the settings had it. */
  issuer?: BusinessIssuer | null
  pix: ProposalPix | null
  /** After acceptance: the installments as paid so far, and each payment's receipt. */
  installments: InstallmentState[]
  receipts: Receipt[]
}

/** Who answered, as the request knows it: recorded with the acceptance or refusal. */
export type ClientEvidence = { clientAddress: string | null; userAgent: string | null }

/**
 * 'unavailable': the accepted version's day is full or blocked, so nothing was recorded but the attempt;
 * 'outdated': the version no longer describes the quote (won, lost, or its date, guests or items changed).
 */
export type AnswerOutcome =
  | 'accepted'
  | 'refused'
  | 'already_accepted'
  | 'already_refused'
  | 'not_found'
  | 'expired'
  | 'replaced'
  | 'unavailable'
  | 'outdated'
  | 'invalid'

/** The answer of public.proposal_accept / proposal_refuse: what happened, and for the one call that applied, the quote. */
export type AnswerResult = { outcome: AnswerOutcome; orcamentoId?: number; clientEmail?: string | null }

/**
 * The admin-only settings of proposals (columns of public.admin_settings); `holdDays`: how long a
 * hold waits for the deposit; the balance's default installments and how many days before the party the last is due.
 */
export type ProposalSettings = {
  depositPercent: number
  pixKey: string | null
  pixBeneficiary: string | null
  pixCity: string | null
  holdDays: number
  balanceInstallments: number
  balanceDaysBefore: number
}

/** The booking an accepted link led to (public.proposal_booking): dates and a state only. */
export type BookingView = {
  day: string
  kind: 'hold' | 'confirmed'
  until: string | null
  state: 'hold' | 'confirmed' | 'lapsed' | 'released'
}

/**
 * Whether a failure is the function refusing the step in the proposal's state (an accepted
 * proposal, a non-draft): PostgreSQL's object_not_in_prerequisite_state.
 */
export const isWrongState = (error: unknown) => sqlState(error) === '55000'

/** An aditivo whose total falls below the deposit and what was already paid (PY002). */
export const isBelowKept = (error: unknown) => sqlState(error) === 'PY002'

/** The named arguments of public.admin_proposal_save's draft, in the column names the SQL reads. */
export const draftJson = (draft: ProposalDraft) => ({
  guests: draft.guests,
  event_date: draft.eventDate,
  valid_until: draft.validUntil,
  deposit_percent: draft.depositPercent,
  discount_kind: draft.discountKind,
  discount_value: draft.discountValue,
  payment_terms: draft.paymentTerms,
  conditions: draft.conditions,
  lines: draft.lines.map((line) => ({
    description: line.description,
    unit_cents: line.unitCents,
    quantity: line.quantity,
  })),
  schedule: draft.schedule,
})

/** A client's answer the administrator has not marked seen (public.admin_proposal_answers). */
export type ProposalAnswer = {
  orcamento_id: number
  client_name: string | null
  kind: 'accepted' | 'refused'
  answered_at: string
  version_number: number
  reason: string | null
}

/** An installment due soon or overdue (public.admin_installments_due), before the server derives the link. */
export type InstallmentDueRow = {
  orcamento_id: number
  client_name: string | null
  whatsapp: string | null
  event_date: string | null
  label: string
  remaining_cents: number
  due: string
}

/** What cancelling a party returns today (public.proposal_cancellation_terms), in centavos. */
export type CancellationTerms = {
  paidCents: number
  daysBefore: number
  /** Inside the 7 days after the online acceptance: everything paid goes back. */
  withdrawal: boolean
  percent: number
  dueBackCents: number
}

/** A tier of the cancellation policy: more than `daysBefore` days before the party, `percent` of what was paid goes back. */
export type CancellationTier = { daysBefore: number; percent: number }

/** The business's identity on its documents (quitação): legal name, CNPJ or CPF (digits), address and city. */
export type BusinessIssuer = {
  legalName: string
  document: string
  documentKind: 'cpf' | 'cnpj'
  address: string
  city: string
}

/** The identity as the settings keep it (each null until set). */
export type BusinessIdentity = {
  legalName: string | null
  document: string | null
  address: string | null
  city: string | null
}
