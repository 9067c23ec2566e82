import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { createUser } from '../support/database'
import { newQuote, noLimits } from '../support/quote'
import { inRequestScope } from '../support/request-scope'
import { migratedDataDir } from '../support/migrated-snapshot'

const dataDir = migratedDataDir('admin-falha-')
const admin = { email: 'admin@buffet.com.br', password: 'senha-do-admin' }

// The modules read the environment once, when loaded: load them under this test's database.
vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SESSION_SECRET', 'segredo-de-sessao-dos-testes-com-mais-de-32-caracteres')
const [{ getAuth }, { QuoteList }, { GET: csv }, { getQuoteStore }] = await Promise.all([
  import('@/lib/auth/auth'),
  import('@/components/quotes/admin/quote-list'),
  import('@/app/admin/orcamentos.csv/route'),
  import('@/lib/quotes/store'),
])
afterAll(() => vi.unstubAllEnvs())

let session = ''
beforeAll(async () => {
  const db = await sharedEmbeddedDatabase(dataDir)
  await createUser(db, admin.email, { ...admin, admin: true })
  await getQuoteStore()!.intake(newQuote({ name: 'Pedido guardado' }), noLimits)
  const signIn = new Request('http://localhost:3000/admin/login', { method: 'POST' })
  const { result, setCookies } = await inRequestScope(
    signIn,
    () => getAuth()!.signIn(admin.email, admin.password, 'Vitest'),
    '/admin/login/page',
  )
  expect(result).toMatchObject({ ok: true })
  session = setCookies.map((line) => line.split(';')[0]).join('; ')
}, 300_000)

/** A request of the signed-in administrator's browser. */
const asAdmin = (url: string) => new Request(url, { headers: { cookie: session } })
const listHtml = async (request: Request) =>
  renderToStaticMarkup(
    await (
      await inRequestScope(
        request,
        () => QuoteList({ page: 1, filters: {}, businessName: 'Buffet Festa em Casa', leadSources: [] }),
        '/admin/page',
      )
    ).result,
  )

describe('the admin list and CSV export', () => {
  it('list and export the stored quotes while the database answers', async () => {
    expect(await listHtml(asAdmin('http://localhost:3000/admin'))).toContain('Pedido guardado')
    const { result: response } = await inRequestScope(
      asAdmin('http://localhost:3000/admin/orcamentos.csv'),
      () => csv(asAdmin('http://localhost:3000/admin/orcamentos.csv')),
      '/admin/orcamentos.csv/route',
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('"Pedido guardado"')
  })

  it('send a visitor without a session to the login, not to an error', async () => {
    const anonymous = new Request('http://localhost:3000/admin/orcamentos.csv')
    const { result } = await inRequestScope(
      anonymous,
      () =>
        csv(anonymous).then(
          () => null,
          (error: unknown) => error,
        ),
      '/admin/orcamentos.csv/route',
    )
    if (!isRedirectError(result)) throw new Error('esperava o redirecionamento para o login')
    expect(getURLFromRedirectError(result)).toBe('/admin/login')
  })

  it('say "Erro ao carregar orçamentos" once the quote table stops answering, after the retries', async () => {
    // The administrator is still recognised (is_admin() answers) but reading quotes fails.
    const db = await sharedEmbeddedDatabase(dataDir)
    await db.asOwner((tx) => tx.query('alter table public."Orcamentos" rename to "Orcamentos_fora_do_ar"'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const csvUrl = 'http://localhost:3000/admin/orcamentos.csv'
      // Both retry with back-off (about 7 s): run them side by side.
      const [html, { result: response }] = await Promise.all([
        listHtml(asAdmin('http://localhost:3000/admin')),
        inRequestScope(asAdmin(csvUrl), () => csv(asAdmin(csvUrl)), '/admin/orcamentos.csv/route'),
      ])
      expect(html).toBe(
        '<p role="alert" class="rounded-2xl border border-red-300 bg-red-50 p-4 font-semibold text-red-700">Erro ao carregar orçamentos</p>',
      )
      expect(response.status).toBe(503)
      expect(response.headers.get('content-disposition')).toBeNull()
      expect(await response.text()).toBe('Erro ao carregar orçamentos')
      // The failure's kind, function and code: never its text (which may echo a row).
      expect(logged).toHaveBeenCalledWith(
        'Erro ao carregar orçamentos',
        expect.stringMatching(/^RpcError em admin_quotes(_count)? código 42P01/),
      )
      expect(logged).toHaveBeenCalledWith(
        'Erro ao exportar orçamentos',
        expect.stringMatching(/^RpcError em admin_quotes(_count)? código 42P01/),
      )
    } finally {
      logged.mockRestore()
      await db.asOwner((tx) => tx.query('alter table public."Orcamentos_fora_do_ar" rename to "Orcamentos"'))
    }
  }, 30_000)
})
