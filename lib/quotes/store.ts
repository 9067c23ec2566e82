import 'server-only'
import { getRpc } from '../db'
import { anonymous, type SignedInCaller } from '../db/caller'
import { isUnconfigured, whenRefused, type Rpc } from '../db/rpc'
import { describeFailure } from '../log/describe-failure'
import {
  adminBatchArgs,
  adminQuoteArgs,
  pageSlice,
  QUOTE_COLUMNS,
  type BatchOptions,
  type ListOptions,
  type LostAnswer,
  type NewQuote,
  type NotificationOutcome,
  type QuoteDetail,
  type QuoteNote,
  type QuotePage,
  type QuoteRow,
  type QuoteServiceStatus,
} from './contract'
import type { QuoteStatus } from './status'

/** A listed row with its event time as HH:MM, as the quote's page reads it (the list's functions give the column's own type). */
const listed = (row: QuoteRow): QuoteRow => (row.event_time ? { ...row, event_time: row.event_time.slice(0, 5) } : row)

/** Quote requests: each call one SQL function of the migrations, through the transport. */
export function quoteStore(rpc: Rpc) {
  const count = (caller: SignedInCaller, args: Record<string, unknown>) => rpc.value<number>(caller, 'admin_quotes_count', args)
  return {
    /** The connection probe: does the quote table answer? A half configuration is thrown, not answered. */
    async probe(): Promise<boolean> {
      try {
        return (await rpc.value<boolean>(anonymous, 'quote_probe', {})) === true
      } catch (error) {
        if (isUnconfigured(error)) throw error
        console.error('[orcamentos] banco indisponível', describeFailure(error))
        return false
      }
    },

    /** Stores a quote as the anonymous visitor; a repeated submission id stores nothing new. */
    async insert(quote: NewQuote): Promise<void> {
      await rpc.value<boolean>(anonymous, 'quote_submit', {
        p_submission_id: quote.submission_id,
        p_name: quote.name,
        p_email: quote.email,
        p_phone: quote.phone,
        p_whatsapp: quote.whatsapp,
        p_neighborhood: quote.neighborhood,
        p_party_type: quote.party_type,
        p_guests: quote.guests,
        p_date: quote.date,
        p_event_time: quote.event_time,
        p_message: quote.message,
        p_lead_source: quote.lead_source ?? null,
        p_suspect: quote.suspect ?? false,
      })
    },

    /** Newest first, one page and the total, as `caller` (the functions refuse anyone but an administrator). */
    async list(caller: SignedInCaller, { page, pageSize, search, filters }: ListOptions): Promise<QuotePage> {
      const args = adminQuoteArgs(search, filters)
      const total = await count(caller, args)
      const slice = pageSlice(total, page, pageSize)
      if (!slice) return { rows: [], total }
      const rows = (await rpc.rows<QuoteRow>(caller, 'admin_quotes', { ...args, p_limit: slice.limit, p_offset: slice.offset, p_oldest_first: slice.oldestFirst }, QUOTE_COLUMNS)).map(listed)
      return { rows: slice.oldestFirst ? rows.reverse() : rows, total }
    },

    /** Up to `limit` rows after `after`, newest first, without counting: the CSV reads in these. */
    batch: async (caller: SignedInCaller, options: BatchOptions) => (await rpc.rows<QuoteRow>(caller, 'admin_quotes', adminBatchArgs(options), QUOTE_COLUMNS)).map(listed),

    /** How many quotes have `status` (the dashboard's title). */
    countByStatus: (caller: SignedInCaller, status: QuoteStatus) => count(caller, { p_status: status }),

    /** One quote, or null when it does not exist or the caller may not read it. */
    get: async (caller: SignedInCaller, id: number): Promise<QuoteDetail | null> => (await rpc.rows<QuoteDetail>(caller, 'admin_quote', { p_id: id }).catch(whenRefused([])))[0] ?? null,

    /** Changes a quote's status (a lost one with its reason); false when no row changed (missing, or not allowed). */
    setStatus: async (caller: SignedInCaller, id: number, status: QuoteStatus, lost?: LostAnswer): Promise<boolean> =>
      (await rpc
        .value<boolean>(caller, 'set_quote_status', { p_id: id, p_status: status, ...(lost && { p_lost_reason: lost.reason, p_lost_detail: lost.detail ?? null }) })
        .catch(whenRefused(false))) === true,

    /** Adds an internal note; the database signs it with the caller's identity. */
    addNote: async (caller: SignedInCaller, id: number, body: string): Promise<void> => void (await rpc.value(caller, 'admin_quote_note_add', { p_orcamento_id: id, p_body: body })),

    /** A quote's notes, newest first. */
    listNotes: (caller: SignedInCaller, id: number) => rpc.rows<QuoteNote>(caller, 'admin_quote_notes', { p_orcamento_id: id }).catch(whenRefused<QuoteNote[]>([])),

    /** Records the new-quote e-mail as the visitor's submission; returns the quote's id when the step applied. */
    recordNotification: (submissionId: string, outcome: NotificationOutcome) => rpc.value<number | null>(anonymous, 'record_quote_notification', { p_submission_id: submissionId, p_outcome: outcome }),
  }
}

export type QuoteStore = ReturnType<typeof quoteStore>

export const getQuoteStore = () => quoteStore(getRpc())

/** Whether a backend is configured and answers: the quote form's on-load check. */
export async function quoteServiceStatus(): Promise<QuoteServiceStatus> {
  try {
    return { configured: true, connected: await getQuoteStore().probe() }
  } catch (error) {
    if (isUnconfigured(error)) return { configured: false, connected: false }
    throw error
  }
}
