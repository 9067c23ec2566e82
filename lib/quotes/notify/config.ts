import { emailAddresses } from '../../email-address'

/**
 * Everyone who gets the business's e-mails: QUOTE_NOTIFY_TO and the administrator's list ("Avisos"),
 * valid ones only, each once (addresses differing only in case are the same mailbox). The one
 * function every e-mail to the business takes its recipients from.
 */
export function notificationRecipients(fromEnv: readonly string[], fromSettings: readonly (string | null)[] | null | undefined): string[] {
  const seen = new Set<string>()
  return emailAddresses([...fromEnv, ...(fromSettings ?? [])]).filter((address) => !seen.has(address.toLowerCase()) && seen.add(address.toLowerCase()))
}

/** The one start-up line when notifications are off. */
export const NOTIFY_OFF =
  '[orcamentos] aviso de novo orçamento por e-mail desligado: defina SMTP_URL (ou SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM) e os destinatários em QUOTE_NOTIFY_TO ou em /admin/avisos'

/** The line when SMTP is set but neither QUOTE_NOTIFY_TO nor "Avisos" name anyone. */
export const NOTIFY_NO_RECIPIENTS = '[orcamentos] aviso de novo orçamento não enviado: nenhum destinatário em QUOTE_NOTIFY_TO nem em /admin/avisos'
