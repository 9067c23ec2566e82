import { format } from 'node:util'
import { getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { signInCookie } from '../support/admin-sign-in'
import { createUser } from '../support/database'
import { migratedDataDir } from '../support/migrated-snapshot'
import { callAs, storedQuote } from '../support/proposal'
import { inRequestScope } from '../support/request-scope'

// The one wrapper every admin action goes through (lib/auth/action.ts), driven through real actions
// against the embedded database: the session first, then the form's schema, then the call, whose
// refusals the action names and whose other failures are logged once, by their codes.
const dataDir = migratedDataDir('acoes-')
const owner = { email: 'dona@buffet.com.br', password: 'senha-longa-da-dona' }

// The actions end by refreshing the admin's pages (the framework's cache, not under test here).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidatePath: vi.fn(),
}))

vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SESSION_SECRET', 'segredo-de-sessao-dos-testes-com-mais-de-32-caracteres')
// The server's key for the daily jobs, which an administrator's sign-in registers.
vi.stubEnv('CRON_SECRET', 'segredo-das-tarefas-diarias-dos-testes-0123456789')
const [
  { signIn },
  { blockDate },
  { saveEventSheet },
  { markReviewReceived },
  { addQuoteNote },
  { saveMessageSettings },
  { createQuote },
] = await Promise.all([
  import('@/lib/auth/actions/sign-in'),
  import('@/lib/bookings/actions/block-date'),
  import('@/lib/contacts/actions/save-event-sheet'),
  import('@/lib/contacts/actions/mark-review-received'),
  import('@/lib/quotes/admin-actions/add-quote-note'),
  import('@/lib/contacts/actions/save-message-settings'),
  import('@/lib/quotes/admin-actions/create-quote'),
])
afterAll(() => vi.unstubAllEnvs())

const db = () => sharedEmbeddedDatabase(dataDir)
let session = ''
let orcamentoId = 0

beforeAll(async () => {
  await createUser(await db(), owner.email, { ...owner, admin: true })
  orcamentoId = await storedQuote(await db(), { name: 'Maria Sigilosa' })
  session = await signInCookie(signIn, owner.email, owner.password)
}, 180_000)

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

/** Runs `work` as a request of this browser (with the owner's session, or `cookie`). */
const asBrowser = async <T>(work: () => Promise<T>, cookie = session) =>
  (
    await inRequestScope(
      new Request('http://localhost:3000/admin', { method: 'POST', headers: cookie ? { cookie } : {} }),
      () => work().catch((error: unknown) => error),
      '/admin/page',
    )
  ).result

/** Where a redirect thrown by the action leads, or null when it answered with a state. */
const redirectedTo = (result: unknown) => (isRedirectError(result) ? getURLFromRedirectError(result) : null)

const blockedDays = async () =>
  (
    await (
      await db()
    ).asOwner((tx) => tx.query<{ day: string }>(`select date::text as day from public.blocked_dates order by date`))
  ).rows.map(({ day }) => day)

