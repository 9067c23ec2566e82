import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { embeddedQuoteStore } from '@/lib/quotes/adapters/embedded'
import type { QuoteStore } from '@/lib/quotes/contract'
import { supabaseQuoteStore } from '@/lib/quotes/adapters/supabase'
import { createUser } from '../support/database'
import { postgrestStandIn } from '../support/postgrest-stand-in'
import { newQuote } from '../support/quote'

type Adapter = { store: QuoteStore; admin: SignedInCaller; customer: SignedInCaller }

async function embedded(): Promise<Adapter> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contrato-'))
  const db = await sharedEmbeddedDatabase(dataDir)
  return {
    store: embeddedQuoteStore(dataDir),
    admin: await createUser(db, 'admin@buffet.com.br', { admin: true }),
    customer: await createUser(db, 'cliente@exemplo.com'),
  }
}

const ANON_KEY = 'chave-anon-do-projeto'
const postgrest = await postgrestStandIn({ anonKey: ANON_KEY, users: { 'jwt-do-admin': { admin: true }, 'jwt-do-cliente': { admin: false } } })
afterAll(() => postgrest.close())

async function supabase(): Promise<Adapter> {
  return {
    store: supabaseQuoteStore({ url: postgrest.url, anonKey: ANON_KEY }),
    admin: { role: 'authenticated', userId: '00000000-0000-4000-8000-000000000001', email: 'admin@buffet.com.br', accessToken: 'jwt-do-admin' },
    customer: { role: 'authenticated', userId: '00000000-0000-4000-8000-000000000002', email: 'cliente@exemplo.com', accessToken: 'jwt-do-cliente' },
  }
}

// One contract, every adapter: a difference between the two modes is a failing test here.
describe.each([
  ['embedded PostgreSQL', embedded],
  ['Supabase (PostgREST stand-in)', supabase],
])('the quote store contract: %s', (_, adapter) => {
  let store: QuoteStore, admin: SignedInCaller, customer: SignedInCaller
  beforeAll(async () => {
    ;({ store, admin, customer } = await adapter())
  })

  it('answers the connection probe', async () => {
    expect(await store.probe()).toBe(true)
  })

  it('stores a quote once however often the same submission arrives', async () => {
    const quote = newQuote({ name: 'Contrato repetido' })
    await store.insert(quote)
    await store.insert(quote)
    expect((await store.list(admin, { page: 1, pageSize: 10, search: 'Contrato repetido' })).total).toBe(1)
  })

  it('lists newest first, one page at a time, with the exact total', async () => {
    for (const name of ['Contrato A', 'Contrato B', 'Contrato C']) await store.insert(newQuote({ name }))
    const first = await store.list(admin, { page: 1, pageSize: 2, search: 'Contrato ' })
    const second = await store.list(admin, { page: 2, pageSize: 2, search: 'Contrato ' })
    expect(first.rows.map((row) => row.name)).toEqual(['Contrato C', 'Contrato B'])
    expect(second.rows.map((row) => row.name)).toEqual(['Contrato A', 'Contrato repetido'])
    expect([first.total, second.total]).toEqual([4, 4])
  })

  it('searches name, e-mail, phone, WhatsApp and neighbourhood, ignoring case', async () => {
    await store.insert(newQuote({ name: 'Busca Bairro', neighborhood: 'Perdizes' }))
    await store.insert(newQuote({ name: 'Busca Email', email: 'Festeira@Exemplo.com' }))
    await store.insert(newQuote({ name: 'Busca Telefone', phone: '11 955554444' }))
    const names = async (search: string) => (await store.list(admin, { page: 1, pageSize: 10, search })).rows.map((row) => row.name).sort()
    expect(await names('perdizes')).toEqual(['Busca Bairro'])
    expect(await names('festeira@')).toEqual(['Busca Email'])
    expect(await names('955554444')).toEqual(['Busca Telefone'])
  })

  it('takes % and _ in a search as text, not as wildcards', async () => {
    await store.insert(newQuote({ name: 'Desconto de 50% na festa' }))
    await store.insert(newQuote({ name: 'Festa para 500 convidados' }))
    await store.insert(newQuote({ name: 'Festa_junina da escola' }))
    await store.insert(newQuote({ name: 'Festa junina do bairro' }))
    const names = async (search: string) => (await store.list(admin, { page: 1, pageSize: 10, search })).rows.map((row) => row.name)
    expect(await names('50%')).toEqual(['Desconto de 50% na festa'])
    expect(await names('festa_junina')).toEqual(['Festa_junina da escola'])
  })

  it('shows a signed-in customer who is not an administrator nothing', async () => {
    expect(await store.list(customer, { page: 1, pageSize: 10 })).toEqual({ rows: [], total: 0 })
  })
})
