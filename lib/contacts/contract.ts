import type { EventAddress } from '../quotes/contract'
import type { PricedLine } from '../proposals/totals'

/** The outcomes of a follow-up (public.admin_follow_up_outcome). */
export const followUpOutcomes = ['sem_resposta', 'retornar', 'fechado', 'perdido'] as const
export type FollowUpOutcome = (typeof followUpOutcomes)[number]

export type OutcomeResult = 'recorded' | 'stale' | 'not_found'

/** The owner's WhatsApp texts as saved (name -> text) and the review link (public.admin_whatsapp_settings). */
export type SavedWhatsappSettings = { templates: Record<string, string>; reviewUrl: string | null }

/** One event's sheet (public.admin_event_sheet, public.admin_week_sheets). */
export type EventSheet = {
  id: number
  name: string | null
  phone: string | null
  whatsapp: string | null
  status: string
  date: string | null
  time: string | null
  guests: number | null
  partyType: string | null
  neighborhood: string | null
  message: string | null
  address: EventAddress
  booking: { kind: 'hold' | 'confirmed'; day: string; until: string | null } | null
  accepted: { version: number; lines: PricedLine[]; guests: number | null } | null
  teamNotes: string
  checklist: string[]
  updatedAt: string | null
}

/** One booking of the calendar feed (public.calendar_feed): never a phone or an e-mail. */
export type FeedEvent = {
  id: number
  day: string
  time: string | null
  kind: 'hold' | 'confirmed'
  until: string | null
  bookedAt: string
  firstName: string | null
  guests: number | null
  partyType: string | null
  neighborhood: string | null
  address: EventAddress
}