describe('an admin action', () => {
  it('sends a browser without a session to the login before it reads the form or calls the database', async () => {
    const result = await asBrowser(() => blockDate({ status: 'idle' }, formOf({ date: '2090-03-10', note: '' })), '')
    expect(redirectedTo(result)).toBe('/admin/login')
    expect(await blockedDays()).not.toContain('2090-03-10')
  })

  it('refuses a script’s request without the admin pages’ key (an action posted from /studio), and runs the admin page’s', async () => {
    // What a browser sends for a script's request: Sec-Fetch-Mode, which no script can forge.
    const post = (where: string, extra: Record<string, string>, day: string) =>
      inRequestScope(
        new Request(`http://localhost:3000${where}`, {
          method: 'POST',
          headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', ...extra },
        }),
        () => blockDate({ status: 'idle' }, formOf({ date: day, note: '' })).catch((error: unknown) => error),
        `${where}/page`,
      )
    // From /studio the key's cookie (path /admin) is not sent, and the script cannot know the key.
    const fromStudio = await post('/studio', { cookie: session }, '2090-04-10')
    expect(redirectedTo(fromStudio.result)).toBe('/admin/login')
    expect(await blockedDays()).not.toContain('2090-04-10')
    const key = 'k'.repeat(43)
    const forged = await post('/studio', { cookie: session, 'x-painel-chave': key }, '2090-04-11')
    expect(redirectedTo(forged.result)).toBe('/admin/login')
    // The admin's own page sends the key of its cookie.
    const fromAdmin = await post(
      '/admin/agenda',
      { cookie: `${session}; painel_chave=${key}`, 'x-painel-chave': key },
      '2090-04-12',
    )
    expect(fromAdmin.result).toMatchObject({ status: 'saved' })
    expect(await blockedDays()).toContain('2090-04-12')
    await (await db()).asOwner((tx) => tx.query(`delete from public.blocked_dates where date = '2090-04-12'`))
  })

  it('answers a field its schema refuses in Portuguese, with everything as it was typed', async () => {
    expect(
      await asBrowser(() =>
        blockDate({ status: 'idle' }, formOf({ date: '2090-02-30', note: ' Reforma da cozinha ' })),
      ),
    ).toEqual({
      status: 'invalid',
      message: 'Informe uma data válida',
      date: '2090-02-30',
      note: ' Reforma da cozinha ',
    })
    expect(await blockedDays()).toEqual([])
  })

  it('answers every refused field at once, each with its own message, and saves none', async () => {
    const state = await asBrowser(() =>
      saveMessageSettings(
        { status: 'idle' },
        formOf({ first_contact: 'Olá, {apelido}!', review_url: 'http://g.page/r/avaliar' }),
      ),
    )
    expect(state).toMatchObject({
      status: 'invalid',
      message: 'Corrija os campos marcados. Nada foi salvo.',
      errors: {
        first_contact: expect.stringMatching(/^\{apelido\} não é um marcador desta mensagem\. Use: \{nome\}/),
        review_url: 'Informe um link completo, começando com https:// (ex.: https://g.page/r/.../review).',
      },
      values: { first_contact: 'Olá, {apelido}!', review_url: 'http://g.page/r/avaliar' },
    })
  })

  it('refuses the checklist the table would refuse (4,000 characters in all), before calling the database', async () => {
    const checklist = Array.from({ length: 40 }, (_, index) => `${String(index).padStart(2, '0')} ${'x'.repeat(98)}`)
    const typed = checklist.join('\r\n')
    expect(
      await asBrowser(() =>
        saveEventSheet({ status: 'idle' }, formOf({ id: String(orcamentoId), team_notes: '', checklist: typed })),
      ),
    ).toEqual({
      status: 'invalid',
      message: 'O checklist pode ter no máximo 4000 caracteres ao todo.',
      notes: '',
      checklist: checklist.join('\n'),
    })
    // The same items straight to the database: its check says no, so the form's limit is the table's.
    const admin = await createUser(await db(), 'socia@buffet.com.br', { admin: true })
    await expect(
      callAs(await db(), admin, 'public.admin_event_sheet_save($1, $2, $3)', [orcamentoId, '', checklist]),
    ).rejects.toMatchObject({ code: '23514' })
    // One item fewer fits both.
    expect(
      await asBrowser(() =>
        saveEventSheet(
          { status: 'idle' },
          formOf({ id: String(orcamentoId), team_notes: '', checklist: checklist.slice(1).join('\n') }),
        ),
      ),
    ).toEqual({ status: 'saved', message: 'Ficha salva.' })
  })

  it("answers a refusal of the database it expects with the action's own words, and logs nothing", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const result = await asBrowser(() => markReviewReceived(formOf({ id: String(orcamentoId), from: 'orcamento' })))
      // admin_review_received refuses a quote that is not Fechado (22023): the page names it.
      expect(redirectedTo(result)).toBe(`/admin/orcamentos/${orcamentoId}?avaliacao=nao-fechado`)
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })

  it('answers any other failure with its message and logs it once, by its codes, without the row the database echoed', async () => {
    // A check the action does not know: PostgreSQL's refusal carries the whole row it refused.
    await (
      await db()
    ).asOwner((tx) =>
      tx.query(
        `alter table public.orcamento_notas add constraint teste_sem_endereco check (body not like '%Rua das Flores%')`,
      ),
    )
    const body = 'Maria Sigilosa pediu para entregar na Rua das Flores, 12'
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(
        await asBrowser(() => addQuoteNote({ status: 'idle' }, formOf({ id: String(orcamentoId), body }))),
      ).toEqual({ status: 'failed', message: 'Não foi possível salvar a nota. Tente novamente.', body })
      expect(errors).toHaveBeenCalledTimes(1)
      // As the server's log prints it: an Error with its stack and its fields (PostgreSQL's detail among them).
      const line = format(...errors.mock.calls[0]!)
      expect(line).toMatch(/^\[admin\] falha ao gravar a nota .*código 23514/)
      for (const secret of ['Maria', 'Sigilosa', 'Rua das Flores']) expect(line).not.toContain(secret)
    } finally {
      errors.mockRestore()
      await (
        await db()
      ).asOwner((tx) => tx.query(`alter table public.orcamento_notas drop constraint teste_sem_endereco`))
    }
  })
})

