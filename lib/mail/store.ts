import 'server-only'
import { getRpc } from '../db'
import { server, type Caller, type SignedInCaller } from '../db/caller'
import type { Rpc, SqlCall } from '../db/rpc'
import type { MailKind } from './mailer'

/**
 * The e-mails' rows: the record of each one sent (mail_record) and the administrator's list of the
 * business's recipients ("Avisos", admin_settings.notify_recipients), read by whoever may read it.
 */
export function mailStore(rpc: Rpc) {
  const list = async (caller: Caller, ...call: SqlCall) => (await rpc.value<string[] | null>(caller, ...call)) ?? []
  return {
    /** Records an e-mail just sent as `as`, with what proves it may (see the migration's mail_record); returns the record's id. */
    record: (as: Caller, kind: MailKind, recipients: readonly string[], ref?: string) =>
      rpc.value<number>(as, 'mail_record', { p_kind: kind, p_recipients: recipients, p_ref: ref ?? null }),
    /** The list as the administrator set it. */
    adminRecipients: (admin: SignedInCaller) => list(admin, 'admin_notify_recipients'),
    /** Replaces the list (the database checks each address and records the change in the audit log). */
    setRecipients: async (admin: SignedInCaller, recipients: string[]) =>
      void (await rpc.value(admin, 'admin_set_notify_recipients', { p_recipients: recipients })),
    /** The list for the e-mail of a quote just stored, as the server (its submission id names it); empty when none. */
    recipientsForQuote: (submissionId: string) =>
      list(server, 'quote_notification_recipients', { p_submission_id: submissionId }),
    /** The list for the business's e-mail about a proposal just accepted through `token`, as the server; empty when none. */
    recipientsForAcceptance: (token: string) => list(server, 'proposal_acceptance_recipients', { p_token: token }),
    /** The list for the business's e-mail about an acceptance through `token` refused for its date, as the server; null when there is nothing (more) to tell. */
    recipientsForUnavailable: (token: string) =>
      rpc.value<string[] | null>(server, 'proposal_unavailable_recipients', { p_token: token }),
    /** The list for the business's e-mail about a refusal through `token` in the last hour, as the server; null when there is nothing (more) to tell. */
    recipientsForRefusal: (token: string) =>
      rpc.value<string[] | null>(server, 'proposal_refusal_recipients', { p_token: token }),
    /** The list for the daily digest, as the server. */
    recipientsForDigest: () => list(server, 'digest_recipients'),
  }
}

export type MailStore = ReturnType<typeof mailStore>

export const getMailStore = () => mailStore(getRpc())
