import { emailAddresses } from '../forms/email-address'

/**
 * Everyone who gets the business's e-mails: QUOTE_NOTIFY_TO and the administrator's list ("Avisos"),
 * valid ones only, each once (addresses differing only in case are the same mailbox). Every e-mail
 * to the business takes its recipients from here, through the mailer.
 */
export function notificationRecipients(
  fromEnv: readonly string[],
  fromSettings: readonly (string | null)[] | null | undefined,
): string[] {
  const seen = new Set<string>()
  return emailAddresses([...fromEnv, ...(fromSettings ?? [])]).filter(
    (address) => !seen.has(address.toLowerCase()) && seen.add(address.toLowerCase()),
  )
}
