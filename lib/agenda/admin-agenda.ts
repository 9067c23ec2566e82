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

export async function agendaDays(from: string, to: string): Promise<AgendaDay[]> {
  const admin = await requireAdmin()
  return withRetries(() => getAgendaStore().agenda(admin, from, to))
}
