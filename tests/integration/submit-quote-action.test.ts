import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { submitQuote as SubmitQuote } from '@/lib/quotes/actions/submit-quote'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { quoteForm, quoteFormData } from '../support/quote'
import { actionWith, submit } from '../support/quote-action'
import { migratedDataDir } from '../support/migrated-snapshot'

const dataDir = migratedDataDir('acao-orcamento-')

async function storedWithName(name: string) {
  const db = await sharedEmbeddedDatabase(dataDir)
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ name: string; submission_id: string; party_type: string }>(
      'select name, submission_id, party_type from public."Orcamentos" where name = $1',
      [name],
    ),
  )
  return rows
}

/** What the action hands back to the form when it could not store the request: everything typed. */
const typedBack = { ...quoteForm }

let submitQuote: typeof SubmitQuote
beforeAll(async () => {
  submitQuote = await actionWith({ DATA_DIR: dataDir })
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the quote action (embedded database)', () => {
  // The first submission opens the embedded database (seconds, far longer on a loaded machine).
  it('stores a valid request once per submission id and answers sent', { timeout: 180_000 }, async () => {
    const id = crypto.randomUUID()
    const form = quoteFormData({
      name: 'Ação enviada',
      party_type: ['festa-infantil', 'festa-junina'],
      submission_id: id,
    })
    expect(await submit(submitQuote, form)).toMatchObject({ status: 'sent' })
    // The visitor's browser retries after a lost answer: still one row.
    expect(await submit(submitQuote, form)).toMatchObject({ status: 'sent' })
    expect(await storedWithName('Ação enviada')).toEqual([
      { name: 'Ação enviada', submission_id: id, party_type: 'festa-infantil, festa-junina' },
    ])
  })

  it.each([
    ['sem-id', 'não-é-um-uuid'],
    ['vazio', ''],
  ])('stores a request whose submission id is %s under a fresh one', async (label, submissionId) => {
    const name = `Ação id ${label}`
    expect(await submit(submitQuote, quoteFormData({ name, submission_id: submissionId }))).toMatchObject({
      status: 'sent',
    })
    const rows = await storedWithName(name)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.submission_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('answers a bot that fills the hidden field with sent and stores nothing', async () => {
    expect(
      await submit(submitQuote, quoteFormData({ name: 'Ação robô', website: 'http://spam.example' })),
    ).toMatchObject({ status: 'sent' })
    expect(await storedWithName('Ação robô')).toEqual([])
  })

  it('answers invalid input with the Portuguese message of each field and stores nothing', async () => {
    const form = quoteFormData({ name: 'Ação inválida', phone: '1234', whatsapp: '11 9', email: 'maria@', guests: '0' })
    expect(await submit(submitQuote, form)).toEqual({
      status: 'invalid',
      fieldErrors: {
        phone: 'Formato de telefone inválido',
        whatsapp: 'Formato de WhatsApp inválido',
        email: 'Formato de email inválido',
        guests: expect.any(String),
      },
      values: expect.objectContaining({ name: 'Ação inválida', email: 'maria@', guests: '0' }),
    })
    expect(await storedWithName('Ação inválida')).toEqual([])
  })

  it('answers rate-limited on the ninth request from one address in ten minutes', async () => {
    const address = '198.51.100.7'
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await submit(submitQuote, quoteFormData({ name: `Ação limite ${attempt}` }), address)).toMatchObject({
        status: 'sent',
      })
    }
    expect(await submit(submitQuote, quoteFormData({ name: 'Ação limite excedido' }), address)).toEqual({
      status: 'rate-limited',
      message:
        'Você já enviou vários pedidos pelo site nos últimos minutos, então este não foi registrado. Envie este mesmo pedido pelo WhatsApp agora (nada do que você escreveu foi perdido) ou aguarde 10 minutos para enviar de novo pelo site.',
      values: expect.objectContaining({ name: 'Ação limite excedido' }),
    })
    expect(await storedWithName('Ação limite excedido')).toEqual([])
    // Invalid posts from that address are answered by validation, not by the limit.
    expect(await submit(submitQuote, quoteFormData({ name: '' }), address)).toMatchObject({ status: 'invalid' })
    // Another visitor is not held back.
    expect(await submit(submitQuote, quoteFormData({ name: 'Ação outro endereço' }))).toMatchObject({ status: 'sent' })
  })
})

describe('the quote action when the database cannot take the request', () => {
  it('answers failed when the data directory is held by another running process', async () => {
    const locked = mkdtempSync(path.join(tmpdir(), 'acao-travada-'))
    // The test runner's parent process is alive, as another server holding the folder would be.
    writeFileSync(path.join(locked, 'buffet.lock'), String(process.ppid))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const action = await actionWith({ DATA_DIR: locked })
    expect(await submit(action, quoteFormData())).toEqual({ status: 'failed', values: typedBack })
    expect(logged).toHaveBeenCalledWith('[orcamentos] falha ao gravar', expect.stringContaining('DatabaseLockedError'))
  })

  it(
    'logs a refused insert without the quote: the database error names the whole row',
    { timeout: 180_000 },
    async () => {
      // A migrated copy: what is under test is the log line, and migrating a new database costs seconds.
      const strict = migratedDataDir('acao-recusa-')
      const db = await sharedEmbeddedDatabase(strict)
      await db.asOwner((tx) =>
        tx.exec(`alter table public."Orcamentos" add constraint teste_recusa check (name <> 'Recusada Pela Base')`),
      )
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const action = await actionWith({ DATA_DIR: strict })
      const form = quoteFormData({ name: 'Recusada Pela Base', email: 'pessoa.secreta@exemplo.com' })
      expect(await submit(action, form)).toMatchObject({ status: 'failed' })
      const lines = JSON.stringify(
        logged.mock.calls.map((call) =>
          call.map((part) => (part instanceof Error ? { message: part.message, cause: String(part.cause) } : part)),
        ),
      )
      expect(lines).toContain('[orcamentos] falha ao gravar')
      expect(lines).toContain('teste_recusa')
      for (const value of ['Recusada Pela Base', 'pessoa.secreta@exemplo.com', '987654321'])
        expect(lines).not.toContain(value)
    },
  )

  it('answers failed when the data directory cannot be created', async () => {
    const notAFolder = path.join(mkdtempSync(path.join(tmpdir(), 'acao-quebrada-')), 'arquivo')
    writeFileSync(notAFolder, 'não é uma pasta')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const action = await actionWith({ DATA_DIR: notAFolder })
    expect(await submit(action, quoteFormData())).toEqual({ status: 'failed', values: typedBack })
    expect(logged).toHaveBeenCalledWith('[orcamentos] falha ao gravar', expect.stringContaining('EEXIST'))
  })

  it.each([
    ['SUPABASE_URL without SUPABASE_ANON_KEY', { SUPABASE_URL: 'https://projeto.supabase.co' }],
    ['SUPABASE_ANON_KEY without SUPABASE_URL', { SUPABASE_ANON_KEY: 'chave-anon' }],
  ])('answers unconfigured with %s', async (_, environment) => {
    const action = await actionWith({ DATA_DIR: dataDir, ...environment })
    expect(await submit(action, quoteFormData())).toEqual({ status: 'unconfigured', values: typedBack })
  })
})
