import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anonymous } from '@/lib/db/caller'
import { createMailer, type RecordMail } from '@/lib/mail/mailer'
import { readMail } from '../support/smtp'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** The site's mailer as a server loads it with this environment (read once, on load). */
async function siteMailer(environment: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [name, value] of Object.entries({
    SUPABASE_URL: undefined,
    SUPABASE_ANON_KEY: undefined,
    SMTP_URL: undefined,
    SMTP_HOST: undefined,
    QUOTE_NOTIFY_TO: undefined,
    ...environment,
  }))
    vi.stubEnv(name, value)
  return import('@/lib/mail/site-mailer')
}

describe('the mailer without SMTP', () => {
  it('writes each e-mail to the outbox folder as a message a mail program opens, then records it', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'caixa-')), 'outbox')
    const recorded: Parameters<RecordMail>[] = []
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const mailer = createMailer(
      { transport: { kind: 'outbox', dir }, notifyTo: ['dono@buffet.test'] },
      async (...record) => void recorded.push(record),
    )
    await mailer.send(
      { as: anonymous, ref: 'id-da-submissao' },
      {
        kind: 'novo_orcamento',
        to: ['dono@buffet.test'],
        subject: 'Novo orçamento: Ana',
        text: 'Olá\n',
        replyTo: 'ana@exemplo.com',
      },
    )
    const [file] = readdirSync(dir)
    const mail = readMail(readFileSync(path.join(dir, file!), 'utf8'))
    expect(mail).toMatchObject({ subject: 'Novo orçamento: Ana', text: 'Olá\n' })
    expect(mail.headers).toMatchObject({
      from: 'dono@buffet.test',
      to: 'dono@buffet.test',
      'reply-to': 'ana@exemplo.com',
    })
    expect(recorded).toEqual([[anonymous, 'novo_orcamento', ['dono@buffet.test'], 'id-da-submissao']])
  })

  it('still counts a sent e-mail as sent when its record cannot be written, and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const mailer = createMailer(
      { transport: { kind: 'outbox', dir: mkdtempSync(path.join(tmpdir(), 'caixa-')) }, notifyTo: [] },
      async () => {
        throw Object.assign(new Error('recusado'), { code: '42501' })
      },
    )
    await expect(
      mailer.send({ as: anonymous }, { kind: 'teste', to: ['dono@buffet.test'], subject: 'Teste', text: 'x' }),
    ).resolves.toBeUndefined()
    expect(logged).toHaveBeenCalledWith('[e-mail] o registro do envio falhou', 'Error código 42501')
  })

  it.each([
    ['development', { NODE_ENV: 'development' }, 'outbox'],
    ['production', { NODE_ENV: 'production' }, null],
    ['production with SMTP', { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }, 'smtp'],
  ])('the site sends in %s through %s', async (_, environment, expected) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dados-'))
    const { getMailer, describeMail } = await siteMailer({ DATA_DIR: dataDir, ...environment })
    expect(getMailer() === null ? null : expected).toBe(expected)
    const line = describeMail()
    if (expected === 'outbox')
      expect(line).toBe(
        `[e-mail] sem SMTP: os e-mails do site são gravados em ${path.relative(process.cwd(), path.join(dataDir, 'outbox'))} (só em desenvolvimento)`,
      )
    else if (expected === 'smtp') expect(line).toBeNull()
    else expect(line).toMatch(/^\[orcamentos\] aviso de novo orçamento por e-mail desligado/)
  })
})
