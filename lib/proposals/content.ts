import type { QuoteDetail } from '../quotes/contract'
import { partyTypeLabels } from '../quotes/party-types'
import type { ProposalContent, ProposalDraft } from './contract'
import { proposalReference } from './token'
import { buildSchedule } from './schedule'
import { proposalTotals } from './totals'

export type BusinessContact = ProposalContent['business']

/**
 * The document version `version` freezes: everything the client's page shows, computed once here
 * from the saved draft, the quote and the business's contacts, and stored as it is (hashed by the database).
 */
export function frozenContent({
  proposalId,
  version,
  draft,
  quote,
  business,
  now = new Date(),
}: {
  proposalId: number
  version: number
  draft: ProposalDraft
  quote: Pick<QuoteDetail, 'name' | 'date' | 'event_time' | 'party_type' | 'neighborhood'>
  business: BusinessContact
  now?: Date
}): ProposalContent {
  const totals = proposalTotals({
    lines: draft.lines,
    discount: { kind: draft.discountKind, value: draft.discountValue },
    depositPercent: draft.depositPercent,
  })
  const schedule = buildSchedule(totals.totalCents, totals.depositCents, draft.schedule ?? [])
  // The editor refuses such a draft; a draft saved before a price changed is caught here, before it freezes.
  if (!schedule) throw new ScheduleMismatch(proposalId)
  return {
    reference: proposalReference(proposalId),
    version,
    issuedAt: now.toISOString(),
    business,
    client: { name: quote.name?.trim() || 'Cliente' },
    event: {
      date: draft.eventDate ?? quote.date,
      time: quote.event_time,
      guests: draft.guests,
      partyTypes: partyTypeLabels(quote.party_type),
      neighborhood: quote.neighborhood,
    },
    lines: totals.lines,
    subtotalCents: totals.subtotalCents,
    discount: { kind: draft.discountKind, value: draft.discountValue, cents: totals.discountCents },
    totalCents: totals.totalCents,
    depositPercent: draft.depositPercent,
    depositCents: totals.depositCents,
    balanceCents: totals.balanceCents,
    validUntil: draft.validUntil,
    paymentTerms: draft.paymentTerms,
    conditions: draft.conditions,
    schedule,
  }
}

/** The draft's installments ask more than the balance: nothing can be sent until they are fixed. */
export class ScheduleMismatch extends Error {
  constructor(proposalId: number) {
    super(`as parcelas da proposta ${proposalId} passam do restante`)
    this.name = 'ScheduleMismatch'
  }
}
