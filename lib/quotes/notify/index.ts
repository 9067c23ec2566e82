import 'server-only'
import { adminNotifyRecipients, recipientsForQuote } from '../../admin-settings/notify-recipients'
import { getBusinessName } from '../../content/site'
import { env } from '../../config/env'
import type { SignedInCaller } from '../../db/caller'
import { getQuoteStore } from '..'
import type { NewQuote } from '../contract'
import { NOTIFY_NO_RECIPIENTS, notificationRecipients } from './config'
import { sendQuoteNotification } from './send-quote-notification'

let saidNoRecipients = false

/** Who gets a copy of each new quote now (none while the e-mail is off): what the personal-data export declares as sharing. */
export async function currentNotificationRecipients(admin: SignedInCaller): Promise<string[]> {
  if (!env.quoteNotifications) return []
  return notificationRecipients(env.quoteNotifications.to, await adminNotifyRecipients(admin))
}

/**
 * Sends the new-quote e-mail when SMTP is configured, to QUOTE_NOTIFY_TO and the recipients the
 * administrator set in "Avisos"; otherwise does nothing. Content that cannot be read leaves a
 * generic business name.
 */
export async function notifyNewQuote(quote: NewQuote): Promise<void> {
  const store = getQuoteStore()
  if (!env.quoteNotifications || !store) return
  const businessName = await getBusinessName().catch((error: unknown) => {
    console.error('[orcamentos] configurações do site ilegíveis para o aviso por e-mail', (error as Error).message)
    return 'Buffet'
  })
  const result = await sendQuoteNotification(quote, {
    config: env.quoteNotifications,
    store,
    siteUrl: env.siteUrl,
    businessName,
    extraRecipients: () => recipientsForQuote(quote.submission_id),
  })
  if (result === 'no-recipients' && !saidNoRecipients) {
    console.warn(NOTIFY_NO_RECIPIENTS)
    saidNoRecipients = true
  }
}
