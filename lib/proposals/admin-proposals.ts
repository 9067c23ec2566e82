import 'server-only'
import { requireAdmin } from '../auth/guard'
import { withRetries } from '../retry'
import { getProposalCatalog, getProposalConditions } from './catalog-source'
import { newDraft, valuesFromDraft } from './editor-form'
import { withLinks } from './link'
import { getProposalStore } from './store'
import type {
  AdminProposal,
  BusinessIdentity,
  CancellationTerms,
  CancellationTier,
  ProposalAnswer,
  ProposalSettings,
  ProposalSummary,
} from './contract'

/** The quote's proposal for the editor, or null when it has none yet. */
export async function proposalOfQuote(orcamentoId: number): Promise<AdminProposal | null> {
  const admin = await requireAdmin()
  const stored = await withRetries(() => getProposalStore().get(admin, orcamentoId))
  return stored && withLinks(stored)
}

/**
 * What the proposal editor opens with: the proposal, or a new draft filled from the quote and the
 * settings (with the owner's standard conditions); the catalog only while the proposal can change.
 */
export async function editorStart(
  quote: { guests: number | null; date: string | null },
  proposal: AdminProposal | null,
  settings: ProposalSettings,
) {
  const [catalog, conditions] =
    proposal?.status === 'accepted'
      ? [[], '']
      : await Promise.all([getProposalCatalog(), proposal ? '' : getProposalConditions()])
  const draft =
    proposal ??
    newDraft({
      guests: quote.guests,
      date: quote.date,
      depositPercent: settings.depositPercent,
      conditions,
      installments: settings.balanceInstallments,
      daysBefore: settings.balanceDaysBefore,
    })
  return { catalog, initial: valuesFromDraft(draft) }
}

/** The deposit % default and the Pix settings. */
export async function proposalSettings(): Promise<ProposalSettings> {
  const admin = await requireAdmin()
  return withRetries(() => getProposalStore().settings(admin))
}

/** Accepted proposals whose deposit is still pending, newest acceptance first: the dashboard shows them first. */
export async function pendingDeposits(): Promise<ProposalSummary[]> {
  const admin = await requireAdmin()
  return getProposalStore().summaries(admin)
}

/** The proposal of each of these quotes (those that have one), by quote id: the list's paid / pending. */
export async function proposalsByQuote(orcamentoIds: number[]): Promise<Map<number, ProposalSummary>> {
  if (orcamentoIds.length === 0) return new Map()
  const admin = await requireAdmin()
  const summaries = await getProposalStore().summaries(admin, orcamentoIds)
  return new Map(summaries.map((summary) => [Number(summary.orcamento_id), summary]))
}

/** "Sinal pago", "Sinal pendente", "Sem sinal" (a 0% deposit) or nothing (no accepted proposal). */
export const depositLabel = (summary: ProposalSummary | undefined) =>
  summary?.status === 'accepted'
    ? summary.deposit_cents === 0
      ? 'Sem sinal'
      : summary.paid_cents >= summary.deposit_cents
        ? 'Sinal pago'
        : 'Sinal pendente'
    : null

/** The frozen content of a version, as its link shows it (for the send panel's messages). */
export async function versionContent(token: string) {
  await requireAdmin()
  return (await getProposalStore().view(token))?.content ?? null
}

/** The clients' answers not yet marked seen: first on the dashboard. */
export async function unseenAnswers(): Promise<ProposalAnswer[]> {
  const admin = await requireAdmin()
  return getProposalStore().answers(admin)
}

/** An installment due in the next days or overdue, with the client's link when the server can derive it. */
export type InstallmentDue = {
  orcamentoId: number
  clientName: string | null
  whatsapp: string | null
  eventDate: string | null
  label: string
  remainingCents: number
  due: string
}

/** The installments due within three days or overdue, soonest first. */
export async function installmentsDue(): Promise<InstallmentDue[]> {
  const admin = await requireAdmin()
  const rows = await getProposalStore().installmentsDue(admin, 3)
  return rows.map((row) => ({
    orcamentoId: Number(row.orcamento_id),
    clientName: row.client_name,
    whatsapp: row.whatsapp,
    eventDate: row.event_date,
    label: row.label,
    remainingCents: Number(row.remaining_cents),
    due: row.due,
  }))
}

/** What cancelling the quote's party would return today; null without an accepted proposal. */
export async function cancellationTerms(orcamentoId: number): Promise<CancellationTerms | null> {
  const admin = await requireAdmin()
  return withRetries(() => getProposalStore().cancellationTerms(admin, orcamentoId))
}

/** The cancellation policy's tiers, most days first. */
export async function cancellationTiers(): Promise<CancellationTier[]> {
  const admin = await requireAdmin()
  return withRetries(() => getProposalStore().cancellationTiers(admin))
}

/** The business's identity for its receipts and proposals, as the settings keep it. */
export async function businessIdentity(): Promise<BusinessIdentity> {
  const admin = await requireAdmin()
  return withRetries(() => getProposalStore().businessIdentity(admin))
}
