import { server } from '../../db/caller'
import { describeFailure } from '../../log/describe-failure'
import type { Mailer } from '../../mail/mailer'
import type { NewQuote } from '../contract'
import type { QuoteStore } from '../store'
import { quoteNotification } from './message'

export type NotifyDeps = {
  mailer: Mailer
  store: Pick<QuoteStore, 'recordNotification'>
  siteUrl: string
  businessName: string
  /** Waits between attempts (the retry backoff by default). */
  sleep?: (ms: number) => Promise<void>
  /** The administrator's recipients ("Avisos"), read once the e-mail is claimed; the mailer adds QUOTE_NOTIFY_TO. */
  settingsRecipients?: () => Promise<readonly string[]>
}

/**
 * E-mails the business about a quote that is already stored, retrying a failed send and recording
 * each attempt on the quote (sent or failed). Claims the e-mail first, so a repeated submission
 * sends nothing twice. Never throws: the visitor's submission does not depend on it.
 */
export async function sendQuoteNotification(
  quote: NewQuote,
  { mailer, store, siteUrl, businessName, sleep, settingsRecipients }: NotifyDeps,
): Promise<'sent' | 'failed' | 'skipped' | 'no-recipients'> {
  try {
    const id = await store.recordNotification(quote.submission_id, 'pending')
    if (id === null) return 'skipped'
    const to = mailer.businessRecipients(settingsRecipients ? await settingsRecipients() : [])
    if (to.length === 0) return 'no-recipients'
    const row = {
      next_contact: null,
      lost_reason: null,
      lost_reason_detail: null,
      ...quote,
      lead_source: quote.lead_source ?? null,
      id,
      created_at: new Date().toISOString(),
      status: 'novo' as const,
      last_note: null,
    }
    const mail = quoteNotification(row, { adminUrl: `${siteUrl}/admin/orcamentos/${id}`, businessName })
    await mailer.send(
      { as: server, ref: quote.submission_id },
      { kind: 'novo_orcamento', to, subject: mail.subject, text: mail.text, replyTo: quote.email },
      {
        retries: 3,
        ...(sleep ? { sleep } : {}),
        onFailedAttempt: () => store.recordNotification(quote.submission_id, 'failed'),
      },
    )
    await store.recordNotification(quote.submission_id, 'sent')
    return 'sent'
  } catch (error) {
    console.error('[orcamentos] o aviso por e-mail do novo orçamento falhou', describeFailure(error))
    return 'failed'
  }
}
