import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import type { SignedInCaller } from '@/lib/db/caller'
import { createUser } from '../support/database'
import { migratedDataDir } from '../support/migrated-snapshot'
import { sentProposal, storedQuote } from '../support/proposal'
import { readMail, startSmtpServer } from '../support/smtp'

// A client refuses through the link: what the refusal action runs after answering (lib/proposals/
// actions/refuse-proposal.ts), against the embedded database and a real SMTP server: the business
// gets one e-mail with the reason, and the quote is back in "Em contato".
const dataDir = migratedDataDir('recusa-')
const smtp = await startSmtpServer()

vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`)
vi.stubEnv('SMTP_FROM', 'site@buffet.com.br')
vi.stubEnv('QUOTE_NOTIFY_TO', '')
const [{ getProposalStore }, { notifyRefusal }] = await Promise.all([
  import('@/lib/proposals/store'),
  import('@/lib/proposals/notify'),
])
afterAll(async () => {
  vi.unstubAllEnvs()
  await smtp.close()
})

const db = () => sharedEmbeddedDatabase(dataDir)
let admin: SignedInCaller

beforeAll(async () => {
  admin = await createUser(await db(), 'dona@buffet.com.br', { admin: true })
  await (
    await db()
  ).asOwner((tx) =>
    tx.query(
      `update public.admin_settings set notify_recipients = '{dona@buffet.com.br,socia@buffet.com.br}' where id`,
    ),
  )
}, 180_000)

describe('a refusal', () => {
  it('e-mails the business once, with the reason, and the quote goes back to Em contato', async () => {
    const quote = await storedQuote(await db())
    const { token } = await sentProposal(await db(), admin, quote)
    const store = getProposalStore()
    expect(await store.refuse(token, 'Fechamos com outro buffet', { clientAddress: null, userAgent: null })).toEqual({
      outcome: 'refused',
      orcamentoId: quote,
    })
    const view = (await store.view(token))!
    await notifyRefusal(view.content, { orcamentoId: quote, reason: 'Fechamos com outro buffet', token })
    // A second run (a retried request) tells no one again.
    await notifyRefusal(view.content, { orcamentoId: quote, reason: 'Fechamos com outro buffet', token })
    const refusals = smtp.messages.filter(({ raw }) => readMail(raw).subject.startsWith('Proposta recusada:'))
    expect(refusals).toHaveLength(1)
    expect(refusals[0]!.to.sort()).toEqual(['dona@buffet.com.br', 'socia@buffet.com.br'])
    const { subject, text } = readMail(refusals[0]!.raw)
    expect(subject).toBe(`Proposta recusada: Maria Souza (${view.content.reference})`)
    expect(text).toContain('Motivo: Fechamos com outro buffet')
    expect(text).toContain(`/admin/orcamentos/${quote}`)
    const { rows } = await (
      await db()
    ).asOwner((tx) =>
      tx.query<{ status: string; kind: string }>(
        `select q.status, m.kind from public."Orcamentos" q join public.mail_log m on m.orcamento_id = q.id where q.id = $1`,
        [quote],
      ),
    )
    expect(rows).toEqual([{ status: 'em_contato', kind: 'recusa' }])
  })
})
