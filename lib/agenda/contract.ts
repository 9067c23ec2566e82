import type { QuoteStatus } from '../quotes/status'

// The agenda's types (store.ts): dates, follow-ups and the digest. The rules live in SQL.

/** A quote on the agenda: a won event, or an open quote asking for that day. */
export type AgendaQuote = { id: number; name: string | null; time: string | null; guests: number | null; neighborhood?: string | null; status?: QuoteStatus }

/** One day of the agenda: how booked it is, its block, and the quotes on it (a few of each, the open ones counted). */
export type AgendaDay = {
  day: string
  booked: number
  capacity: number
  full: boolean
  /** The block's note; null when the day is not blocked. */
  blockedNote: string | null
  won: AgendaQuote[]
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
  events: { id: number; name: string | null; date: string; time: string | null; neighborhood: string | null; guests: number | null }[]
}
