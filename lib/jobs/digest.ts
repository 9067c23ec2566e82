import 'server-only'
import { getAgendaStore } from '../agenda'
import { sendDigest, type DigestOutcome } from '../agenda/send-digest'
import { absoluteUrl, env } from '../config/env'
import { getQuoteNotificationSettings } from '../content/site'
import { notificationRecipients } from '../quotes/notify/config'

/**
 * The daily digest job (idempotent: at most one e-mail per São Paulo day), for the cron route and
 * the server's scheduler. Sent to the new-quote e-mail's recipients.
 */
export async function runDigest(now = new Date()): Promise<DigestOutcome> {
  const settings = await getQuoteNotificationSettings().catch(() => ({ businessName: 'Buffet', recipients: [] }))
  return sendDigest({
    store: getAgendaStore().digest(),
    mail: env.quoteNotifications,
    recipients: async () => notificationRecipients(env.quoteNotifications?.to ?? [], settings.recipients),
    businessName: settings.businessName,
    adminUrl: absoluteUrl('/admin'),
    now,
  })
}
