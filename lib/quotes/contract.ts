import { receivedBounds, type QuoteFilters } from './filters'
import type { QuoteInput } from './schema'
import type { QuoteStatus } from './status'
import type { LostReason } from './lost-reasons'

// The quote store's types (store.ts): what the actions and the admin pages rely on.

/**
 * A quote as the form sends it, with the id that makes a retried submit store one row, and whether
 * it arrived while the site was flooded (stored as 'suspeito', its e-mail held).
 */
export type NewQuote = QuoteInput & { submission_id: string }

/** Who sent a quote and what the limits allow, as quote_intake applies them (lib/limits/policy.ts's numbers). */
export type IntakeLimits = {
  /** A trusted address or the browser's signed id; null: nobody known (all of them one client together). */
  client: string | null
  perClient: number
  sitePerMinute: number
  /** The id of a proof of work the server verified, or null. */
  proof: string | null
  /** The form runs scripts and can solve a proof when asked; without them a flood's quote is kept as suspect. */
  canProve: boolean
}

/**
 * What quote_intake did: stored (held as suspect, or not; `summary` for the one held quote an hour
 * whose server tells the business in one e-mail), refused (this client sent too many), or a proof is
 * needed first (`siteTotal`: the minute's quotes, which set the proof's cost).
 */
export type IntakeOutcome =
  | { outcome: 'stored'; suspect: boolean; summary: boolean }
  | { outcome: 'refused'; retryInMs: number }
  | { outcome: 'proof'; siteTotal: number }

/** A stored quote as the administrator reads it (the columns of "Orcamentos", docs/produto.md). */
export type QuoteRow = {
  id: number
  created_at: string
  name: string | null
  email: string | null
  phone: string | null
  whatsapp: string | null
  neighborhood: string | null
  party_type: string | null
  guests: number | null
  date: string | null
  event_time: string | null
  message: string | null
  status: QuoteStatus
  /** The newest internal note's text, if any. */
  last_note: string | null
  /** When to contact the client next (YYYY-MM-DD), set by the status rules; null when nothing is due. */
  next_contact: string | null
  lost_reason: string | null
  lost_reason_detail: string | null
  /** "Como nos conheceu?": the slug of a choice from the site settings; null when not answered. */
  lead_source: string | null
}

/** One quote with the pipeline's bookkeeping, the event's address and value, for its detail view. */
export type QuoteDetail = QuoteRow &
  QuoteEvent & {
    status_changed_at: string | null
    notification_status: 'pending' | 'sent' | 'failed' | null
  }

/** What a quote's page shows beyond the list's columns (public.admin_quote_event). */
export type QuoteEvent = EventAddress & {
  /** Centavos: the accepted proposal's total, or what the administrator said when she marked it won. */
  event_value_cents: number | null
  /** The administrator who created it in the admin; null for the public form. */
  created_by_email: string | null
}

/** Where the event happens, beyond the neighbourhood the form asks: optional, each part null until known. */
export type EventAddress = {
  address_cep: string | null
  address_street: string | null
  address_number: string | null
  address_complement: string | null
  address_city: string | null
}

/** The fields of a quote its history follows (and the administrator edits), as the database names them. */
export const editableFields = [
  'date',
  'event_time',
  'guests',
  'neighborhood',
  'address_cep',
  'address_street',
  'address_number',
  'address_complement',
  'address_city',
  'party_type',
  'lead_source',
  'message',
  'event_value_cents',
] as const

export type EditableField = (typeof editableFields)[number]

/** The new value of each field to change (null clears an optional one), as public.admin_quote_update takes them. */
export type QuoteChanges = Partial<Record<EditableField, string | number | null>>

/** One change in a quote's history: old -> new, by whom (null: the client, at acceptance) and when. */
export type QuoteHistoryEntry = {
  at: string
  actor_email: string | null
  source: 'admin' | 'acceptance'
  field: EditableField
  old_value: string | null
  new_value: string | null
}

/** An internal note on a quote: never shown to visitors. */
export type QuoteNote = { id: number; body: string; author_email: string; created_at: string }

export type QuotePage = { rows: QuoteRow[]; total: number }

/** Where a list resumes after its last row (newest first): keyset paging for the CSV export. */
export type ListCursor = { createdAt: string; id: number }

export type ListOptions = { page: number; pageSize: number; search?: string; filters?: QuoteFilters }

export type BatchOptions = { limit: number; search?: string; filters?: QuoteFilters; after?: ListCursor }

/** Why a quote was lost: one of the reasons, with a text for 'outro'. */
export type LostAnswer = { reason: LostReason; detail?: string }

/** The outcome of one attempt at the new-quote e-mail; 'pending' claims it (see the migration). */
export type NotificationOutcome = 'pending' | 'sent' | 'failed'

/** The form's on-load check: is a backend configured, and does it answer? */
export type QuoteServiceStatus = { configured: boolean; connected: boolean }

/** The columns of "Orcamentos" a QuoteRow holds, in table order. */
export const QUOTE_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'whatsapp',
  'neighborhood',
  'party_type',
  'guests',
  'date',
  'event_time',
  'message',
  'status',
  'last_note',
  'next_contact',
  'lost_reason',
  'lost_reason_detail',
  'lead_source',
] as const satisfies readonly (keyof QuoteRow)[]

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The named arguments of public.admin_quotes_count (and the filters of public.admin_quotes); absent ones left out. */
export type AdminQuoteArgs = Partial<
  Record<
    | 'p_search'
    | 'p_status'
    | 'p_party_type'
    | 'p_event_from'
    | 'p_event_to'
    | 'p_received_from'
    | 'p_received_before'
    | 'p_lead_source',
    string
  >
>

/** The search and filters as the admin list functions take them. */
export function adminQuoteArgs(search?: string, filters: QuoteFilters = {}): AdminQuoteArgs {
  const received = receivedBounds(filters)
  const args: AdminQuoteArgs = {
    p_search: search ? likePattern(search) : undefined,
    p_status: filters.status,
    // Party-type ids never contain one another, so a substring match is exact.
    p_party_type: filters.partyType ? likePattern(filters.partyType) : undefined,
    p_event_from: filters.eventFrom,
    p_event_to: filters.eventTo,
    p_received_from: received.from,
    p_received_before: received.before,
    p_lead_source: filters.source,
  }
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined))
}

/** One keyset batch (the CSV) as public.admin_quotes takes it: the filters, the size and the cursor. */
export function adminBatchArgs({ limit, search, filters, after }: BatchOptions) {
  return {
    ...adminQuoteArgs(search, filters),
    p_limit: limit,
    ...(after && { p_after_created_at: after.createdAt, p_after_id: after.id }),
  }
}

/** Which rows of the matching quotes make one page, as public.admin_quotes reads them. */
export type PageSlice = { limit: number; offset: number; oldestFirst: boolean }

/**
 * Page `page` of `total` rows (newest first), or null past the end. A page in the older half is
 * read from the oldest end with a small offset and its rows reversed: the same rows in the same
 * order, without walking past every newer row (the last page costs what the first does).
 */
export function pageSlice(total: number, page: number, pageSize: number): PageSlice | null {
  const offset = (page - 1) * pageSize
  if (offset >= total) return null
  if (offset <= total / 2) return { limit: pageSize, offset, oldestFirst: false }
  const limit = Math.min(pageSize, total - offset)
  return { limit, offset: total - offset - limit, oldestFirst: true }
}
