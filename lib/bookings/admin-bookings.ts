import 'server-only'
import { requireAdmin } from '../auth/guard'
import { describeFailure } from '../log/describe-failure'
import { withRetries } from '../retry'
import type { HoldToDecide, QuoteBooking } from './contract'
import { getBookingStore } from './store'

/** Which of these quotes ask for a day with no room for them (the "data ocupada" marks); none when it cannot be told. */
export async function quotesOnFullDays(ids: number[]): Promise<ReadonlySet<number>> {
  const admin = await requireAdmin()
  try {
    return new Set((await getBookingStore().quotesOnFullDays(admin, ids)).map(Number))
  } catch (error) {
    console.error('[agenda] falha ao ler as datas ocupadas', describeFailure(error))
    return new Set()
  }
}

export async function eventsPerDay(): Promise<number> {
  const admin = await requireAdmin()
  return withRetries(() => getBookingStore().capacity(admin))
}

/** The quote's booking, the room of its event day and its earlier bookings, for its page. */
export async function quoteBooking(id: number): Promise<QuoteBooking> {
  const admin = await requireAdmin()
  return withRetries(() => getBookingStore().quoteBooking(admin, id))
}

/** The holds past their deadline with part of the deposit paid, oldest deadline first. */
export async function holdsToDecide(): Promise<HoldToDecide[]> {
  const admin = await requireAdmin()
  return withRetries(() => getBookingStore().holdsToDecide(admin))
}