describe('"Novo orçamento" from the owner’s phone', () => {
  // A booking closed on WhatsApp: the client's number, nothing else to reach them, and no message.
  const closedOnWhatsapp = {
    name: 'Joana Prado',
    phone: '',
    whatsapp: '11987654321',
    email: '',
    neighborhood: 'Moema',
    party_type: 'festa-infantil',
    guests: '40',
    date: '2090-05-20',
    event_time: '16:00',
    message: '',
  }

  it('stores a quote with one way to reach the client and no message, then opens it', async () => {
    const submission = crypto.randomUUID()
    const result = await asBrowser(() =>
      createQuote({ status: 'idle' }, formOf({ ...closedOnWhatsapp, submission_id: submission })),
    )
    const { rows } = await (
      await db()
    ).asOwner((tx) =>
      tx.query<{ id: number; whatsapp: string; phone: string | null; email: string | null; message: string | null }>(
        'select id::int as id, whatsapp, phone, email, message from public."Orcamentos" where submission_id = $1',
        [submission],
      ),
    )
    expect(rows).toEqual([
      { id: expect.any(Number), whatsapp: '11 987654321', phone: null, email: null, message: null },
    ])
    expect(redirectedTo(result)).toBe(`/admin/orcamentos/${rows[0]!.id}?criado=1`)
  })

  it('asks in Portuguese for one way to reach the client when none is given, keeping everything typed', async () => {
    const result = await asBrowser(() =>
      createQuote(
        { status: 'idle' },
        formOf({ ...closedOnWhatsapp, whatsapp: '', submission_id: crypto.randomUUID() }),
      ),
    )
    expect(result).toMatchObject({
      status: 'invalid',
      fieldErrors: { whatsapp: 'Informe ao menos um contato: WhatsApp, telefone ou e-mail' },
      values: { name: 'Joana Prado', neighborhood: 'Moema', guests: '40', date: '2090-05-20', event_time: '16:00' },
    })
  })
})

describe('signing in', () => {
  const keySetBy = async () =>
    (
      await (
        await db()
      ).asOwner((tx) =>
        tx.query<{ actor_email: string }>(`select actor_email from public.audit_log where action = 'job_key_set'`),
      )
    ).rows.map(({ actor_email }) => actor_email)

  it("registers the server's job key for an administrator; anyone else's sign-in neither tries nor logs a refusal", async () => {
    // The owner signed in before the first test.
    expect(await keySetBy()).toEqual([owner.email])
    const guest = { email: 'convidada@buffet.com.br', password: 'senha-longa-da-convidada' }
    await createUser(await db(), guest.email, { password: guest.password })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await signInCookie(signIn, guest.email, guest.password)
      expect(errors.mock.calls.map((args) => format(...args))).toEqual([])
    } finally {
      errors.mockRestore()
    }
    expect(await keySetBy()).toEqual([owner.email])
  })
})
