import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseQuoteStore } from '@/lib/quotes/adapters/supabase'
import { newQuote } from '../support/quote'
import { recordingServer, type RecordedRequest, type Reply } from '../support/recording-server'

const ANON_KEY = 'anon-key-for-tests'
let server: Awaited<ReturnType<typeof recordingServer>>
let nextReply: (request: RecordedRequest) => Reply = () => ({ status: 200, body: [] })

beforeAll(async () => {
  server = await recordingServer((request) => nextReply(request))
})
afterAll(() => server.close())

const store = () => supabaseQuoteStore({ url: server.url, anonKey: ANON_KEY })
const last = () => server.requests.at(-1)!

const quote = newQuote({ message: 'Festa', submission_id: '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f' })

describe('Supabase quote store (PostgREST requests)', () => {
  it('probes with a HEAD count on Orcamentos as anon, limit 1', async () => {
    nextReply = () => ({ status: 200, headers: { 'content-range': '*/0' } })
    expect(await store().probe()).toBe(true)
    expect(last()).toMatchObject({ method: 'HEAD', path: '/rest/v1/Orcamentos' })
    expect(last().query.get('limit')).toBe('1')
    expect(last().headers.prefer).toContain('count=exact')
    expect(last().headers.apikey).toBe(ANON_KEY)
  })

  it('reports not connected when PostgREST answers with an error', async () => {
    nextReply = () => ({ status: 500, body: { message: 'connection to the database failed' } })
    expect(await store().probe()).toBe(false)
  })

  it('inserts one row without asking for it back (anon may not read it)', async () => {
    nextReply = () => ({ status: 201 })
    await store().insert(quote)
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/Orcamentos' })
    expect(JSON.parse(last().body)).toEqual(quote)
    expect(last().headers.prefer ?? '').not.toContain('return=representation')
    expect(last().headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  })

  it('treats a repeated submission id (unique violation) as already stored', async () => {
    nextReply = () => ({ status: 409, body: { code: '23505', message: 'duplicate key value violates unique constraint "orcamentos_submission_id_key"' } })
    await expect(store().insert(quote)).resolves.toBeUndefined()
  })

  it('fails loudly on any other refusal', async () => {
    nextReply = () => ({ status: 400, body: { code: '23514', message: 'new row violates check constraint "orcamentos_guests_check"' } })
    await expect(store().insert(quote)).rejects.toThrow(/orcamentos_guests_check/)
  })

  it('lists as the signed-in user through the admin functions: the count, then the page, with the search escaped for LIKE', async () => {
    // Asked for page 2 of 21 rows, 10 a page: a page before the middle, read newest first.
    nextReply = (request) => (request.path.endsWith('/admin_quotes_count') ? { status: 200, body: 21 } : { status: 200, body: [{ id: 2, name: 'Ana' }] })
    const page = await store().list({ role: 'authenticated', userId: 'u1', email: 'admin@buffet.com', accessToken: 'user-jwt' }, { page: 2, pageSize: 10, search: 'moema, 100%_' })
    expect(page).toEqual({ rows: [{ id: 2, name: 'Ana' }], total: 21 })
    const [count, rows] = server.requests.slice(-2)
    expect(count).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quotes_count' })
    expect(JSON.parse(count!.body)).toEqual({ p_search: '%moema, 100\\%\\_%' })
    expect(rows).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quotes' })
    expect(JSON.parse(rows!.body)).toEqual({ p_search: '%moema, 100\\%\\_%', p_limit: 10, p_offset: 10, p_oldest_first: false })
    expect(rows!.query.get('select')).toContain('last_note')
    expect(rows!.headers.authorization).toBe('Bearer user-jwt')
  })

  it('reads a page past the middle from the oldest end and gives its rows back newest first', async () => {
    nextReply = (request) => (request.path.endsWith('/admin_quotes_count') ? { status: 200, body: 21 } : { status: 200, body: [{ id: 1 }] })
    const page = await store().list({ role: 'authenticated', userId: 'u1', email: 'admin@buffet.com', accessToken: 'user-jwt' }, { page: 3, pageSize: 10 })
    expect(page).toEqual({ rows: [{ id: 1 }], total: 21 })
    expect(JSON.parse(last().body)).toEqual({ p_limit: 1, p_offset: 0, p_oldest_first: true })
  })
})
