import 'server-only'
import { requireAdmin } from '../auth/guard'
import { withRetries } from '../retry'
import type { Report } from './contract'
import { getReportStore } from './store'

/** "Relatórios": the period's report, for the signed-in administrator (retried on failure). */
export async function quoteReport(from: string, to: string): Promise<Report> {
  const admin = await requireAdmin()
  return withRetries(() => getReportStore().report(admin, from, to))
}
