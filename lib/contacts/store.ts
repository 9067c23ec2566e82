import 'server-only'
import { getRpc } from '../db'
import { anonymous, type SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'
import type { ContactSituation } from './whatsapp-templates'
import type { EventSheet, FeedEvent, FollowUpOutcome, OutcomeResult, SavedWhatsappSettings } from './contract'

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/** The owner's day (follow-ups, messages, sheets, the calendar feed): each call one SQL function of the migrations. */
export function contactsStore(rpc: Rpc) {
  return {
    /** One tap on a contact card; `seen` is the next contact the card showed. */
    recordOutcome: async (
      caller: SignedInCaller,
      id: number,
      outcome: FollowUpOutcome,
      seen: string | null,
      extra: { date?: string; lostReason?: string; valueCents?: number } = {},
    ) =>
      (await rpc.value<string>(caller, 'admin_follow_up_outcome', {
        p_id: id,
        p_outcome: outcome,
        p_seen: seen,
        p_date: extra.date ?? null,
        p_lost_reason: extra.lostReason ?? null,
        p_value_cents: extra.valueCents ?? null,
      })) as OutcomeResult,
    situations: async (caller: SignedInCaller, ids: number[]) =>
      ids.length === 0
        ? []
        : asArray<ContactSituation>(await rpc.value(caller, 'admin_contact_situations', { p_ids: ids })),
    requestReview: async (caller: SignedInCaller, id: number) =>
      (await rpc.value(caller, 'admin_review_request', { p_id: id })) === true,
    reviewReceived: async (caller: SignedInCaller, id: number) =>
      (await rpc.value(caller, 'admin_review_received', { p_id: id })) === true,
    reviewCounts: async (caller: SignedInCaller, from: string, to: string) =>
      (await rpc.value(caller, 'admin_review_counts', { p_from: from, p_to: to })) as {
        requested: number
        received: number
      },
    whatsappSettings: async (caller: SignedInCaller) =>
      (await rpc.value(caller, 'admin_whatsapp_settings', {})) as SavedWhatsappSettings,
    saveTemplate: async (caller: SignedInCaller, name: string, body: string | null) =>
      void (await rpc.value(caller, 'admin_whatsapp_template_save', { p_name: name, p_body: body })),
    saveReviewUrl: async (caller: SignedInCaller, url: string | null) =>
      void (await rpc.value(caller, 'admin_review_url_save', { p_url: url })),
    eventSheet: async (caller: SignedInCaller, id: number) =>
      (await rpc.value(caller, 'admin_event_sheet', { p_id: id })) as EventSheet | null,
    saveEventSheet: async (caller: SignedInCaller, id: number, teamNotes: string, checklist: string[]) =>
      (await rpc.value(caller, 'admin_event_sheet_save', {
        p_id: id,
        p_team_notes: teamNotes,
        p_checklist: checklist,
      })) === true,
    weekSheets: async (caller: SignedInCaller, from: string, to: string) =>
      asArray<EventSheet>(await rpc.value(caller, 'admin_week_sheets', { p_from: from, p_to: to })),
    /** Stores the hash of a new feed token for the signed-in administrator; the old URL stops answering. */
    renewCalendarFeed: async (caller: SignedInCaller, token: string) =>
      String(await rpc.value(caller, 'admin_calendar_feed_renew', { p_token: token })),
    calendarFeedCreated: async (caller: SignedInCaller) =>
      ((await rpc.value(caller, 'admin_calendar_feed_created', {})) as string | null) ?? null,
    /** The feed behind a secret URL, as anyone holding it (null: no such feed). */
    calendarFeed: async (token: string) => {
      const events = await rpc.value(anonymous, 'calendar_feed', { p_token: token })
      return events === null ? null : asArray<FeedEvent>(events)
    },
  }
}

export const getContactsStore = () => contactsStore(getRpc())
