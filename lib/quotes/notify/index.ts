import 'server-only'
import { getSiteChrome } from '../../content/site'
import { env } from '../../config/env'
import { getQuoteStore } from '..'
import type { NewQuote } from '../contract'
import { sendQuoteNotification } from './send-quote-notification'

/** Sends the new-quote e-mail when SMTP and recipients are configured; otherwise does nothing. */
export async function notifyNewQuote(quote: NewQuote): Promise<void> {
  const store = getQuoteStore()
  if (!env.quoteNotifications || !store) return
  const { settings } = await getSiteChrome().catch(() => ({ settings: { businessName: 'Buffet' } }))
  await sendQuoteNotification(quote, { config: env.quoteNotifications, store, siteUrl: env.siteUrl, businessName: settings.businessName })
}
