import { formatDateBR } from '../dates'
import { sqlState } from '../db/rpc'

// A quote's booking of its date (public.bookings): the words every booking path shares. The rule
// itself (capacity, blocks, confirmed events and live holds) is public.booking_room, in SQL.

/** A hold ("pré-reserva", until a deposit deadline) or a confirmed event. */
export type BookingKind = 'hold' | 'confirmed'

/** Why the rule refused a booking: the day is full, or blocked. */
export type BookingRefusal = 'full' | 'blocked'

/** The refusal an administrator's booking got from the database (BK001 full, BK002 blocked), or null for any other failure. */
export function bookingRefusal(error: unknown): BookingRefusal | null {
  const code = sqlState(error)
  return code === 'BK001' ? 'full' : code === 'BK002' ? 'blocked' : null
}

/** The longest reason an administrator may give for booking past the rule. */
export const OVERRIDE_REASON_MAX = 300

/** What the screen asks before booking a full or blocked day anyway. */
export function overrideQuestion(refusal: BookingRefusal, day: string | null): string {
  const date = day ? formatDateBR(day) : 'Este dia'
  return refusal === 'blocked'
    ? `${date} está bloqueado. Para reservar mesmo assim, escreva o motivo e confirme.`
    : `${date} já está lotado. Para reservar mesmo assim, acima da capacidade, escreva o motivo e confirme.`
}

/** The override's reason as posted: trimmed and capped; empty when none was given. */
export const overrideReason = (formData: FormData) =>
  String(formData.get('override_reason') ?? '')
    .trim()
    .slice(0, OVERRIDE_REASON_MAX)
