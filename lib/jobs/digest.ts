import 'server-only'
import { getAgendaStore } from '../agenda/store'
import { sendDigest, type DigestOutcome } from '../agenda/send-digest'
import { absoluteUrl } from '../config/env'
import { getBusinessName } from '../content/site'
import { getMailer } from '../mail/site-mailer'
import { getMailStore } from '../mail/store'

/**
 * The daily digest job (idempotent: at most one e-mail per São Paulo day), for the cron route and
 * the server's scheduler. Sent to the new-quote e-mail's recipients: QUOTE_NOTIFY_TO and "Avisos".
 */
export async function runDigest(now = new Date()): Promise<DigestOutcome> {
  const store = getAgendaStore().digest()
  const mailer = getMailer()
  const businessName = await getBusinessName().catch(() => 'Buffet')
  return sendDigest({
    store,
    mailer,
    recipients: async () => mailer?.businessRecipients(await getMailStore().recipientsForDigest()) ?? [],
    businessName,
    adminUrl: absoluteUrl('/admin'),
    now,
  })
}
