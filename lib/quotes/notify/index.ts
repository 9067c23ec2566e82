import 'server-only'
import { getQuoteNotificationSettings } from '../../content/site'
import { env } from '../../config/env'
import { getQuoteStore } from '..'
import type { NewQuote } from '../contract'
import { notificationRecipients, NOTIFY_NO_RECIPIENTS } from './config'
import { sendQuoteNotification } from './send-quote-notification'

let saidNoRecipients = false

const readSettings = () =>
  getQuoteNotificationSettings().catch((error: unknown) => {
    console.error('[orcamentos] configurações do site ilegíveis para o aviso por e-mail', error)
    return { businessName: 'Buffet', recipients: [] as string[] }
  })

/** Who gets a copy of each new quote now (none while the e-mail is off): what the personal-data export declares as sharing. */
export async function currentNotificationRecipients(): Promise<string[]> {
  if (!env.quoteNotifications) return []
  return notificationRecipients(env.quoteNotifications.to, (await readSettings()).recipients)
}

/**
 * Sends the new-quote e-mail when SMTP is configured, to QUOTE_NOTIFY_TO and the site settings'
 * addresses; otherwise does nothing. Content that cannot be read leaves the environment's recipients.
 */
export async function notifyNewQuote(quote: NewQuote): Promise<void> {
  const store = getQuoteStore()
  if (!env.quoteNotifications || !store) return
  const settings = await readSettings()
  const to = notificationRecipients(env.quoteNotifications.to, settings.recipients)
  if (to.length === 0) {
    if (!saidNoRecipients) console.warn(NOTIFY_NO_RECIPIENTS)
    saidNoRecipients = true
    return
  }
  await sendQuoteNotification(quote, { config: { ...env.quoteNotifications, to }, store, siteUrl: env.siteUrl, businessName: settings.businessName })
}
