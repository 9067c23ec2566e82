import { format } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { anonymous } from '@/lib/db/caller'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import type { ProposalContent } from '@/lib/proposals/contract'
import { signInCookie } from '../support/admin-sign-in'
import { createUser } from '../support/database'
import { migratedDataDir } from '../support/migrated-snapshot'
import { callAs, sentProposal, storedQuote, contractArgs } from '../support/proposal'
import { readMail, startSmtpServer } from '../support/smtp'
import { inRequestScope } from '../support/request-scope'

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
vi.stubEnv('SESSION_SECRET', 'segredo-de-sessao-dos-testes-com-mais-de-32-caracteres')
// The actions end by refreshing the admin's pages (the framework's cache, not under test here).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidatePath: vi.fn(),
}))
const [{ notifyAcceptance }, { signIn }, { saveEventSheet }] = await Promise.all([
  import('@/lib/proposals/notify'),
  import('@/lib/auth/actions/sign-in'),
  import('@/lib/contacts/actions/save-event-sheet'),
])
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

describe('the log after the event sheet is refused', () => {
  const owner = { email: 'dono@buffet.com.br', password: 'senha-longa-do-dono' }
  // What an owner writes in a checklist: the client, the gate, the phone.
  const secrets = ['Cliente Maria Segredo', 'portão azul', 'tel 11 98888-7777']
  const item = `${secrets.join(', ')}, `.padEnd(200, '.')
  let session = ''
  let orcamentoId = 0

  beforeAll(async () => {
    const db = await sharedEmbeddedDatabase(dataDir)
    await createUser(db, owner.email, { ...owner, admin: true })
    orcamentoId = await storedQuote(db, { name: 'Maria Segredo' })
    session = await signInCookie(signIn, owner.email, owner.password)
  }, 180_000)

  const save = async (checklist: string[]) => {
    const form = new FormData()
    form.set('id', String(orcamentoId))
    form.set('team_notes', '')
    form.set('checklist', checklist.join('\n'))
    return (
      await inRequestScope(
        new Request('http://localhost:3000/admin', { method: 'POST', headers: { cookie: session } }),
        () => saveEventSheet({ status: 'idle' }, form),
        '/admin/page',
      )
    ).result
  }

  it('answers 40 items of 200 characters (8,000, past the table’s 4,000) with the limit, logging nothing of them', async () => {
    let state: unknown
    const lines = await logged(async () => {
      state = await save(Array.from({ length: 40 }, () => item))
    })
    expect(state).toMatchObject({
      status: 'invalid',
      message: 'O checklist pode ter no máximo 4000 caracteres ao todo.',
    })
    for (const secret of secrets) expect(lines).not.toContain(secret)
  })

  it('logs a refusal the action does not expect by its codes only, never the row PostgreSQL echoes', async () => {
    const db = await sharedEmbeddedDatabase(dataDir)
    // A check the action does not know, so the database refuses and its error carries the row.
    await db.asOwner((tx) =>
      tx.query(
        `alter table public.event_sheets add constraint teste_sem_portao check (array_to_string(checklist, '') not like '%portão%')`,
      ),
    )
    try {
      let state: unknown
      const lines = await logged(async () => {
        state = await save([item])
      })
      expect(state).toMatchObject({ status: 'failed', message: 'Não foi possível salvar. Tente novamente.' })
      expect(lines).toMatch(/^\[contatos\] falha ao salvar a ficha do evento .*código 23514/)
      for (const secret of secrets) expect(lines).not.toContain(secret)
    } finally {
      await db.asOwner((tx) => tx.query('alter table public.event_sheets drop constraint teste_sem_portao'))
    }
  })
})
