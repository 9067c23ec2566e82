import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { EMAIL_PATTERN } from '../phone'

/**
 * Through which SMTP server new-quote e-mails go, from whom, and to the recipients of QUOTE_NOTIFY_TO
 * (the site settings may add more at send time: see notificationRecipients).
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

const addresses = (list: readonly (string | null | undefined)[]) => list.flatMap((item) => (item ?? '').split(/[,;]/)).map((address) => address.trim()).filter((address) => EMAIL_PATTERN.test(address))

/**
 * The notification settings from the environment: an SMTP server (SMTP_URL, or SMTP_HOST with
 * SMTP_PORT/SMTP_USER/SMTP_PASS) and the recipients in QUOTE_NOTIFY_TO (separated by commas, may be
 * empty when the site settings name them). Null without an SMTP server: then nothing is sent.
 */
export function notifyConfig(raw: NotifyEnv): NotifyConfig | null {
  if (!raw.SMTP_URL && !raw.SMTP_HOST) return null
  const to = addresses([raw.QUOTE_NOTIFY_TO])
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

/**
 * Everyone who gets the e-mail: QUOTE_NOTIFY_TO and the site settings' addresses, valid ones only,
 * each once (addresses differing only in case are the same mailbox).
 */
export function notificationRecipients(fromEnv: readonly string[], fromSettings: readonly (string | null)[] | null | undefined): string[] {
  const seen = new Set<string>()
  return addresses([...fromEnv, ...(fromSettings ?? [])]).filter((address) => !seen.has(address.toLowerCase()) && seen.add(address.toLowerCase()))
}

/** The one start-up line when notifications are off. */
export const NOTIFY_OFF =
  '[orcamentos] aviso de novo orçamento por e-mail desligado: defina SMTP_URL (ou SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM) e os destinatários em QUOTE_NOTIFY_TO ou nas Configurações do site'

/** The line when SMTP is set but neither QUOTE_NOTIFY_TO nor the site settings name anyone. */
export const NOTIFY_NO_RECIPIENTS = '[orcamentos] aviso de novo orçamento não enviado: nenhum destinatário em QUOTE_NOTIFY_TO nem nas Configurações do site'
