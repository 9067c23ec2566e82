import 'server-only'
import { createHash } from 'node:crypto'
import { env } from '../config/env'
import type { SignedInCaller } from '../db/caller'
import { getRpc } from '../db'

/**
 * Registers this deploy's CRON_SECRET (its SHA-256) with the database, so that on Supabase the
 * daily digest runs with that secret instead of a service-role key (migration 20261126130600).
 * The server has the secret and an administrator's session has the right to write it: each
 * sign-in does it, so a new or changed CRON_SECRET takes effect at the next sign-in.
 */
export async function registerJobKey(user: SignedInCaller): Promise<void> {
  if (!env.cronSecret) return
  await getRpc().value(user, 'admin_set_job_key', { p_sha256: createHash('sha256').update(env.cronSecret).digest('hex') })
}
