import nodemailer from 'nodemailer'
import { describeFailure } from '../../log/describe-failure'
import { withRetries } from '../../retry'
import type { NewQuote, QuoteStore } from '../contract'
import type { NotifyConfig } from '../../config/notify'
import { notificationRecipients } from './config'
import { quoteNotification } from './message'

export type NotifyDeps = {
  config: NotifyConfig
  store: Pick<QuoteStore, 'recordNotification'>
  siteUrl: string
  businessName: string
  /** Waits between attempts (the retry backoff by default). */
  sleep?: (ms: number) => Promise<void>
  /** The administrator's recipients ("Avisos"), read once the e-mail is claimed; added to config.to. */
  extraRecipients?: () => Promise<readonly string[]>
}

/**
 * E-mails the administrators about a quote that is already stored, retrying a failed send and
 * recording each attempt on the quote (sent or failed). Claims the e-mail first, so a repeated
 * submission sends nothing twice. Never throws: the visitor's submission does not depend on it.
 */
export async function sendQuoteNotification(quote: NewQuote, { config: given, store, siteUrl, businessName, sleep, extraRecipients }: NotifyDeps): Promise<'sent' | 'failed' | 'skipped' | 'no-recipients'> {
  try {
    const id = await store.recordNotification(quote.submission_id, 'pending')
    if (id === null) return 'skipped'
    const config = { ...given, to: notificationRecipients(given.to, extraRecipients ? await extraRecipients() : []) }
    if (config.to.length === 0) return 'no-recipients'
    const row = { next_contact: null, lost_reason: null, lost_reason_detail: null, ...quote, lead_source: quote.lead_source ?? null, id, created_at: new Date().toISOString(), status: 'novo' as const, last_note: null }
    const mail = quoteNotification(row, { adminUrl: `${siteUrl}/admin/orcamentos/${id}`, businessName })
    const transporter = nodemailer.createTransport(config.transport)
    try {
      await withRetries(
        async () => {
          try {
            await transporter.sendMail({ from: config.from ?? config.to[0], to: config.to, subject: mail.subject, text: mail.text, replyTo: quote.email })
          } catch (error) {
            await store.recordNotification(quote.submission_id, 'failed')
            throw error
          }
        },
        sleep ? { sleep } : {},
      )
    } finally {
      transporter.close()
    }
    await store.recordNotification(quote.submission_id, 'sent')
    return 'sent'
  } catch (error) {
    console.error('[orcamentos] o aviso por e-mail do novo orçamento falhou', describeFailure(error))
    return 'failed'
  }
}
