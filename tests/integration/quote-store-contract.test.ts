import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import { RpcError } from '@/lib/db/rpc'
import { quoteStore, type QuoteStore } from '@/lib/quotes/store'
import { createUser } from '../support/database'
import { newQuote, noLimits } from '../support/quote'
import { transports } from '../support/transports'

// One store, every transport: a difference between the engines or the two modes is a failing test here.
describe.each(transports())('the quote store on $name', { timeout: 180_000 }, (transport) => {
  let store: QuoteStore, admin: SignedInCaller, customer: SignedInCaller
  beforeAll(async () => {
    const { db, rpc } = await transport.open()
    store = quoteStore(rpc)
    admin = await createUser(db, 'admin@buffet.com.br', { admin: true })
    customer = await createUser(db, 'cliente@exemplo.com')
  }, 300_000)
  afterAll(() => transport.close())

  it('answers the connection probe', async () => {
    expect(await store.probe()).toBe(true)
  })

  it('stores a quote once however often the same submission arrives', async () => {
    const quote = newQuote({ name: 'Contrato repetido' })
    await store.intake(quote, noLimits)
    await store.intake(quote, noLimits)
    expect((await store.list(admin, { page: 1, pageSize: 10, search: 'Contrato repetido' })).total).toBe(1)
  })

  it('stores one row when the same submission arrives three times at once', async () => {
    const once = newQuote({ name: 'Envio simultâneo' })
    await Promise.all([store.intake(once, noLimits), store.intake(once, noLimits), store.intake(once, noLimits)])
    expect((await store.list(admin, { page: 1, pageSize: 10, search: 'Envio simultâneo' })).rows).toHaveLength(1)
  })

  it('refuses what the database rules refuse, with the SQLSTATE', async () => {
    await expect(store.intake(newQuote({ guests: 0 }), noLimits)).rejects.toMatchObject({
      name: 'RpcError',
      code: '23514',
      message: expect.stringMatching(/orcamentos_guests_check/),
    })
  })

  it('lists the columns as the page shows them: dates as YYYY-MM-DD, the time as HH:MM, the party types as stored', async () => {
    await store.intake(newQuote({ name: 'Colunas formatadas', party_type: 'festa-infantil, festa-junina' }), noLimits)
    const [row] = (await store.list(admin, { page: 1, pageSize: 1, search: 'Colunas formatadas' })).rows
    expect(row).toMatchObject({
      date: '2099-12-20',
      event_time: '15:30',
      guests: 60,
      party_type: 'festa-infantil, festa-junina',
      status: 'novo',
      last_note: null,
    })
    expect(row!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/)
    expect(await store.get(admin, row!.id)).toMatchObject({
      date: '2099-12-20',
      event_time: '15:30',
      notification_status: null,
    })
  })

  it('lists newest first, one page at a time, with the exact total', async () => {
    for (const name of ['Contrato A', 'Contrato B', 'Contrato C']) await store.intake(newQuote({ name }), noLimits)
    const first = await store.list(admin, { page: 1, pageSize: 2, search: 'Contrato ' })
    const second = await store.list(admin, { page: 2, pageSize: 2, search: 'Contrato ' })
    expect(first.rows.map((row) => row.name)).toEqual(['Contrato C', 'Contrato B'])
    expect(second.rows.map((row) => row.name)).toEqual(['Contrato A', 'Contrato repetido'])
    expect([first.total, second.total]).toEqual([4, 4])
  })

  it('searches name, e-mail, phone, WhatsApp and neighbourhood, ignoring case', async () => {
    await store.intake(newQuote({ name: 'Busca Bairro', neighborhood: 'Perdizes' }), noLimits)
    await store.intake(newQuote({ name: 'Busca Email', email: 'Festeira@Exemplo.com' }), noLimits)
    await store.intake(newQuote({ name: 'Busca Telefone', phone: '11 955554444' }), noLimits)
    const names = async (search: string) =>
      (await store.list(admin, { page: 1, pageSize: 10, search })).rows.map((row) => row.name).sort()
    expect(await names('perdizes')).toEqual(['Busca Bairro'])
    expect(await names('festeira@')).toEqual(['Busca Email'])
    expect(await names('955554444')).toEqual(['Busca Telefone'])
  })

  it('takes % and _ in a search as text, not as wildcards', async () => {
    await store.intake(newQuote({ name: 'Desconto de 50% na festa' }), noLimits)
    await store.intake(newQuote({ name: 'Festa para 500 convidados' }), noLimits)
    await store.intake(newQuote({ name: 'Festa_junina da escola' }), noLimits)
    await store.intake(newQuote({ name: 'Festa junina do bairro' }), noLimits)
    const names = async (search: string) =>
      (await store.list(admin, { page: 1, pageSize: 10, search })).rows.map((row) => row.name)
    expect(await names('50%')).toEqual(['Desconto de 50% na festa'])
    expect(await names('festa_junina')).toEqual(['Festa_junina da escola'])
  })

  it('gives every row once across the pages, newest first, for each page size (pages past the middle are read from the oldest end)', async () => {
    for (let index = 1; index <= 7; index++) await store.intake(newQuote({ name: `Paginação ${index}` }), noLimits)
    const newestFirst = [
      'Paginação 7',
      'Paginação 6',
      'Paginação 5',
      'Paginação 4',
      'Paginação 3',
      'Paginação 2',
      'Paginação 1',
    ]
    for (const pageSize of [1, 2, 3, 4, 6, 7, 8]) {
      const pages = []
      for (let page = 1; page <= Math.ceil(7 / pageSize) + 1; page++)
        pages.push(await store.list(admin, { page, pageSize, search: 'Paginação' }))
      expect(
        pages.flatMap(({ rows }) => rows.map((row) => row.name)),
        `${pageSize} por página`,
      ).toEqual(newestFirst)
      expect(pages.at(-2)!.rows, `última página com ${pageSize} por página`).toHaveLength(
        7 - (Math.ceil(7 / pageSize) - 1) * pageSize,
      )
      expect(pages.at(-1), `depois da última página com ${pageSize} por página`).toEqual({ rows: [], total: 7 })
    }
  })

  it('reads export batches after a keyset cursor: every row once, newest first, without counting', async () => {
    const names: string[] = []
    let after: { createdAt: string; id: number } | undefined
    for (;;) {
      const batch = await store.batch(admin, { limit: 3, search: 'Paginação', after })
      names.push(...batch.map((row) => row.name ?? ''))
      const last = batch.at(-1)
      if (!last || batch.length < 3) break
      after = { createdAt: last.created_at, id: last.id }
    }
    expect(names).toEqual([
      'Paginação 7',
      'Paginação 6',
      'Paginação 5',
      'Paginação 4',
      'Paginação 3',
      'Paginação 2',
      'Paginação 1',
    ])
  })

  it('combines the search with the party-type, event-date and received-date filters', async () => {
    await store.intake(
      newQuote({ name: 'Filtro junina dezembro', party_type: 'festa-adulto, festa-junina', date: '2099-12-10' }),
      noLimits,
    )
    await store.intake(
      newQuote({ name: 'Filtro junina janeiro', party_type: 'festa-junina', date: '2100-01-10' }),
      noLimits,
    )
    await store.intake(
      newQuote({ name: 'Filtro infantil dezembro', party_type: 'festa-infantil', date: '2099-12-11' }),
      noLimits,
    )
    const names = async (filters: Parameters<QuoteStore['list']>[1]['filters']) =>
      (await store.list(admin, { page: 1, pageSize: 10, search: 'Filtro', filters })).rows.map((row) => row.name)
    expect(await names({ partyType: 'festa-junina' })).toEqual(['Filtro junina janeiro', 'Filtro junina dezembro'])
    expect(await names({ eventFrom: '2099-12-01', eventTo: '2099-12-31' })).toEqual([
      'Filtro infantil dezembro',
      'Filtro junina dezembro',
    ])
    expect(await names({ partyType: 'festa-junina', eventTo: '2099-12-31' })).toEqual(['Filtro junina dezembro'])
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
    expect(await names({ receivedFrom: today, receivedTo: today })).toHaveLength(3)
    expect(await names({ receivedTo: '2020-01-01' })).toEqual([])
    expect(await names({ status: 'novo', partyType: 'festa-infantil' })).toEqual(['Filtro infantil dezembro'])
    expect(await names({ status: 'perdido' })).toEqual([])
  })

  it('counts by status', async () => {
    const before = await store.countByStatus(admin, 'novo')
    await store.intake(newQuote({ name: 'Contagem' }), noLimits)
    expect(await store.countByStatus(admin, 'novo')).toBe(before + 1)
    expect(await store.countByStatus(admin, 'fechado')).toBe(0)
  })

  it('refuses the list, the count and the export to a signed-in customer who is not an administrator', async () => {
    const refusal = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => undefined,
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(RpcError)
      expect((error as RpcError).code).toBe('42501')
      return (error as RpcError).message
    }
    expect(await refusal(store.list(customer, { page: 1, pageSize: 10 }))).toMatch(
      /permission denied: only administrators read quotes/,
    )
    expect(await refusal(store.countByStatus(customer, 'novo'))).toMatch(
      /permission denied: only administrators read quotes/,
    )
    expect(await refusal(store.batch(customer, { limit: 10 }))).toMatch(
      /permission denied: only administrators read quotes/,
    )
  })
})
