import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { embeddedRpcAt } from '@/lib/db/rpc-embedded'
import { notifyConfig } from '@/lib/config/notify'
import { notificationRecipients } from '@/lib/mail/recipients'
import { quoteStore } from '@/lib/quotes/store'
import { sendQuoteNotification, type NotifyDeps } from '@/lib/quotes/notify/send-quote-notification'
import type { NewQuote } from '@/lib/quotes/contract'
import { createUser, validRow } from '../support/database'
import { quoteFormData, noLimits } from '../support/quote'
import { actionWith, submit } from '../support/quote-action'
import { previewProps } from '../support/request-scope'
import { readMail, startSmtpServer } from '../support/smtp'
import { smtpMailer } from '../support/mailer'
import { migratedDataDir } from '../support/migrated-snapshot'

const dataDir = migratedDataDir('aviso-')
const rpc = embeddedRpcAt(dataDir)
const store = quoteStore(rpc)
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  smtp = await startSmtpServer()
  admin = await createUser(await sharedEmbeddedDatabase(dataDir), 'admin@buffet.com', { admin: true })
})
afterAll(() => smtp.close())

const quote = (overrides: Partial<NewQuote> = {}): NewQuote =>
  validRow({
    phone: '11 34567890',
    neighborhood: 'Vila Madalena',
    party_type: 'festa-infantil, festa-junina',
    guests: 80,
    message: 'Aniversário de 6 anos com tema de circo',
    ...overrides,
  })

const deps = (): NotifyDeps => ({
  mailer: smtpMailer(rpc, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_FROM: 'site@buffet.test',
    QUOTE_NOTIFY_TO: 'dono@buffet.test, equipe@buffet.test',
  }),
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
    await store.intake(submission, noLimits)
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
    // One record of the e-mail: its kind, recipients and quote, never its text.
    const { rows: records } = await (
      await sharedEmbeddedDatabase(dataDir)
    ).asOwner((tx) =>
      tx.query<Record<string, unknown>>(
        'select kind, recipients, orcamento_id::int as orcamento_id, proposal_id from public.mail_log where orcamento_id = $1',
        [row!.id],
      ),
    )
    expect(records).toEqual([
      {
        kind: 'novo_orcamento',
        recipients: ['dono@buffet.test', 'equipe@buffet.test'],
        orcamento_id: row!.id,
        proposal_id: null,
      },
    ])
  })

  it('sends nothing a second time for the same submission', async () => {
    const submission = quote({ name: 'Envio duplo' })
    await store.intake(submission, noLimits)
    await sendQuoteNotification(submission, deps())
    const count = smtp.messages.length
    expect(await sendQuoteNotification(submission, deps())).toBe('skipped')
    expect(smtp.messages).toHaveLength(count)
  })

  it('retries a refused send and records the attempts', async () => {
    const submission = quote({ name: 'Servidor ocupado' })
    await store.intake(submission, noLimits)
    smtp.refuse(2)
    expect(await sendQuoteNotification(submission, deps())).toBe('sent')
    expect(readMail(smtp.messages.at(-1)!.raw).subject).toContain('Servidor ocupado')
    const { rows } = await (
      await sharedEmbeddedDatabase(dataDir)
    ).asOwner((tx) =>
      tx.query<{ notification_status: string; notification_attempts: number }>(
        `select notification_status, notification_attempts from public."Orcamentos" where submission_id = $1`,
        [submission.submission_id],
      ),
    )
    expect(rows[0]).toEqual({ notification_status: 'sent', notification_attempts: 3 })
  })

  it('records a failure when the server stays down, without throwing', async () => {
    const submission = quote({ name: 'Sem servidor' })
    await store.intake(submission, noLimits)
    const down = {
      ...deps(),
      mailer: smtpMailer(rpc, { SMTP_URL: 'smtp://127.0.0.1:1', QUOTE_NOTIFY_TO: 'dono@buffet.test' }),
    }
    expect(await sendQuoteNotification(submission, down)).toBe('failed')
    const row = await stored(submission)
    expect(row).toMatchObject({ notification_status: 'failed' })
    // Nothing went out, so nothing is recorded as sent.
    const { rows: records } = await (
      await sharedEmbeddedDatabase(dataDir)
    ).asOwner((tx) => tx.query('select id from public.mail_log where orcamento_id = $1', [row!.id]))
    expect(records).toEqual([])
  })

  it('puts a name typed with line breaks on one subject line', async () => {
    const submission = quote({ name: 'Ana\r\nBcc: ataque@mal.test' })
    await store.intake(submission, noLimits)
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
    // Recipients may come from the site settings alone.
    [{ SMTP_URL: 'smtp://x' }, { transport: 'smtp://x', to: [] }],
    [
      { SMTP_URL: 'smtp://x', QUOTE_NOTIFY_TO: 'não é e-mail' },
      { transport: 'smtp://x', to: [] },
    ],
    [
      { SMTP_URL: 'smtps://u:p@mail.test', SMTP_FROM: 'site@b.co', QUOTE_NOTIFY_TO: 'a@b.co; c@d.co' },
      { transport: 'smtps://u:p@mail.test', from: 'site@b.co', to: ['a@b.co', 'c@d.co'] },
    ],
    [
      { SMTP_HOST: 'mail.test', SMTP_PORT: '465', SMTP_USER: 'u@mail.test', SMTP_PASS: 'p', QUOTE_NOTIFY_TO: 'a@b.co' },
      {
        transport: { host: 'mail.test', port: 465, secure: true, auth: { user: 'u@mail.test', pass: 'p' } },
        from: 'u@mail.test',
        to: ['a@b.co'],
      },
    ],
  ])('%j -> %j', (raw, config) => {
    expect(notifyConfig(raw)).toEqual(config)
  })

  it.each([
    [['dono@buffet.test'], null, ['dono@buffet.test']],
    [[], ['cozinha@buffet.test'], ['cozinha@buffet.test']],
    [
      ['dono@buffet.test', 'equipe@buffet.test'],
      ['Dono@Buffet.test', 'cozinha@buffet.test', 'cozinha@buffet.test'],
      ['dono@buffet.test', 'equipe@buffet.test', 'cozinha@buffet.test'],
    ],
    [['dono@buffet.test'], [' equipe@buffet.test ', null, 'não é e-mail'], ['dono@buffet.test', 'equipe@buffet.test']],
    [[], [], []],
  ])('recipients of QUOTE_NOTIFY_TO %j and the administrator’s list %j -> %j', (fromEnv, fromSettings, expected) => {
    expect(notificationRecipients(fromEnv, fromSettings)).toEqual(expected)
  })
})

