import { server, type SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'

export type Count = { total: number; resetInMs: number }
export type SignInCounts = { pair: Count; address: Count | null; email: number }

type CountRow = { total: number; reset_in_ms: number }
type AttemptRow = {
  pair_total: number
  pair_reset_in_ms: number
  address_total: number
  address_reset_in_ms: number
  email_total: number
}

/**
 * The limit functions of migration 20261126100000, the same in both modes. Counting and alerting
 * are the server's alone (20261128100100): on Supabase the transport takes them to their job_
 * twins with CRON_SECRET; only the user who has just signed in clears their own failures.
 */
export function limitStore(rpc: Rpc) {
  return {
    /**
     * One hit in a scope: 'webhook_delivery' (10 min) remembers a publication already handled;
     * 'client_id' (10 min) counts the browser ids issued to one network.
     */
    async count(scope: 'webhook_delivery' | 'client_id', subject: string): Promise<Count> {
      const [row] = await rpc.rows<CountRow>(server, 'limit_count', { p_scope: scope, p_subject: subject })
      if (!row) throw new Error('limit_count não respondeu')
      return { total: row.total, resetInMs: row.reset_in_ms }
    },
    /** A sign-in attempt counted on its keys in one call, before the password is checked. */
    async signInAttempt(email: string, client: string, address: string | null): Promise<SignInCounts> {
      const [row] = await rpc.rows<AttemptRow>(server, 'sign_in_attempt', {
        p_email: email,
        p_client: client,
        p_address: address,
      })
      if (!row) throw new Error('sign_in_attempt não respondeu')
      return {
        pair: { total: row.pair_total, resetInMs: row.pair_reset_in_ms },
        address: address ? { total: row.address_total, resetInMs: row.address_reset_in_ms } : null,
        email: row.email_total,
      }
    },
    /** As the user who just signed in: their e-mail starts afresh on this client. */
    signInSucceeded: (user: SignedInCaller, client: string) =>
      rpc.value<null>(user, 'sign_in_succeeded', { p_client: client }),
    /**
     * Records that an account's e-mail is under attack (the admin shows it) and returns the
     * administrator's recipients to warn, once per window; null: nothing to send.
     */
    reportAttack: (email: string, threshold: number) =>
      rpc.value<string[] | null>(server, 'sign_in_attack_report', { p_email: email, p_threshold: threshold }),
  }
}
