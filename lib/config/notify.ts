import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { emailAddresses } from '../forms/email-address'

/**
 * Through which SMTP server new-quote e-mails go, from whom, and to the recipients of QUOTE_NOTIFY_TO
 * (the administrator's list in "Avisos" adds more at send time: lib/mail/recipients.ts).
 */
export type NotifyConfig = { transport: string | SMTPTransport.Options; from?: string; to: string[] }

export type NotifyEnv = {
  SMTP_URL?: string
  SMTP_HOST?: string
  SMTP_PORT?: string
  SMTP_USER?: string
  SMTP_PASS?: string
  SMTP_FROM?: string
  QUOTE_NOTIFY_TO?: string
}

/**
 * The notification settings from the environment: an SMTP server (SMTP_URL, or SMTP_HOST with
 * SMTP_PORT/SMTP_USER/SMTP_PASS) and the recipients in QUOTE_NOTIFY_TO (separated by commas, may be
 * empty when the site settings name them). Null without an SMTP server: then nothing is sent.
 */
export function notifyConfig(raw: NotifyEnv): NotifyConfig | null {
  if (!raw.SMTP_URL && !raw.SMTP_HOST) return null
  const to = emailAddresses([raw.QUOTE_NOTIFY_TO])
  const port = Number(raw.SMTP_PORT ?? 587)
  const transport: NotifyConfig['transport'] = raw.SMTP_URL ?? {
    host: raw.SMTP_HOST,
    port,
    // Port 465 speaks TLS from the start; the others upgrade with STARTTLS when offered.
    secure: port === 465,
    auth: raw.SMTP_USER ? { user: raw.SMTP_USER, pass: raw.SMTP_PASS ?? '' } : undefined,
  }
  const from = raw.SMTP_FROM ?? raw.SMTP_USER
  return { transport, ...(from ? { from } : {}), to }
}
