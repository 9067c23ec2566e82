import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { quoteStore } from '@/lib/quotes/store'
import { newQuote } from '../support/quote'
import { recordingServer, type RecordedRequest, type Reply } from '../support/recording-server'

const ANON_KEY = 'anon-key-for-tests'
let server: Awaited<ReturnType<typeof recordingServer>>
let nextReply: (request: RecordedRequest) => Reply = () => ({ status: 200, body: [] })

beforeAll(async () => {
  server = await recordingServer((request) => nextReply(request))
})
afterAll(() => server.close())

const store = () => quoteStore(supabaseRpc({ url: server.url, anonKey: ANON_KEY }))
const last = () => server.requests.at(-1)!

const quote = newQuote({ message: 'Festa', submission_id: '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f' })

describe('the quote store through Supabase (PostgREST requests)', () => {
  it('probes with quote_probe as anon', async () => {
    nextReply = () => ({ status: 200, body: true })
    expect(await store().probe()).toBe(true)
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/quote_probe' })
    expect(last().headers.apikey).toBe(ANON_KEY)
    expect(last().headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  })

  it('reports not connected when PostgREST answers with an error', async () => {
    nextReply = () => ({ status: 500, body: { message: 'connection to the database failed' } })
    expect(await store().probe()).toBe(false)
  })

  it('stores the quote through quote_submit as anon, every field a named argument, asking nothing back', async () => {
    nextReply = () => ({ status: 200, body: true })
    await store().insert(quote)
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/quote_submit' })
    expect(JSON.parse(last().body)).toEqual({
      p_submission_id: quote.submission_id,
      p_name: quote.name,
      p_email: quote.email,
      p_phone: quote.phone,
      p_whatsapp: quote.whatsapp,
      p_neighborhood: quote.neighborhood,
      p_party_type: quote.party_type,
      p_guests: quote.guests,
      p_date: quote.date,
      p_event_time: quote.event_time,
      p_message: 'Festa',
      p_lead_source: null,
      p_suspect: false,
    })
    expect(last().headers.prefer ?? '').not.toContain('return=representation')
    expect(last().headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  })

  it('treats a repeated submission id (the function stores nothing) as already stored', async () => {
    nextReply = () => ({ status: 200, body: false })
    await expect(store().insert(quote)).resolves.toBeUndefined()
  })

  it('fails loudly on any other refusal', async () => {
    nextReply = () => ({ status: 400, body: { code: '23514', message: 'new row for relation "Orcamentos" violates check constraint "orcamentos_guests_check"' } })
    await expect(store().insert(quote)).rejects.toMatchObject({ code: '23514', message: expect.stringMatching(/orcamentos_guests_check/) })
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
