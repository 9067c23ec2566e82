import 'server-only'
import { getRpc } from '../db'
import { anonymous, server, type Caller, type SignedInCaller } from '../db/caller'
import type { Rpc, SqlCall } from '../db/rpc'
import { briefly, changingFullDates, FULL_DATES } from '../db/brief-cache'
import type { HoldToDecide, HoldToDecideRow, QuoteBooking } from './contract'

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/**
 * The bookings of dates (holds and confirmed events), the days' capacity and blocks: each call one
 * SQL function of the migrations, through the transport. The rule itself (public.booking_room) is SQL.
 */
export function bookingStore(rpc: Rpc) {
  const call = (caller: Caller, ...call: SqlCall) => rpc.value<unknown>(caller, ...call)
  // A change to what makes a day full: the public list kept for the quote form goes.
  const changing = <T>(work: Promise<T>) => changingFullDates(rpc, work)
  return {
    /** The full days of the next 18 months, for the quote form: dates only, kept 30 seconds (brief-cache.ts). */
    publicFullDates: () =>
      briefly(rpc, FULL_DATES, 30_000, async () => asArray<string>(await call(anonymous, 'public_full_dates'))),
    /** Which of `days` are full (the "data ocupada" marks). */
    fullDates: async (caller: SignedInCaller, days: string[]) =>
      days.length === 0 ? [] : asArray<string>(await call(caller, 'admin_full_dates', { p_days: days })),
    /** Which of these quotes ask for a day that has no room for them (the list's "data ocupada"). */
    quotesOnFullDays: async (caller: SignedInCaller, ids: number[]) =>
      ids.length === 0 ? [] : asArray<number>(await call(caller, 'admin_quotes_on_full_days', { p_ids: ids })),
    blockDate: async (caller: SignedInCaller, date: string, note: string) =>
      void (await changing(call(caller, 'block_date', { p_date: date, p_note: note }))),
    unblockDate: async (caller: SignedInCaller, date: string) =>
      (await changing(call(caller, 'unblock_date', { p_date: date }))) === true,
    capacity: async (caller: SignedInCaller) => ((await call(caller, 'admin_capacity')) as number | null) ?? 2,
    setCapacity: async (caller: SignedInCaller, eventsPerDay: number) =>
      (await changing(call(caller, 'admin_set_capacity', { p_events_per_day: eventsPerDay }))) === true,
    /** A quote's booking, the room of its day and its earlier bookings. */
    quoteBooking: async (caller: SignedInCaller, id: number) =>
      (await call(caller, 'admin_quote_booking', { p_id: id })) as QuoteBooking,
    /** "Pré-reservar": holds `day` for the quote until `until`; refused with BK001/BK002 (rules.ts) without an override's reason. */
    hold: async (caller: SignedInCaller, id: number, day: string, until: string, overrideReason?: string) =>
      void (await changing(
        call(caller, 'admin_booking_hold', {
          p_id: id,
          p_day: day,
          p_until: until,
          p_override_reason: overrideReason || null,
        }),
      )),
    /** "Liberar data": false when the quote had no live hold. */
    release: async (caller: SignedInCaller, id: number) =>
      (await changing(call(caller, 'admin_booking_release', { p_id: id }))) === true,
    /** "Sinal parcial: decidir": the holds past their deadline with money received, which never lapse by themselves. */
    holdsToDecide: async (caller: SignedInCaller) =>
      (await rpc.rows<HoldToDecideRow>(caller, 'admin_holds_to_decide', {})).map((row): HoldToDecide => ({
        orcamentoId: Number(row.orcamento_id),
        clientName: row.client_name,
        day: row.day,
        until: row.hold_until,
        paidCents: Number(row.paid_cents),
        depositCents: row.deposit_cents ?? 0,
      })),
    /** The daily job that lapses the holds past their deadline, as the server; null when it cannot call for itself. */
    lapseHolds: async (): Promise<number | null> =>
      rpc.serverCalls ? Number(await changing(call(server, 'bookings_lapse'))) : null,
  }
}

export type BookingStore = ReturnType<typeof bookingStore>

export const getBookingStore = () => bookingStore(getRpc())
