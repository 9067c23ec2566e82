import { afterEach, describe, expect, it, vi } from 'vitest'
import { quoteValuesFrom } from '@/lib/quotes/form-values'
import { listQuery, parseListParams } from '@/lib/quotes/filters'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the dashboard address (busca, pagina)', () => {
  it.each([
    [{}, { page: 1, search: undefined }],
    [
      { pagina: '3', busca: '  Moema ' },
      { page: 3, search: 'Moema' },
    ],
    [
      { pagina: ['2', '9'], busca: ['ana', 'bia'] },
      { page: 2, search: 'ana' },
    ],
    [{ pagina: '0' }, { page: 1, search: undefined }],
    [{ pagina: 'x' }, { page: 1, search: undefined }],
    [{ pagina: '999999999' }, { page: 100_000, search: undefined }],
    [{ busca: '   ' }, { page: 1, search: undefined }],
    [{ busca: 'a'.repeat(150) }, { page: 1, search: 'a'.repeat(100) }],
  ])('%j reads as %j', (params, expected) => {
    expect(parseListParams(params)).toEqual({ ...expected, filters: {} })
  })

  it('reads a request URL the same way as the page params', () => {
    expect(
      parseListParams(new URL('http://x/admin/orcamentos.csv?busca=%20Vila%20Mariana%20&pagina=2').searchParams),
    ).toEqual({ page: 2, search: 'Vila Mariana', filters: {} })
  })

  it('writes links that read back to the same page and search', () => {
    expect(listQuery({ page: 1 })).toBe('')
    const link = new URL(`/admin${listQuery({ page: 4, search: 'Ana & Bia' })}`, 'http://x')
    expect(parseListParams(link.searchParams)).toEqual({ page: 4, search: 'Ana & Bia', filters: {} })
    expect(
      parseListParams(new URL(`/admin/orcamentos.csv${listQuery({ search: '50%' })}`, 'http://x').searchParams),
    ).toEqual({ page: 1, search: '50%', filters: {} })
  })
})

describe('the quote form values', () => {
  it('reads a submitted form and a stored draft alike, ignoring what is not text', () => {
    const form = new FormData()
    form.set('name', 'Maria')
    form.append('party_type', 'festa-infantil')
    form.append('party_type', 'festa-junina')
    form.set('guests', new Blob(['60']))
    form.set('extra', 'ignored')
    const fromForm = quoteValuesFrom(form)
    expect(fromForm).toMatchObject({
      name: 'Maria',
      party_type: ['festa-infantil', 'festa-junina'],
      guests: '',
      email: '',
    })
    expect(fromForm).not.toHaveProperty('extra')
    expect(quoteValuesFrom({ name: 'Maria', party_type: ['festa-infantil', 7, 'festa-junina'], guests: 60 })).toEqual(
      fromForm,
    )
  })

  it.each([
    ['1134567890', '11 34567890'],
    ['(11) 91234-5678', '11 912345678'],
    ['11 912345678', '11 912345678'],
    ['1234', '12 34'],
    ['', ''],
  ])(
    'reads the phone number %j as the mask writes it, %j (typed before the scripts ran, or without them)',
    (typed, read) => {
      expect(quoteValuesFrom({ phone: typed, whatsapp: typed })).toMatchObject({ phone: read, whatsapp: read })
    },
  )
})

describe('with Supabase half configured', () => {
  async function load() {
    vi.resetModules()
    vi.stubEnv('SUPABASE_URL', 'https://x.supabase.co')
    vi.stubEnv('SUPABASE_ANON_KEY', '')
    return {
      quotes: await import('@/lib/quotes/store'),
      auth: await import('@/lib/auth/auth'),
      rpc: await import('@/lib/db/rpc'),
    }
  }

  it('the quote store says it is not configured instead of storing or listing', async () => {
    const { quotes, rpc } = await load()
    expect(await quotes.quoteServiceStatus()).toEqual({ configured: false, connected: false })
    const refusal = await quotes
      .getQuoteStore()
      .list({ role: 'authenticated', userId: 'u', email: 'a@b.co' }, { page: 1, pageSize: 20 })
      .catch((error: unknown) => error)
    expect(rpc.isUnconfigured(refusal)).toBe(true)
    expect((refusal as Error).message).toContain('SUPABASE_ANON_KEY')
  })

  it('sign-in answers with the configuration message and nobody is signed in', async () => {
    const { auth } = await load()
    const backend = auth.getAuth()
    expect(await backend.signIn('admin@buffet.com', 'senha', 'Vitest')).toEqual({
      ok: false,
      error: 'service',
      message: 'Configuração Supabase incompleta. Por favor, verifique suas variáveis de ambiente.',
    })
    expect(await backend.currentUser()).toBeNull()
  })
})
