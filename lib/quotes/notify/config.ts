import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { EMAIL_PATTERN } from '../phone'

/** Where new-quote e-mails go and through which SMTP server. */
export type NotifyConfig = { transport: string | SMTPTransport.Options; from: string; to: string[] }

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
 * SMTP_PORT/SMTP_USER/SMTP_PASS) and the recipients in QUOTE_NOTIFY_TO (separated by commas).
 * Null when either is missing: then nothing is sent.
 */
export function notifyConfig(raw: NotifyEnv): NotifyConfig | null {
  const to = (raw.QUOTE_NOTIFY_TO ?? '')
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter((address) => EMAIL_PATTERN.test(address))
  if (to.length === 0 || (!raw.SMTP_URL && !raw.SMTP_HOST)) return null
  const port = Number(raw.SMTP_PORT ?? 587)
  const transport: NotifyConfig['transport'] = raw.SMTP_URL ?? {
    host: raw.SMTP_HOST,
    port,
    // Port 465 speaks TLS from the start; the others upgrade with STARTTLS when offered.
    secure: port === 465,
    auth: raw.SMTP_USER ? { user: raw.SMTP_USER, pass: raw.SMTP_PASS ?? '' } : undefined,
  }
  return { transport, from: raw.SMTP_FROM ?? raw.SMTP_USER ?? to[0]!, to }
}

/** The one start-up line when notifications are off. */
export const NOTIFY_OFF = '[orcamentos] aviso de novo orçamento por e-mail desligado: defina QUOTE_NOTIFY_TO e SMTP_URL (ou SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM)'
