import type { BookingKind } from '../bookings/rules'
import type { QuoteStatus } from '../quotes/status'

// The agenda's types (store.ts): dates, bookings, follow-ups and the digest. The rules live in SQL.

/** A booking on the agenda: a confirmed event or a live hold, with its deadline and, past the rule, the override's reason. */
export type AgendaBooking = {
  id: number
  name: string | null
  time: string | null
  neighborhood: string | null
  guests: number | null
  kind: BookingKind
  until: string | null
  override: string | null
}

/** An open quote asking for the day (without a booking). */
export type AgendaQuote = {
  id: number
  name: string | null
  time: string | null
  guests: number | null
  status: QuoteStatus
}

/** One day of the agenda: its capacity and what counts against it, its block, and its entries (a few of each, with totals). */
export type AgendaDay = {
  day: string
  capacity: number
  confirmed: number
  holds: number
  full: boolean
  /** The block's note; null when the day is not blocked. */
  blockedNote: string | null
  bookings: AgendaBooking[]
  bookingsTotal: number
  open: AgendaQuote[]
  openTotal: number
}

/** A quote to contact today or overdue. */
export type ContactDue = {
  id: number
  name: string | null
  email: string | null
  phone: string | null
  whatsapp: string | null
  date: string | null
  status: QuoteStatus
  next_contact: string
}

export type ContactsDue = { total: number; rows: ContactDue[] }

/** What the daily digest lists (up to 50 of each, with totals). */
export type DigestContent = {
  day: string
  contactsTotal: number
  contacts: { id: number; name: string | null; status: QuoteStatus; next_contact: string; date: string | null }[]
  unansweredTotal: number
  unanswered: { id: number; name: string | null; created_at: string; date: string | null }[]
  events: {
    id: number
    name: string | null
    date: string
    time: string | null
    neighborhood: string | null
    guests: number | null
  }[]
  /** Holds whose deposit deadline is today or tomorrow. */
  holdsDue: { id: number; name: string | null; date: string; until: string }[]
  /** Holds the daily job lapsed in the last 24 hours. */
  lapsed: { id: number; name: string | null; date: string }[]
  /** Holds past their deadline with money received ("sinal parcial: decidir"); absent from a database before this list existed. */
  toDecide?: { id: number; name: string | null; date: string; until: string }[]
  /** Confirmed events of the next 7 days without a street and number. */
  missingAddress: { id: number; name: string | null; date: string }[]
  /** Today's confirmed events, each with its sheet; absent from a database before this list existed. */
  todayEvents?: {
    id: number
    name: string | null
    time: string | null
    neighborhood: string | null
    guests: number | null
  }[]
  /** Open quotes with three or more "Sem resposta" in a row. */
  noAnswer?: { id: number; name: string | null; tries: number; next_contact: string | null }[]
}
