import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

/** Where the site's e-mails go: an SMTP server, or, in development without one, files in a folder. */
export type MailTransport = { kind: 'smtp'; options: string | SMTPTransport.Options } | { kind: 'outbox'; dir: string }

export type Message = { from: string; to: readonly string[]; subject: string; text: string; replyTo?: string }

/** A connection for one e-mail and its retries: `close` it when done. */
export function openTransport(transport: MailTransport): { send(message: Message): Promise<void>; close(): void } {
  if (transport.kind === 'smtp') {
    const smtp = nodemailer.createTransport(transport.options)
    return {
      send: async (message) => void (await smtp.sendMail({ ...message, to: [...message.to] })),
      close: () => smtp.close(),
    }
  }
  // The same message nodemailer would send, written as an .eml file any mail program opens.
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message) {
      const { message: raw } = await stream.sendMail({ ...message, to: [...message.to] })
      mkdirSync(transport.dir, { recursive: true })
      const file = path.join(
        transport.dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
      )
      writeFileSync(file, raw as Buffer)
      // The path only: the subject can name a client.
      console.log(`[e-mail] sem SMTP: mensagem gravada em ${path.relative(process.cwd(), file)}`)
    },
    close: () => {},
  }
}
