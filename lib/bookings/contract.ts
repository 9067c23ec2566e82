import type { BookingKind } from './rules'

// The bookings' types (store.ts). The rule lives in SQL.

/** A quote's place in the agenda (public.admin_quote_booking). */
export type QuoteBooking = {
  active: {
    day: string
    kind: BookingKind
    until: string | null
    /** False for a hold past its deadline that the daily job has not lapsed yet: it no longer counts. */
    live: boolean
    source: 'acceptance' | 'admin'
    confirmedVia: 'acceptance' | 'admin' | 'deposit' | null
    override: string | null
    createdAt: string
    createdBy: string | null
  } | null
  /** How the quote's event day stands without this quote's own booking; null without a date. */
  room: { day: string; capacity: number; confirmed: number; holds: number; blocked: boolean; fits: boolean } | null
  past: {
    day: string
    kind: BookingKind
    until: string | null
    releasedAt: string | null
    lapsedAt: string | null
    reason: 'admin' | 'status' | 'moved' | 'replaced' | null
  }[]
}

/** A hold past its deadline with money received, as public.admin_holds_to_decide returns it. */
export type HoldToDecideRow = {
  orcamento_id: number | string
  client_name: string | null
  day: string
  hold_until: string
  paid_cents: number | string
  deposit_cents: number | null
}

/** A hold past its deadline with money received: the owner extends it or releases it with a refund. */
export type HoldToDecide = {
  orcamentoId: number
  clientName: string | null
  day: string
  until: string
  paidCents: number
  depositCents: number
}
