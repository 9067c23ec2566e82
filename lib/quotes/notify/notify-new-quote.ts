import 'server-only'
import { getBusinessName } from '../../content/site'
import { env } from '../../config/env'
import { getMailer } from '../../mail/site-mailer'
import { getMailStore } from '../../mail/store'
import type { NewQuote } from '../contract'
import { getQuoteStore } from '../store'
import { sendQuoteNotification } from './send-quote-notification'
import { describeFailure } from '../../log/describe-failure'

/** The line when e-mail is on but neither QUOTE_NOTIFY_TO nor "Avisos" name anyone. */
const NO_RECIPIENTS =
  '[orcamentos] aviso de novo orçamento não enviado: nenhum destinatário em QUOTE_NOTIFY_TO nem em /admin/avisos'

let saidNoRecipients = false

/**
 * Sends the new-quote e-mail when e-mail is on, to QUOTE_NOTIFY_TO and the recipients the
 * administrator set in "Avisos"; otherwise does nothing. Content that cannot be read leaves a
 * generic business name.
 */
export async function notifyNewQuote(quote: NewQuote): Promise<void> {
  const mailer = getMailer()
  if (!mailer) return
  const businessName = await getBusinessName().catch((error: unknown) => {
    console.error('[orcamentos] configurações do site ilegíveis para o aviso por e-mail', describeFailure(error))
    return 'Buffet'
  })
  const result = await sendQuoteNotification(quote, {
    mailer,
    store: getQuoteStore(),
    siteUrl: env.siteUrl,
    businessName,
    settingsRecipients: () => getMailStore().recipientsForQuote(quote.submission_id),
  })
  if (result === 'no-recipients' && !saidNoRecipients) {
    console.warn(NO_RECIPIENTS)
    saidNoRecipients = true
  }
}
