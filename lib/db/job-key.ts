import 'server-only'
import { createHash } from 'node:crypto'
import { env } from '../config/env'
import type { SignedInCaller } from './caller'
import { getRpc } from '.'
import { isServerKeyRefusal } from './rpc-supabase'

/**
 * Registers this deploy's CRON_SECRET (its SHA-256) with the database: on Supabase, the transport's
 * server calls (the daily digest) carry that secret instead of a service-role key, and the job_
 * functions compare it with this hash. The server has the secret and an administrator's session
 * has the right to write it: each sign-in does it, so a new or changed CRON_SECRET takes effect at
 * the next sign-in.
 */
export async function registerJobKey(user: SignedInCaller): Promise<void> {
  const hash = jobKeyHash()
  if (!hash) return
  await getRpc().value(user, 'admin_set_job_key', { p_sha256: hash })
}

/** This server's CRON_SECRET as the database keeps it (SHA-256, hex); null without one. */
export const jobKeyHash = (): string | null =>
  env.cronSecret ? createHash('sha256').update(env.cronSecret).digest('hex') : null

/**
 * Whether a server call failed because the database does not know this server's key: CRON_SECRET
 * unset, or not registered yet (a new or changed secret before an administrator's next sign-in).
 */
export const serverKeyRefused = (error: unknown) => env.quotes.kind === 'supabase' && isServerKeyRefusal(error)
