import { server } from '../db/caller'
import { hourInSaoPaulo, todayInSaoPaulo } from '../dates'
import type { Mailer } from '../mail/mailer'
import type { DigestStore } from './store'
import { digestMail } from './digest-message'
import { describeFailure } from '../log/describe-failure'

/** The hour (São Paulo) from which the day's digest goes out. */
export const DIGEST_HOUR = 8

export type DigestOutcome = 'sent' | 'already-sent' | 'not-yet' | 'off' | 'failed'

export type DigestDeps = {
  /** Null when the server cannot call for itself (Supabase without CRON_SECRET). */
  store: DigestStore | null
  /** Null when e-mail is off (nothing is sent). */
  mailer: Mailer | null
  recipients: () => Promise<string[]>
  businessName: string
  /** The admin's absolute address, e.g. https://buffet.com.br/admin. */
  adminUrl: string
  now?: Date
  sleep?: (ms: number) => Promise<void>
}

/**
 * Sends today's digest once: from 8:00 in São Paulo, when e-mail is on and someone receives it. The
 * day is claimed in the database first, so two runs (a cron and the scheduler, two servers) send
 * one e-mail; a failed send frees the day for the next run. Never throws.
 */
export async function sendDigest({
  store,
  mailer,
  recipients,
  businessName,
  adminUrl,
  now = new Date(),
  sleep,
}: DigestDeps): Promise<DigestOutcome> {
  if (!store || !mailer) return 'off'
  if (hourInSaoPaulo(now) < DIGEST_HOUR) return 'not-yet'
  const day = todayInSaoPaulo(now)
  try {
    const to = await recipients()
    if (to.length === 0) return 'off'
    if (!(await store.claim(day))) return 'already-sent'
    try {
      const { subject, text } = digestMail(await store.content(now), { adminUrl, businessName })
      await mailer.send(
        { as: server, ref: day },
        { kind: 'resumo', to, subject, text },
        { retries: 2, ...(sleep ? { sleep } : {}) },
      )
    } catch (error) {
      await store.finish(day, false)
      throw error
    }
    await store.finish(day, true)
    return 'sent'
  } catch (error) {
    console.error('[resumo] o resumo do dia não foi enviado', describeFailure(error))
    return 'failed'
  }
}
