import 'server-only'
import { getRpc } from '../db'
import { anonymous, server, type SignedInCaller } from '../db/caller'
import { isUnconfigured, whenRefused, type Rpc, type RpcError } from '../db/rpc'
import { changingFullDates } from '../db/brief-cache'
import { describeFailure } from '../log/describe-failure'
import {
  adminBatchArgs,
  adminQuoteArgs,
  pageSlice,
  QUOTE_COLUMNS,
  type BatchOptions,
  type IntakeLimits,
  type IntakeOutcome,
  type ListOptions,
  type LostAnswer,
  type NewQuote,
  type NotificationOutcome,
  type QuoteChanges,
  type QuoteDetail,
  type QuoteEvent,
  type QuoteHistoryEntry,
  type QuoteNote,
  type QuotePage,
  type QuoteRow,
  type QuoteServiceStatus,
} from './contract'
import type { QuoteInput } from './schema'
import type { QuoteStatus } from './status'

/** What marking a quote won may carry: the event's value (centavos) and, for a full or blocked day, why to book it anyway. */
export type WinDetails = { valueCents?: number; overrideReason?: string }

/** A listed row with its event time as HH:MM, as the quote's page reads it (the list's functions give the column's own type). */
const listed = (row: QuoteRow): QuoteRow => (row.event_time ? { ...row, event_time: row.event_time.slice(0, 5) } : row)

/** The public form's fields as admin_quote_create takes them (a visitor's quote goes through quote_intake's one JSON argument). */
const formArgs = (quote: QuoteInput & { submission_id: string }) => ({
  p_submission_id: quote.submission_id,
  p_name: quote.name,
  // The admin's form may leave contacts and the message blank: stored as none.
  p_email: quote.email || null,
  p_phone: quote.phone || null,
  p_whatsapp: quote.whatsapp || null,
  p_neighborhood: quote.neighborhood,
  p_party_type: quote.party_type,
  p_guests: quote.guests,
  p_date: quote.date,
  p_event_time: quote.event_time,
  p_message: quote.message || null,
  p_lead_source: quote.lead_source ?? null,
})

