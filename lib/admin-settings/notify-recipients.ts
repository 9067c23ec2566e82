import 'server-only'
import { anonymous, type SignedInCaller } from '../db/caller'
import { getRpc } from '../db'

// The administrator's recipients of the business's e-mails ("Avisos", admin_settings.notify_recipients,
// migration 20261126100300). QUOTE_NOTIFY_TO adds its own at send time (notificationRecipients).

/** The list as the administrator set it. */
export async function adminNotifyRecipients(admin: SignedInCaller): Promise<string[]> {
  return (await getRpc().value<string[] | null>(admin, 'admin_notify_recipients', {})) ?? []
}

/** Replaces the list (the database checks each address and records the change in the audit log). */
export async function setNotifyRecipients(admin: SignedInCaller, recipients: string[]): Promise<void> {
  await getRpc().value(admin, 'admin_set_notify_recipients', { p_recipients: recipients })
}

/** The list for the e-mail of a quote just stored (its submission id is the capability); empty when none. */
export async function recipientsForQuote(submissionId: string): Promise<string[]> {
  return (await getRpc().value<string[] | null>(anonymous, 'quote_notification_recipients', { p_submission_id: submissionId })) ?? []
}

/** The list for the business's e-mail about a proposal just accepted through `token`; empty when none. */
export async function recipientsForAcceptance(token: string): Promise<string[]> {
  return (await getRpc().value<string[] | null>(anonymous, 'proposal_acceptance_recipients', { p_token: token })) ?? []
}
