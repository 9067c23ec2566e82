import { beforeAll, describe, expect, it } from 'vitest'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { embeddedQuoteStore } from '@/lib/quotes/adapters/embedded'
import type { NewQuote } from '@/lib/quotes/contract'
import { createUser } from '../support/database'
import { newQuote } from '../support/quote'
import { migratedDataDir } from '../support/migrated-snapshot'

const dataDir = migratedDataDir('orcamentos-')
const store = embeddedQuoteStore(dataDir)

const quote = (overrides: Partial<NewQuote> = {}) => newQuote({ party_type: 'festa-infantil, festa-junina', ...overrides })

let admin: Awaited<ReturnType<typeof createUser>>
let customer: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  const db = await sharedEmbeddedDatabase(dataDir)
  admin = await createUser(db, 'admin@buffet.com', { admin: true })
  customer = await createUser(db, 'cliente@exemplo.com')
})

describe('embedded quote store (PGlite on disk)', () => {
  it('answers the connection probe', async () => {
    expect(await store.probe()).toBe(true)
  })

  it('stores a quote once however many times the same submission is sent', async () => {
    const once = quote({ name: 'Envio repetido' })
    await Promise.all([store.insert(once), store.insert(once), store.insert(once)])
    const { rows } = await store.list(admin, { page: 1, pageSize: 50, search: 'Envio repetido' })
    expect(rows).toHaveLength(1)
  })

  it('refuses what the database rules refuse', async () => {
    await expect(store.insert(quote({ guests: 0 }))).rejects.toThrow(/Falha ao gravar/)
  })

  it('lists newest first with formatted columns, pages and searches, for administrators only', async () => {
    for (const name of ['Ana Lima', 'Bruno Costa', 'Carla Dias']) await store.insert(quote({ name, neighborhood: name === 'Bruno Costa' ? 'Pinheiros' : 'Moema' }))
    const first = await store.list(admin, { page: 1, pageSize: 2 })
    expect(first.total).toBe(4)
    expect(first.rows.map(({ name }) => name)).toEqual(['Carla Dias', 'Bruno Costa'])
    expect(first.rows[0]).toMatchObject({ date: '2099-12-20', event_time: '15:30', guests: 60, party_type: 'festa-infantil, festa-junina' })
    expect(first.rows[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    expect((await store.list(admin, { page: 2, pageSize: 2 })).rows.map(({ name }) => name)).toEqual(['Ana Lima', 'Envio repetido'])
    expect((await store.list(admin, { page: 1, pageSize: 10, search: 'pinhei' })).rows.map(({ name }) => name)).toEqual(['Bruno Costa'])
    expect((await store.list(admin, { page: 1, pageSize: 10, search: '100%_' })).total).toBe(0)
    await expect(store.list(customer, { page: 1, pageSize: 10 })).rejects.toMatchObject({ message: 'Falha ao listar os orçamentos no banco embutido', cause: { code: '42501' } })
  })
})