/** Quote requests: each call one SQL function of the migrations, through the transport. */
export function quoteStore(rpc: Rpc) {
  const count = (caller: SignedInCaller, args: Record<string, unknown>) =>
    rpc.value<number>(caller, 'admin_quotes_count', args)
  return {
    /**
     * The connection probe, as the server stores a quote (on Supabase, with CRON_SECRET): does the
     * quote table answer to it? A half configuration is thrown, not answered.
     */
    async probe(): Promise<boolean> {
      try {
        return (await rpc.value<boolean>(server, 'quote_probe', {})) === true
      } catch (error) {
        if (isUnconfigured(error)) throw error
        // The database answered, refusing the server's key: the form still stores quotes (intake, below).
        if (rpc.serverKeyRefused?.(error) && (error as RpcError).code !== 'no-server-key') return true
        console.error('[orcamentos] banco indisponível', describeFailure(error))
        return false
      }
    },

    /**
     * Stores a visitor's quote through the one function that applies the limits (as the server: the
     * visitor cannot call it); a repeated submission id stores nothing new. When the database refuses
     * the server's key (Supabase, the job key cleared until an administrator's next sign-in), the
     * quote still goes in through quote_intake_unkeyed, as anon: held for review, under one strict
     * allowance for the whole site, and the administrators are alerted once.
     */
    async intake(quote: NewQuote, limits: IntakeLimits): Promise<IntakeOutcome> {
      const args = {
        p_quote: {
          submission_id: quote.submission_id,
          name: quote.name,
          email: quote.email,
          phone: quote.phone,
          whatsapp: quote.whatsapp,
          neighborhood: quote.neighborhood,
          party_type: quote.party_type,
          guests: quote.guests,
          date: quote.date,
          event_time: quote.event_time,
          message: quote.message,
          lead_source: quote.lead_source ?? null,
        },
        p_client: limits.client,
        p_per_client: limits.perClient,
        p_site_per_minute: limits.sitePerMinute,
        p_proof: limits.proof,
        p_can_prove: limits.canProve,
      }
      try {
        return await rpc.value<IntakeOutcome>(server, 'quote_intake', args)
      } catch (error) {
        if (!rpc.serverKeyRefused?.(error)) throw error
        console.error('[orcamentos] chave das tarefas recusada; pedido retido para revisão', describeFailure(error))
        return rpc.value<IntakeOutcome>(anonymous, 'quote_intake_unkeyed', { p_quote: args.p_quote })
      }
    },

    /** Newest first, one page and the total, as `caller` (the functions refuse anyone but an administrator). */
    async list(caller: SignedInCaller, { page, pageSize, search, filters }: ListOptions): Promise<QuotePage> {
      const args = adminQuoteArgs(search, filters)
      const total = await count(caller, args)
      const slice = pageSlice(total, page, pageSize)
      if (!slice) return { rows: [], total }
      const rows = (
        await rpc.rows<QuoteRow>(
          caller,
          'admin_quotes',
          { ...args, p_limit: slice.limit, p_offset: slice.offset, p_oldest_first: slice.oldestFirst },
          QUOTE_COLUMNS,
        )
      ).map(listed)
      return { rows: slice.oldestFirst ? rows.reverse() : rows, total }
    },

    /** Up to `limit` rows after `after`, newest first, without counting: the CSV reads in these. */
    batch: async (caller: SignedInCaller, options: BatchOptions) =>
      (await rpc.rows<QuoteRow>(caller, 'admin_quotes', adminBatchArgs(options), QUOTE_COLUMNS)).map(listed),

    /** How many quotes have `status` (the dashboard's title). */
    countByStatus: (caller: SignedInCaller, status: QuoteStatus) => count(caller, { p_status: status }),

    /** One quote with its event's address and value, or null when it does not exist or the caller may not read it. */
    async get(caller: SignedInCaller, id: number): Promise<QuoteDetail | null> {
      const [rows, event] = await Promise.all([
        rpc.rows<QuoteRow & Pick<QuoteDetail, 'status_changed_at' | 'notification_status'>>(caller, 'admin_quote', {
          p_id: id,
        }),
        rpc.value<QuoteEvent | null>(caller, 'admin_quote_event', { p_id: id }),
      ]).catch(whenRefused<[never[], null]>([[], null]))
      return rows[0] && event ? { ...rows[0], ...event } : null
    },

    /**
     * Changes a quote's status (a lost one with its reason, a won one with its value and, past the
     * rule, the override's reason); false when no row changed (missing, or not allowed). A won quote
     * whose day has no room is refused with BK001/BK002 (lib/bookings/rules.ts).
     */
    setStatus: async (
      caller: SignedInCaller,
      id: number,
      status: QuoteStatus,
      lost?: LostAnswer,
      won: WinDetails = {},
    ): Promise<boolean> =>
      // A won quote fills its day, a reopened one frees it.
      (await changingFullDates(
        rpc,
        rpc
          .value<boolean>(caller, 'set_quote_status', {
            p_id: id,
            p_status: status,
            p_lost_reason: lost?.reason ?? null,
            p_lost_detail: lost?.detail ?? null,
            p_value_cents: won.valueCents ?? null,
            p_override_reason: won.overrideReason || null,
          })
          .catch(whenRefused(false)),
      )) === true,

    /** A quote the administrator took by phone, WhatsApp or in person, with the public form's fields; returns its id (the same one again for a repeated submission id). */
    create: async (caller: SignedInCaller, quote: QuoteInput & { submission_id: string }): Promise<number> =>
      Number(await rpc.value(caller, 'admin_quote_create', formArgs(quote))),

    /** Edits the event's fields, each change kept in the quote's history; returns the fields that changed. A new date moves its booking through the rule (BK001/BK002 without an override). */
    update: async (
      caller: SignedInCaller,
      id: number,
      changes: QuoteChanges,
      overrideReason?: string,
    ): Promise<string[]> =>
      // A booked quote's new date moves its place in the agenda.
      (await changingFullDates(
        rpc,
        rpc.value<string[] | null>(caller, 'admin_quote_update', {
          p_id: id,
          p_changes: changes,
          p_override_reason: overrideReason || null,
        }),
      )) ?? [],

    /** A quote's history, newest first. */
    history: (caller: SignedInCaller, id: number) =>
      rpc.rows<QuoteHistoryEntry>(caller, 'admin_quote_history', { p_id: id }),

    /** Adds an internal note; the database signs it with the caller's identity. */
    addNote: async (caller: SignedInCaller, id: number, body: string): Promise<void> =>
      void (await rpc.value(caller, 'admin_quote_note_add', { p_orcamento_id: id, p_body: body })),

    /** A quote's notes, newest first. */
    listNotes: (caller: SignedInCaller, id: number) =>
      rpc.rows<QuoteNote>(caller, 'admin_quote_notes', { p_orcamento_id: id }).catch(whenRefused<QuoteNote[]>([])),

    /** Records a step of the new-quote e-mail (as the server); returns the quote's id when the step applied. */
    recordNotification: (submissionId: string, outcome: NotificationOutcome) =>
      rpc.value<number | null>(server, 'record_quote_notification', {
        p_submission_id: submissionId,
        p_outcome: outcome,
      }),
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
