import 'server-only'
import { getRpc } from '../db'
import { anonymous, server, type Caller, type SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'
import type { AgendaDay, ContactsDue, DigestContent } from './contract'

const asArray = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/** The agenda: each call one SQL function of the migrations, through the transport. */
export function agendaStore(rpc: Rpc) {
  const call = (caller: Caller, fn: string, args: Record<string, unknown> = {}) => rpc.value<unknown>(caller, fn, args)
  return {
    /** The full days of the next 18 months, for the quote form: dates only. */
    publicFullDates: async () => asArray<string>(await call(anonymous, 'public_full_dates')),
    /** Which of `days` are full (the "data ocupada" marks). */
    fullDates: async (caller: SignedInCaller, days: string[]) => (days.length === 0 ? [] : asArray<string>(await call(caller, 'admin_full_dates', { p_days: days }))),
    agenda: async (caller: SignedInCaller, from: string, to: string) => asArray<AgendaDay>(await call(caller, 'admin_agenda', { p_from: from, p_to: to })),
    contactsDue: async (caller: SignedInCaller, limit: number) => (await call(caller, 'admin_contacts_due', { p_limit: limit })) as ContactsDue,
    blockDate: async (caller: SignedInCaller, date: string, note: string) => void (await call(caller, 'block_date', { p_date: date, p_note: note })),
    unblockDate: async (caller: SignedInCaller, date: string) => (await call(caller, 'unblock_date', { p_date: date })) === true,
    capacity: async (caller: SignedInCaller) => ((await call(caller, 'admin_capacity')) as number | null) ?? 2,
    setCapacity: async (caller: SignedInCaller, eventsPerDay: number) => (await call(caller, 'admin_set_capacity', { p_events_per_day: eventsPerDay })) === true,
    /** Moves (or clears, with null) a quote's next contact; false when no row changed. */
    setNextContact: async (caller: SignedInCaller, id: number, date: string | null) => (await call(caller, 'admin_set_next_contact', { p_id: id, p_date: date })) === true,
    /** The daily digest's calls, as the server; null when it cannot call for itself (Supabase without CRON_SECRET). */
    digest: () =>
      rpc.serverCalls
        ? {
            claim: async (day: string) => (await call(server, 'digest_claim', { p_day: day })) === true,
            finish: async (day: string, sent: boolean) => void (await call(server, 'digest_finish', { p_day: day, p_sent: sent })),
            content: async (now: Date) => (await call(server, 'digest_content', { p_now: now.toISOString() })) as DigestContent,
          }
        : null,
  }
}

export type AgendaStore = ReturnType<typeof agendaStore>
export type DigestStore = NonNullable<ReturnType<AgendaStore['digest']>>

export const getAgendaStore = () => agendaStore(getRpc())
