import 'server-only'
import { getBookingStore } from '../bookings/store'

/**
 * The daily job that lapses the holds past their deposit deadline (public.bookings_lapse):
 * idempotent; logs only the count. Null when the server cannot call for itself (Supabase without
 * CRON_SECRET).
 */
export async function runHoldLapse(): Promise<number | null> {
  const lapsed = await getBookingStore().lapseHolds()
  if (lapsed !== null) console.log(`[pre-reservas] ${lapsed} pré-reserva(s) vencida(s) liberada(s)`)
  return lapsed
}
