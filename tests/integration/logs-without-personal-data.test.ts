import { format } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { anonymous } from '@/lib/db/caller'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import type { ProposalContent } from '@/lib/proposals/contract'
import { createUser } from '../support/database'
import { migratedDataDir } from '../support/migrated-snapshot'
import { callAs, sentProposal, storedQuote, contractArgs } from '../support/proposal'
import { readMail, startSmtpServer } from '../support/smtp'

// Logs carry codes and ids, never personal data: an SMTP server refusing the client's address names
// it in its answer (550 <address>: recipient rejected), and that answer must not reach the log.
const dataDir = migratedDataDir('logs-')
const client = { name: 'Maria Sigilosa', email: 'maria.sigilosa@exemplo.com' }
const smtp = await startSmtpServer()
smtp.refuseRecipient(client.email)

vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`)
vi.stubEnv('SMTP_FROM', 'site@buffet.com.br')
vi.stubEnv('QUOTE_NOTIFY_TO', 'equipe@buffet.com.br')
const { notifyAcceptance } = await import('@/lib/proposals/notify')
afterAll(async () => {
  vi.unstubAllEnvs()
  await smtp.close()
})

/** Everything written to console.error while `work` ran, as the log would print it. */
async function logged(work: () => Promise<unknown>) {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await work()
    // As the server's log prints each call: an Error with its stack and its fields (PostgreSQL's detail among them).
    return spy.mock.calls.map((call) => format(...call)).join('\n')
  } finally {
    spy.mockRestore()
  }
}

describe('the log after a refused e-mail to a client', () => {
  let orcamentoId = 0
  let token = ''
  let content: ProposalContent

  beforeAll(async () => {
    const db = await sharedEmbeddedDatabase(dataDir)
    const admin = await createUser(db, 'dona@buffet.com.br', { admin: true })
    orcamentoId = await storedQuote(db, { name: client.name, email: client.email })
    ;({ token, content } = await sentProposal(db, admin, orcamentoId))
    await callAs(db, anonymous, 'public.proposal_accept($1, $2, $3, $4::jsonb)', [token, client.name, ...contractArgs])
  }, 180_000)

  it('says the copy to the client failed, with codes only: neither the address the server refused nor the name', async () => {
    const lines = await logged(() =>
      notifyAcceptance(content, { orcamentoId, acceptedName: client.name, clientEmail: client.email, token }),
    )
    // The business's notice went out; the client's copy was refused, and the log says so.
    expect(
      smtp.messages.some(
        ({ raw, to }) => to.includes('equipe@buffet.com.br') && readMail(raw).subject.startsWith('Proposta aceita'),
      ),
    ).toBe(true)
    expect(lines).toContain('[propostas] a cópia do aceite ao cliente falhou')
    expect(lines).toMatch(/código E[A-Z]+/)
    for (const value of [client.email, 'maria.sigilosa', client.name]) expect(lines).not.toContain(value)
  })
})
