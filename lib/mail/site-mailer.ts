import 'server-only'
import path from 'node:path'
import { env } from '../config/env'
import type { SignedInCaller } from '../db/caller'
import { emailAddresses } from '../forms/email-address'
import { createMailer, type Mailer } from './mailer'
import { getMailStore } from './store'
import type { MailTransport } from './transport'

// QUOTE_NOTIFY_TO, also without SMTP (the outbox's e-mails go to the same people).
const notifyTo = env.quoteNotifications?.to ?? emailAddresses([env.notify.QUOTE_NOTIFY_TO])

/** SMTP when configured; in development without it, the outbox folder; otherwise none: nothing is sent. */
function transport(): MailTransport | null {
  if (env.quoteNotifications) return { kind: 'smtp', options: env.quoteNotifications.transport }
  return env.isDevelopment ? { kind: 'outbox', dir: env.outboxDir } : null
}

let mailer: Mailer | null | undefined

/** The site's mailer, or null when e-mail is off (production without SMTP). */
export function getMailer(): Mailer | null {
  if (mailer !== undefined) return mailer
  const chosen = transport()
  mailer = chosen
    ? createMailer({ transport: chosen, from: env.quoteNotifications?.from, notifyTo }, (...record) =>
        getMailStore().record(...record),
      )
    : null
  return mailer
}

/** The start-up line about e-mail when it does not go out through SMTP; null when it does. */
export function describeMail(): string | null {
  if (env.quoteNotifications) return null
  if (env.isDevelopment)
    return `[e-mail] sem SMTP: os e-mails do site são gravados em ${path.relative(process.cwd(), env.outboxDir) || '.'} (só em desenvolvimento)`
  return '[orcamentos] aviso de novo orçamento por e-mail desligado: defina SMTP_URL (ou SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM) e os destinatários em QUOTE_NOTIFY_TO ou em /admin/avisos'
}

/** Who gets the business's e-mails now (none while e-mail is off): what the personal-data export declares as sharing. */
export async function currentRecipients(admin: SignedInCaller): Promise<string[]> {
  const sending = getMailer()
  return sending ? sending.businessRecipients(await getMailStore().adminRecipients(admin)) : []
}
