import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { embeddedQuoteStore } from '@/lib/quotes/adapters/embedded'
import { notifyConfig } from '@/lib/quotes/notify/config'
import { sendQuoteNotification, type NotifyDeps } from '@/lib/quotes/notify/send-quote-notification'
import type { NewQuote } from '@/lib/quotes/contract'
import { createUser, validRow } from '../support/database'
import { readMail, startSmtpServer } from '../support/smtp'

const dataDir = mkdtempSync(path.join(tmpdir(), 'aviso-'))
const store = embeddedQuoteStore(dataDir)
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  smtp = await startSmtpServer()
  admin = await createUser(await sharedEmbeddedDatabase(dataDir), 'admin@buffet.com', { admin: true })
})
afterAll(() => smtp.close())

const quote = (overrides: Partial<NewQuote> = {}): NewQuote =>
  validRow({ phone: '11 34567890', neighborhood: 'Vila Madalena', party_type: 'festa-infantil, festa-junina', guests: 80, message: 'Aniversário de 6 anos com tema de circo', ...overrides })

const deps = (): NotifyDeps => ({
  config: notifyConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'site@buffet.test', QUOTE_NOTIFY_TO: 'dono@buffet.test, equipe@buffet.test' })!,
  store,
  siteUrl: 'https://buffet.test',
  businessName: 'Buffet Festa em Casa',
  sleep: async () => {},
})

const stored = async (submission: NewQuote) => {
  const { rows } = await store.list(admin, { page: 1, pageSize: 5, search: submission.name })
  return store.get(admin, rows[0]!.id)
}

describe('new-quote e-mail over SMTP', () => {
  it('sends one message to every recipient with the name, event date, every field and the link, and records it', async () => {
    const submission = quote()
    await store.insert(submission)
    const before = smtp.messages.length
    expect(await sendQuoteNotification(submission, deps())).toBe('sent')
    expect(smtp.messages).toHaveLength(before + 1)
    const received = smtp.messages.at(-1)!
    expect(received.to).toEqual(['dono@buffet.test', 'equipe@buffet.test'])
    expect(received.from).toBe('site@buffet.test')
    const mail = readMail(received.raw)
    const row = await stored(submission)
    expect(mail.subject).toBe('Novo orçamento: Maria Souza, evento em 20/12/2099')
    expect(mail.headers['reply-to']).toBe('maria@exemplo.com')
    for (const line of [
      'Nome: Maria Souza',
      'Email: maria@exemplo.com',
      'Telefone: 11 34567890',
      'WhatsApp: 11 912345678',
      'Tipo de festa: Festa Infantil, Festa Junina',
      'Convidados: 80',
      'Data do evento: 20/12/2099 às 15:30',
      'Bairro: Vila Madalena',
      'Mensagem: Aniversário de 6 anos com tema de circo',
      `Abrir no painel: https://buffet.test/admin/orcamentos/${row!.id}`,
    ]) {
      expect(mail.text).toContain(line)
    }
    expect(row).toMatchObject({ status: 'novo', notification_status: 'sent' })
  })

  it('sends nothing a second time for the same submission', async () => {
    const submission = quote({ name: 'Envio duplo' })
    await store.insert(submission)
    await sendQuoteNotification(submission, deps())
    const count = smtp.messages.length
    expect(await sendQuoteNotification(submission, deps())).toBe('skipped')
    expect(smtp.messages).toHaveLength(count)
  })

  it('retries a refused send and records the attempts', async () => {
    const submission = quote({ name: 'Servidor ocupado' })
    await store.insert(submission)
    smtp.refuse(2)
    expect(await sendQuoteNotification(submission, deps())).toBe('sent')
    expect(readMail(smtp.messages.at(-1)!.raw).subject).toContain('Servidor ocupado')
    const { rows } = await (await sharedEmbeddedDatabase(dataDir)).asOwner((tx) =>
      tx.query<{ notification_status: string; notification_attempts: number }>(`select notification_status, notification_attempts from public."Orcamentos" where submission_id = $1`, [submission.submission_id]),
    )
    expect(rows[0]).toEqual({ notification_status: 'sent', notification_attempts: 3 })
  })

  it('records a failure when the server stays down, without throwing', async () => {
    const submission = quote({ name: 'Sem servidor' })
    await store.insert(submission)
    const down = { ...deps(), config: notifyConfig({ SMTP_URL: 'smtp://127.0.0.1:1', QUOTE_NOTIFY_TO: 'dono@buffet.test' })! }
    expect(await sendQuoteNotification(submission, down)).toBe('failed')
    expect(await stored(submission)).toMatchObject({ notification_status: 'failed' })
  })

  it('puts a name typed with line breaks on one subject line', async () => {
    const submission = quote({ name: 'Ana\r\nBcc: ataque@mal.test' })
    await store.insert(submission)
    await sendQuoteNotification(submission, deps())
    const received = smtp.messages.at(-1)!
    expect(received.to).not.toContain('ataque@mal.test')
    expect(readMail(received.raw).subject).toBe('Novo orçamento: Ana Bcc: ataque@mal.test, evento em 20/12/2099')
  })
})

describe('notification settings', () => {
  it.each([
    [{}, null],
    [{ QUOTE_NOTIFY_TO: 'dono@buffet.test' }, null],
    [{ SMTP_URL: 'smtp://x' }, null],
    [{ SMTP_URL: 'smtp://x', QUOTE_NOTIFY_TO: 'não é e-mail' }, null],
    [{ SMTP_URL: 'smtps://u:p@mail.test', QUOTE_NOTIFY_TO: 'a@b.co; c@d.co' }, { transport: 'smtps://u:p@mail.test', from: 'a@b.co', to: ['a@b.co', 'c@d.co'] }],
    [
      { SMTP_HOST: 'mail.test', SMTP_PORT: '465', SMTP_USER: 'u@mail.test', SMTP_PASS: 'p', QUOTE_NOTIFY_TO: 'a@b.co' },
      { transport: { host: 'mail.test', port: 465, secure: true, auth: { user: 'u@mail.test', pass: 'p' } }, from: 'u@mail.test', to: ['a@b.co'] },
    ],
  ])('%j -> %j', (raw, config) => {
    expect(notifyConfig(raw)).toEqual(config)
  })
})
