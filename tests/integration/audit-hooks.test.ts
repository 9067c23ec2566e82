import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { signInCookie } from '../support/admin-sign-in'
import { createUser } from '../support/database'
import { newQuote, noLimits } from '../support/quote'
import { inRequestScope } from '../support/request-scope'
import { migratedDataDir } from '../support/migrated-snapshot'

const dataDir = migratedDataDir('auditoria-')
const admin = { email: 'admin@buffet.com.br', password: 'senha-do-admin' }
const CRON_SECRET = 'segredo-do-cron-dos-testes'

// The modules read the environment once, when loaded: load them under this test's database.
vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SESSION_SECRET', 'segredo-de-sessao-dos-testes-com-mais-de-32-caracteres')
vi.stubEnv('CRON_SECRET', CRON_SECRET)
const [
  { signIn },
  { GET: csv },
  { quoteWithNotes },
  { POST: exportJson },
  { GET: cron },
  { getQuoteStore },
  { findPerson },
] = await Promise.all([
  import('@/lib/auth/actions/sign-in'),
  import('@/app/admin/orcamentos.csv/route'),
  import('@/lib/quotes/admin-quotes'),
  import('@/app/admin/dados-pessoais/exportar/route'),
  import('@/app/api/cron/retention/route'),
  import('@/lib/quotes/store'),
  import('@/lib/personal-data/actions/find-person'),
])
afterAll(() => vi.unstubAllEnvs())

const audit = async () => {
  const db = await sharedEmbeddedDatabase(dataDir)
  return (
    await db.asOwner((tx) =>
      tx.query<{ action: string; subject: string | null; detail: Record<string, unknown>; actor_email: string | null }>(
        'select action, subject, detail, actor_email from public.audit_log order by id',
      ),
    )
  ).rows
}

let session = ''
let quoteId = 0
beforeAll(async () => {
  const db = await sharedEmbeddedDatabase(dataDir)
  await createUser(db, admin.email, { ...admin, admin: true })
  const quote = newQuote({ name: 'Pedido auditado', email: 'auditado@exemplo.com' })
  await getQuoteStore().intake(quote, noLimits)
  quoteId = (
    await db.asOwner((tx) =>
      tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
        quote.submission_id,
      ]),
    )
  ).rows[0]!.id
  // Creating a PGlite database takes seconds, and far longer on a loaded machine.
}, 180_000)

const asAdmin = (url: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { cookie: session, ...init.headers } })

describe('what the admin records', () => {
  it('a successful sign-in, by the sign-in action itself', async () => {
    session = await signInCookie(signIn, admin.email, admin.password)
    // With CRON_SECRET set, the first sign-in also registers the daily jobs' key (after the answer): audited once.
    await vi.waitFor(
      async () =>
        expect((await audit()).map(({ action, actor_email }) => [action, actor_email])).toEqual([
          ['sign_in', admin.email],
          ['job_key_set', admin.email],
        ]),
      { timeout: 10_000 },
    )
  })

  it('a CSV export, with its filters and whether there was a search (never its text)', async () => {
    const url =
      'http://localhost:3000/admin/orcamentos.csv?status=novo&tipo=festa-infantil&busca=auditado%40exemplo.com'
    const { result: response } = await inRequestScope(
      asAdmin(url),
      () => csv(asAdmin(url)),
      '/admin/orcamentos.csv/route',
    )
    expect(response.status).toBe(200)
    await response.text()
    const [entry] = (await audit()).filter(({ action }) => action === 'csv_export')
    expect(entry).toEqual({
      action: 'csv_export',
      subject: null,
      actor_email: admin.email,
      detail: { filtros: { status: 'novo', partyType: 'festa-infantil' }, busca: true },
    })
  })

  it('a quote opened', async () => {
    const { result } = await inRequestScope(
      asAdmin(`http://localhost:3000/admin/orcamentos/${quoteId}`),
      () => quoteWithNotes(quoteId),
      '/admin/orcamentos/[id]/page',
    )
    expect(result?.quote.name).toBe('Pedido auditado')
    expect((await audit()).filter(({ action }) => action === 'quote_opened').map(({ subject }) => subject)).toEqual([
      `orcamento:${quoteId}`,
    ])
  })

  it("a person's data exported as JSON, only from the site's own pages", async () => {
    const form = new FormData()
    form.set('pessoa', 'Auditado@Exemplo.com')
    const { setCookies } = await inRequestScope(
      asAdmin('http://localhost:3000/admin/dados-pessoais', { method: 'POST' }),
      () => findPerson({}, form).catch((error: unknown) => error),
      '/admin/dados-pessoais/page',
    )
    const person = setCookies
      .map((line) => line.split(';')[0] ?? '')
      .find((cookie) => cookie.startsWith('dados_pessoais='))
    expect(person).toBe('dados_pessoais=auditado%40exemplo.com')
    const post = (origin: string) =>
      asAdmin('http://localhost:3000/admin/dados-pessoais/exportar', {
        method: 'POST',
        headers: { cookie: `${session}; ${person}`, origin, host: 'localhost:3000' },
      })

    const { result: forged } = await inRequestScope(
      post('https://outro-site.example'),
      () => exportJson(post('https://outro-site.example')),
      '/admin/dados-pessoais/exportar/route',
    )
    expect(forged.status).toBe(403)
    expect((await audit()).filter(({ action }) => action === 'person_export')).toEqual([])

    const { result: response } = await inRequestScope(
      post('http://localhost:3000'),
      () => exportJson(post('http://localhost:3000')),
      '/admin/dados-pessoais/exportar/route',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="dados-pessoais-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const body = (await response.json()) as { registros: { quotes: { email: string }[] }; compartilhamento: unknown }
    expect(body.registros.quotes.map(({ email }) => email)).toEqual(['auditado@exemplo.com'])
    const [entry] = (await audit()).filter(({ action }) => action === 'person_export')
    expect(entry).toMatchObject({
      actor_email: admin.email,
      detail: { por: 'email', formato: 'json', orcamentos: [quoteId] },
    })
    expect(entry!.subject).toMatch(/^pessoa:[0-9a-f]{16}$/)
  })
})

describe('the retention route', () => {
  const get = (authorization?: string) =>
    new Request('http://localhost:3000/api/cron/retention', { headers: authorization ? { authorization } : {} })

  it('runs for the cron secret only and answers counts', async () => {
    for (const authorization of [undefined, 'Bearer errado', CRON_SECRET, `Bearer ${CRON_SECRET}x`]) {
      const { result } = await inRequestScope(
        get(authorization),
        () => cron(get(authorization)),
        '/api/cron/retention/route',
      )
      expect(result.status).toBe(401)
    }
    const { result } = await inRequestScope(
      get(`Bearer ${CRON_SECRET}`),
      () => cron(get(`Bearer ${CRON_SECRET}`)),
      '/api/cron/retention/route',
    )
    expect(result.status).toBe(200)
    expect(await result.json()).toMatchObject({ months: 24, anonymized: 0, auditExpired: 0 })
  })
})
