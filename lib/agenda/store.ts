import 'server-only'
import { getRpc } from '../db'
import { server, type Caller, type SignedInCaller } from '../db/caller'
import type { Rpc, SqlCall } from '../db/rpc'
import type { AgendaDay, ContactsDue, DigestContent } from './contract'

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/** The agenda, the follow-ups and the digest: each call one SQL function of the migrations, through the transport. */
export function agendaStore(rpc: Rpc) {
  const call = (caller: Caller, ...call: SqlCall) => rpc.value<unknown>(caller, ...call)
  return {
    agenda: async (caller: SignedInCaller, from: string, to: string) =>
      asArray<AgendaDay>(await call(caller, 'admin_agenda', { p_from: from, p_to: to })),
    contactsDue: async (caller: SignedInCaller, limit: number) =>
      (await call(caller, 'admin_contacts_due', { p_limit: limit })) as ContactsDue,
    /** Moves (or clears, with null) a quote's next contact; false when no row changed. */
    setNextContact: async (caller: SignedInCaller, id: number, date: string | null) =>
      (await call(caller, 'admin_set_next_contact', { p_id: id, p_date: date })) === true,
    /** The daily digest's calls, as the server; null when it cannot call for itself (Supabase without CRON_SECRET). */
    digest: () =>
      rpc.serverCalls
        ? {
            claim: async (day: string) => (await call(server, 'digest_claim', { p_day: day })) === true,
            finish: async (day: string, sent: boolean) =>
              void (await call(server, 'digest_finish', { p_day: day, p_sent: sent })),
            content: async (now: Date) =>
              (await call(server, 'digest_content', { p_now: now.toISOString() })) as DigestContent,
          }
        : null,
  }
}

export type AgendaStore = ReturnType<typeof agendaStore>
export type DigestStore = NonNullable<ReturnType<AgendaStore['digest']>>

export const getAgendaStore = () => agendaStore(getRpc())
