import 'server-only'
import { requireAdmin } from '../auth/guard'
import { withRetries } from '../retry'
import type { AgendaDay, ContactsDue } from './contract'
import { getAgendaStore } from './store'

/** "Para contatar hoje": due and overdue quotes, overdue first. */
export async function contactsDue(limit: number): Promise<ContactsDue> {
  const admin = await requireAdmin()
  return withRetries(() => getAgendaStore().contactsDue(admin, limit))
}

/** Which of these event dates are full (the "data ocupada" marks); empty when it cannot be told. */
export async function fullDatesAmong(dates: (string | null)[]): Promise<ReadonlySet<string>> {
  const admin = await requireAdmin()
  const days = [...new Set(dates.filter((date): date is string => Boolean(date)))]
  try {
    return new Set(await getAgendaStore().fullDates(admin, days))
  } catch (error) {
    console.error('[agenda] falha ao ler as datas ocupadas', error)
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
