import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import type { NewQuote, QuoteRow } from '@/lib/quotes/contract'
import { quoteStore, type QuoteStore } from '@/lib/quotes/store'
import { createUser, validRow } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { noLimits } from '../support/quote'
import { transports } from '../support/transports'

const quote = (overrides: Partial<NewQuote> = {}): NewQuote => validRow(overrides)
const names = (rows: QuoteRow[]) => rows.map(({ name }) => name)

describe.each(transports())('the quote pipeline on $name', { timeout: 180_000 }, (transport) => {
  let db: TestDatabase
  let store: QuoteStore
  let admin: SignedInCaller
  let customer: SignedInCaller
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const opened = await transport.open()
    db = opened.db
    store = quoteStore(opened.rpc)
    admin = await createUser(db, 'admin@buffet.com', { admin: true })
    customer = await createUser(db, 'cliente@exemplo.com')
    const rows = [
      quote({ name: 'Ana Lima', party_type: 'festa-junina', date: '2099-06-10', neighborhood: 'Pinheiros' }),
      quote({ name: 'Bruno Costa', party_type: 'Corporativo, festa-adulto', date: '2099-07-01' }),
      quote({ name: 'Carla Dias', party_type: 'festa-infantil', date: '2099-08-15', email: 'carla@pinheiros.com' }),
      quote({ name: 'Davi Rocha', party_type: 'festa-adulto', date: '2099-09-01' }),
    ]
    for (const row of rows) await store.intake(row, noLimits)
    const { rows: stored } = await db.asOwner((tx) =>
      tx.query<{ id: number; name: string }>('select id::int as id, name from public."Orcamentos"'),
    )
    for (const { id, name } of stored) ids[name] = id
    // Received on two different São Paulo days: Ana on 1 Nov (23:30 there), the rest on 2 Nov.
    await db.asOwner((tx) =>
      tx.query(`update public."Orcamentos" set created_at = '2026-11-02 02:30:00+00' where name = 'Ana Lima'`),
    )
    await db.asOwner((tx) =>
      tx.query(
        `update public."Orcamentos" set created_at = timestamptz '2026-11-02 12:00:00+00' + make_interval(secs => id) where name <> 'Ana Lima'`,
      ),
    )
  }, 300_000)
  afterAll(() => transport.close())

  it('a new quote is Novo, and the status changes for administrators only, recording who', async () => {
    expect((await store.get(admin, ids['Bruno Costa']!))?.status).toBe('novo')
    expect(await store.setStatus(customer, ids['Bruno Costa']!, 'perdido', { reason: 'preco' })).toBe(false)
    expect(await store.setStatus(admin, ids['Bruno Costa']!, 'em_contato')).toBe(true)
    const detail = await store.get(admin, ids['Bruno Costa']!)
    expect(detail).toMatchObject({ name: 'Bruno Costa', status: 'em_contato', notification_status: null })
    expect(detail?.status_changed_at).toMatch(/^\d{4}-\d{2}-\d{2}[T ]/)
    expect(await store.get(customer, ids['Bruno Costa']!)).toBeNull()
    expect(await store.setStatus(admin, 999_999, 'perdido', { reason: 'preco' })).toBe(false)
  })

  it('counts by status', async () => {
    expect(await store.countByStatus(admin, 'novo')).toBe(3)
    expect(await store.countByStatus(admin, 'em_contato')).toBe(1)
    await expect(store.countByStatus(customer, 'novo')).rejects.toMatchObject({ name: 'RpcError', code: '42501' })
  })

  it("keeps notes newest first with their author, and the newest as the quote's last note", async () => {
    await store.addNote(admin, ids['Carla Dias']!, 'Ligou pedindo cardápio')
    await store.addNote(admin, ids['Carla Dias']!, '<b>Retornar</b> na segunda')
    const notes = await store.listNotes(admin, ids['Carla Dias']!)
    expect(notes.map(({ body, author_email }) => [body, author_email])).toEqual([
      ['<b>Retornar</b> na segunda', 'admin@buffet.com'],
      ['Ligou pedindo cardápio', 'admin@buffet.com'],
    ])
    expect((await store.get(admin, ids['Carla Dias']!))?.last_note).toBe('<b>Retornar</b> na segunda')
    await expect(store.addNote(customer, ids['Carla Dias']!, 'intrusa')).rejects.toMatchObject({ code: '42501' })
    await expect(store.addNote(admin, 999_999, 'sem orçamento')).rejects.toMatchObject({ code: '23503' })
    expect(await store.listNotes(customer, ids['Carla Dias']!)).toEqual([])
  })

  it.each([
    ['status', { filters: { status: 'em_contato' } }, ['Bruno Costa']],
    ['party type (among several)', { filters: { partyType: 'festa-adulto' } }, ['Davi Rocha', 'Bruno Costa']],
    [
      'event date range',
      { filters: { eventFrom: '2099-07-01', eventTo: '2099-08-15' } },
      ['Carla Dias', 'Bruno Costa'],
    ],
    ['received day in São Paulo', { filters: { receivedFrom: '2026-11-01', receivedTo: '2026-11-01' } }, ['Ana Lima']],
    [
      'received from a day on',
      { filters: { receivedFrom: '2026-11-02' } },
      ['Davi Rocha', 'Carla Dias', 'Bruno Costa'],
    ],
    ['search across name, e-mail and neighbourhood', { search: 'pinheiros' }, ['Carla Dias', 'Ana Lima']],
    ['search and a filter together', { search: 'pinheiros', filters: { partyType: 'festa-junina' } }, ['Ana Lima']],
    ['a search with LIKE wildcards as text', { search: '%' }, []],
  ] as const)('filters by %s', async (_, options, expected) => {
    const page = await store.list(admin, { page: 1, pageSize: 10, ...options })
    expect({ names: names(page.rows), total: page.total }).toEqual({ names: expected, total: expected.length })
  })

  it('pages past the middle read from the other end in the same order', async () => {
    const all = names((await store.list(admin, { page: 1, pageSize: 10 })).rows)
    const pages = []
    for (let page = 1; page <= 4; page++) pages.push(...names((await store.list(admin, { page, pageSize: 1 })).rows))
    expect(pages).toEqual(all)
    expect(names((await store.list(admin, { page: 2, pageSize: 3 })).rows)).toEqual(all.slice(3))
    expect((await store.list(admin, { page: 9, pageSize: 3 })).rows).toEqual([])
  })

  it('reads the export in keyset batches that cover every row once', async () => {
    const seen: (string | null)[] = []
    let after: { createdAt: string; id: number } | undefined
    for (;;) {
      const batch = await store.batch(admin, { limit: 3, after })
      seen.push(...names(batch))
      const last = batch.at(-1)
      if (!last) break
      after = { createdAt: last.created_at, id: last.id }
    }
    expect(seen).toEqual(['Davi Rocha', 'Carla Dias', 'Bruno Costa', 'Ana Lima'])
    expect(names(await store.batch(admin, { limit: 10, filters: { status: 'novo' } }))).toEqual([
      'Davi Rocha',
      'Carla Dias',
      'Ana Lima',
    ])
  })

  it('records the new-quote e-mail against the submission that stored it', async () => {
    const submission = quote({ name: 'Eva Nunes' })
    await store.intake(submission, noLimits)
    const id = await store.recordNotification(submission.submission_id, 'pending')
    expect(id).toEqual(expect.any(Number))
    expect(await store.recordNotification(submission.submission_id, 'pending')).toBeNull()
    expect(await store.recordNotification(submission.submission_id, 'sent')).toBe(id)
    expect((await store.get(admin, id!))?.notification_status).toBe('sent')
  })
})