/** A copy of the seed dataset whose site settings still carry the old Studio field "quoteNotificationEmails". */
function seedWithRecipients(emails: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-aviso-'))
  const documents = readFileSync('studio/seed/data.ndjson', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string })
    .map((document) => (document._id === 'siteSettings' ? { ...document, quoteNotificationEmails: emails } : document))
  writeFileSync(path.join(dir, 'data.ndjson'), documents.map((document) => JSON.stringify(document)).join('\n'))
  writeFileSync(path.join(dir, 'assets.json'), readFileSync('studio/seed/assets.json'))
  symlinkSync(path.resolve('studio/seed/images'), path.join(dir, 'images'))
  return dir
}

/** The administrator's list ("Avisos"), set through the same function the admin page calls. */
async function setAdminRecipients(recipients: string[]) {
  const db = await sharedEmbeddedDatabase(dataDir)
  await db.asCaller(admin, (tx) => tx.query('select public.admin_set_notify_recipients($1)', [recipients]))
}

describe('recipients set by the administrator (not the Studio), through the quote action', () => {
  // The content source caches with unstable_cache, which needs the incremental cache a Next server
  // creates at start (the request scope of these tests has none): an in-memory one, as without a build.
  beforeAll(() => {
    Object.assign(globalThis, {
      __incrementalCache: new IncrementalCache({
        dev: false,
        minimalMode: false,
        requestHeaders: {},
        fetchCacheKeyPrefix: '',
        previewProps,
        prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: previewProps },
      } as unknown as ConstructorParameters<typeof IncrementalCache>[0]),
    })
  })
  afterAll(() => {
    Object.assign(globalThis, { __incrementalCache: undefined })
  })
  const smtpEnv = () => ({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_FROM: 'site@buffet.test',
  })

  it('a new quote is e-mailed once to QUOTE_NOTIFY_TO and the administrator’s addresses together, each once; an address left in the dataset gets nothing', async () => {
    await setAdminRecipients(['Dono@buffet.test', 'cozinha@buffet.test'])
    const action = await actionWith({
      ...smtpEnv(),
      QUOTE_NOTIFY_TO: 'dono@buffet.test, equipe@buffet.test',
      CONTENT_SEED_DIR: seedWithRecipients(['intruso@exemplo.com']),
    })
    const before = smtp.messages.length
    expect(await submit(action, quoteFormData({ name: 'Aviso para todos' }))).toMatchObject({ status: 'sent' })
    expect(smtp.messages).toHaveLength(before + 1)
    const received = smtp.messages.at(-1)!
    expect(readMail(received.raw).subject).toBe('Novo orçamento: Aviso para todos, evento em 20/12/2099')
    expect(received.to).toEqual(['dono@buffet.test', 'equipe@buffet.test', 'cozinha@buffet.test'])
  })

  it('the administrator’s list alone is enough: without QUOTE_NOTIFY_TO the e-mail goes to its addresses', async () => {
    await setAdminRecipients(['cozinha@buffet.test'])
    const action = await actionWith({
      ...smtpEnv(),
      QUOTE_NOTIFY_TO: undefined,
      CONTENT_SEED_DIR: seedWithRecipients([]),
    })
    expect(await submit(action, quoteFormData({ name: 'Aviso pelas configurações' }))).toMatchObject({ status: 'sent' })
    const received = smtp.messages.at(-1)!
    expect(readMail(received.raw).subject).toContain('Aviso pelas configurações')
    expect(received).toMatchObject({ from: 'site@buffet.test', to: ['cozinha@buffet.test'] })
  })

  it('with no recipient anywhere nothing is sent and the server says why, even with an address left in the dataset', async () => {
    await setAdminRecipients([])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = vi.spyOn(console, 'error')
    const action = await actionWith({
      ...smtpEnv(),
      QUOTE_NOTIFY_TO: undefined,
      CONTENT_SEED_DIR: seedWithRecipients(['intruso@exemplo.com']),
    })
    const before = smtp.messages.length
    expect(await submit(action, quoteFormData({ name: 'Aviso sem destinatário' }))).toMatchObject({ status: 'sent' })
    expect(smtp.messages).toHaveLength(before)
    expect(warn).toHaveBeenCalledWith(
      '[orcamentos] aviso de novo orçamento não enviado: nenhum destinatário em QUOTE_NOTIFY_TO nem em /admin/avisos',
    )
    // The settings were read (an unreadable dataset would be logged as an error): they name nobody.
    expect(failure).not.toHaveBeenCalled()
    warn.mockRestore()
    failure.mockRestore()
  })
})
