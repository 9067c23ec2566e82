import type { SignedInCaller } from '../db/caller'
import type { QuoteStatus } from '../quotes/status'

// The agenda's port: dates, follow-ups, reports and the digest, whichever backend answers. Each
// method is one SQL function of supabase/migrations/20261126130*.sql (the rules live there).

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

export type ReportDimension = 'month' | 'party_type' | 'source' | 'lost_reason'

/** Quotes received in the period grouped by one dimension (a lost reason row counts lost quotes). */
export type ReportRow = { dimension: ReportDimension; key: string; quotes: number; won: number; lost: number; guests: number | null }

export type Report = {
  rows: ReportRow[]
  totals: { quotes: number; won: number; lost: number; guests: number | null; wonGuests: number | null; wonValueCents: number | null }
}

/** What the daily digest lists (up to 50 of each, with totals). */
export type DigestContent = {
  day: string
  contactsTotal: number
  contacts: { id: number; name: string | null; status: QuoteStatus; next_contact: string; date: string | null }[]
  unansweredTotal: number
  unanswered: { id: number; name: string | null; created_at: string; date: string | null }[]
  events: { id: number; name: string | null; date: string; time: string | null; neighborhood: string | null; guests: number | null }[]
}

export class AgendaStoreError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'AgendaStoreError'
  }
}

/** The daily job's own calls: run with the server's job identity, never a visitor's or an administrator's. */
export interface DigestStore {
  claim(day: string): Promise<boolean>
  finish(day: string, sent: boolean): Promise<void>
  content(now: Date): Promise<DigestContent>
  /** The administrator's recipients ("Avisos"); QUOTE_NOTIFY_TO is added by the caller. */
  recipients(): Promise<string[]>
}

export interface AgendaStore {
  /** The full days of the next 18 months, for the quote form: dates only. */
  publicFullDates(): Promise<string[]>
  /** Which of `days` are full (the "data ocupada" marks). */
  fullDates(caller: SignedInCaller, days: string[]): Promise<string[]>
  agenda(caller: SignedInCaller, from: string, to: string): Promise<AgendaDay[]>
  contactsDue(caller: SignedInCaller, limit: number): Promise<ContactsDue>
  report(caller: SignedInCaller, from: string, to: string): Promise<Report>
  blockDate(caller: SignedInCaller, date: string, note: string): Promise<void>
  unblockDate(caller: SignedInCaller, date: string): Promise<boolean>
  capacity(caller: SignedInCaller): Promise<number>
  setCapacity(caller: SignedInCaller, eventsPerDay: number): Promise<boolean>
  /** Moves (or clears, with null) a quote's next contact; false when no row changed. */
  setNextContact(caller: SignedInCaller, id: number, date: string | null): Promise<boolean>
  /** Null when the backend gives the job no identity (Supabase without its service-role key). */
  digest(): DigestStore | null
}

/** What each backend provides: SQL functions called with named arguments, and three plain column reads/writes. */
export interface AgendaBackend {
  /** Calls public.<fn>(named args) as the caller (or the job identity) and returns its value. */
  call(caller: SignedInCaller | 'anon' | 'job', fn: string, args: Record<string, unknown>): Promise<unknown>
  capacity(caller: SignedInCaller): Promise<number>
  setCapacity(caller: SignedInCaller, eventsPerDay: number): Promise<boolean>
  setNextContact(caller: SignedInCaller, id: number, date: string | null): Promise<boolean>
  hasJobIdentity: boolean
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/** The typed store over a backend: the one place that names each function and its arguments. */
export function agendaStore(backend: AgendaBackend): AgendaStore {
  const { call } = backend
  return {
    publicFullDates: async () => asArray<string>(await call('anon', 'public_full_dates', {})),
    fullDates: async (caller, days) => (days.length === 0 ? [] : asArray<string>(await call(caller, 'admin_full_dates', { p_days: days }))),
    agenda: async (caller, from, to) => asArray<AgendaDay>(await call(caller, 'admin_agenda', { p_from: from, p_to: to })),
    contactsDue: async (caller, limit) => (await call(caller, 'admin_contacts_due', { p_limit: limit })) as ContactsDue,
    report: async (caller, from, to) => (await call(caller, 'admin_report', { p_from: from, p_to: to })) as Report,
    blockDate: async (caller, date, note) => void (await call(caller, 'block_date', { p_date: date, p_note: note })),
    unblockDate: async (caller, date) => (await call(caller, 'unblock_date', { p_date: date })) === true,
    capacity: (caller) => backend.capacity(caller),
    setCapacity: (caller, eventsPerDay) => backend.setCapacity(caller, eventsPerDay),
    setNextContact: (caller, id, date) => backend.setNextContact(caller, id, date),
    digest: () =>
      backend.hasJobIdentity
        ? {
            claim: async (day) => (await call('job', 'digest_claim', { p_day: day })) === true,
            finish: async (day, sent) => void (await call('job', 'digest_finish', { p_day: day, p_sent: sent })),
            content: async (now) => (await call('job', 'digest_content', { p_now: now.toISOString() })) as DigestContent,
            recipients: async () => asArray<string>(await call('job', 'digest_recipients', {})),
          }
        : null,
  }
}
