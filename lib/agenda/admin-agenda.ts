import 'server-only'
import { requireAdmin } from '../auth/guard'
import { withRetries } from '../retry'
import type { AgendaDay, ContactsDue, QuoteBooking } from './contract'
import { getAgendaStore } from './store'
import { describeFailure } from '../log/describe-failure'

/** "Para contatar hoje": due and overdue quotes, overdue first. */
export async function contactsDue(limit: number): Promise<ContactsDue> {
  const admin = await requireAdmin()
  return withRetries(() => getAgendaStore().contactsDue(admin, limit))
}

/** Which of these quotes ask for a day with no room for them (the "data ocupada" marks); none when it cannot be told. */
export async function quotesOnFullDays(ids: number[]): Promise<ReadonlySet<number>> {
  const admin = await requireAdmin()
  try {
    return new Set((await getAgendaStore().quotesOnFullDays(admin, ids)).map(Number))
  } catch (error) {
    console.error('[agenda] falha ao ler as datas ocupadas', describeFailure(error))
    return new Set()
  }
}

export async function agendaDays(from: string, to: string): Promise<AgendaDay[]> {
  const admin = await requireAdmin()
  return withRetries(() => getAgendaStore().agenda(admin, from, to))
}

export async function eventsPerDay(): Promise<number> {
  const admin = await requireAdmin()
  return withRetries(() => getAgendaStore().capacity(admin))
}

/** The quote's booking, the room of its event day and its earlier bookings, for its page. */
export async function quoteBooking(id: number): Promise<QuoteBooking> {
  const admin = await requireAdmin()
  return withRetries(() => getAgendaStore().quoteBooking(admin, id))
}
