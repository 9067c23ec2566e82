import 'server-only'
import { getRpc } from '../db'
import type { SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'
import type { Report } from './contract'

/** The reports: one SQL function of the migrations, through the transport. */
export function reportStore(rpc: Rpc) {
  return {
    /** Quotes received from `from` to `to` (YYYY-MM-DD) by month, party type, source and lost reason, with totals. */
    report: (caller: SignedInCaller, from: string, to: string) =>
      rpc.value<Report>(caller, 'admin_report', { p_from: from, p_to: to }),
  }
}

export const getReportStore = () => reportStore(getRpc())
