import type { Caller } from '../db/caller'
import { describeFailure } from '../log/describe-failure'
import { withRetries } from '../retry'
import { notificationRecipients } from './recipients'
import { openTransport, type MailTransport } from './transport'

/** What an e-mail is, as its record says (never its text). */
export type MailKind =
  | 'novo_orcamento'
  | 'alerta_acesso'
  | 'resumo'
  | 'proposta'
  | 'aceite'
  | 'copia_aceite'
  | 'teste'
  | 'pix_alterado'
  | 'contato_alterado'
  | 'data_indisponivel'
  | 'recusa'
  | 'recibo'
  | 'tarefas_sem_chave'

export type Mail = { kind: MailKind; to: readonly string[]; subject: string; text: string; replyTo?: string }

/** Who records the e-mail once it is sent, and what proves they may (mail_record's p_ref). */
export type Sender = { as: Caller; ref?: string }

export type SendOptions = {
  /** Refused sends tried again, with the retry backoff (none by default). */
  retries?: number
  sleep?: (ms: number) => Promise<void>
  /** After each refused attempt (the new-quote e-mail records it on the quote). */
  onFailedAttempt?: () => Promise<unknown>
}

/** The transport, the sender's address and QUOTE_NOTIFY_TO (the business's recipients of the server's environment). */
export type MailSettings = { transport: MailTransport; from?: string; notifyTo: readonly string[] }

/** Writes the record of a sent e-mail (mailStore's record, bound to a transport). */
export type RecordMail = (as: Caller, kind: MailKind, recipients: readonly string[], ref?: string) => Promise<unknown>

/** The one mailer: every e-mail of the site goes through `send`, which records it after it went out. */
export function createMailer(settings: MailSettings, record: RecordMail) {
  return {
    /** QUOTE_NOTIFY_TO and the administrator's list, each once: who gets the business's e-mails now. */
    businessRecipients: (fromSettings: readonly (string | null)[] | null | undefined) =>
      notificationRecipients(settings.notifyTo, fromSettings),

    /** Sends `mail`, then records it as `sender`; throws when the last attempt failed (then nothing is recorded). */
    async send(sender: Sender, mail: Mail, { retries = 0, sleep, onFailedAttempt }: SendOptions = {}): Promise<void> {
      const connection = openTransport(settings.transport)
      const message = {
        from: settings.from ?? settings.notifyTo[0] ?? mail.to[0]!,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      }
      try {
        await withRetries(
          async () => {
            try {
              await connection.send(message)
            } catch (error) {
              await onFailedAttempt?.()
              throw error
            }
          },
          { retries, ...(sleep ? { sleep } : {}) },
        )
      } finally {
        connection.close()
      }
      // The e-mail went out: a record that cannot be written is told, never made the send's failure.
      await record(sender.as, mail.kind, mail.to, sender.ref).catch((error: unknown) =>
        console.error('[e-mail] o registro do envio falhou', describeFailure(error)),
      )
    },
  }
}

export type Mailer = ReturnType<typeof createMailer>
