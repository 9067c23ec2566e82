import 'server-only'
import { getAgendaStore } from '../agenda'
import { sendDigest, type DigestOutcome } from '../agenda/send-digest'
import { absoluteUrl, env } from '../config/env'
import { getBusinessName } from '../content/site'
import { notificationRecipients } from '../quotes/notify/config'

/**
 * The daily digest job (idempotent: at most one e-mail per São Paulo day), for the cron route and
 * the server's scheduler. Sent to the new-quote e-mail's recipients: QUOTE_NOTIFY_TO and "Avisos".
 */
export async function runDigest(now = new Date()): Promise<DigestOutcome> {
  const store = getAgendaStore().digest()
  const businessName = await getBusinessName().catch(() => 'Buffet')
  return sendDigest({
    store,
    mail: env.quoteNotifications,
    recipients: async () => notificationRecipients(env.quoteNotifications?.to ?? [], store ? await store.recipients() : []),
    businessName,
    adminUrl: absoluteUrl('/admin'),
    now,
  })
}
