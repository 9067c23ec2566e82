import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { quoteStore } from '@/lib/quotes/store'
import { newQuote, noLimits } from '../support/quote'
import { recordingServer, type RecordedRequest, type Reply } from '../support/recording-server'

const ANON_KEY = 'anon-key-for-tests'
let server: Awaited<ReturnType<typeof recordingServer>>
let nextReply: (request: RecordedRequest) => Reply = () => ({ status: 200, body: [] })

beforeAll(async () => {
  server = await recordingServer((request) => nextReply(request))
})
afterAll(() => server.close())

const CRON_SECRET = 'segredo-do-cron-com-mais-de-16-letras'
const store = () => quoteStore(supabaseRpc({ url: server.url, anonKey: ANON_KEY }, { cronSecret: CRON_SECRET }))
const last = () => server.requests.at(-1)!

const quote = newQuote({ message: 'Festa', submission_id: '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f' })

describe('the quote store through Supabase (PostgREST requests)', () => {
  it('probes as the server stores a quote: job_quote_probe with CRON_SECRET, the anon key as the only key', async () => {
    nextReply = () => ({ status: 200, body: true })
    expect(await store().probe()).toBe(true)
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/job_quote_probe' })
    expect(JSON.parse(last().body)).toEqual({ p_key: CRON_SECRET })
    expect(last().headers.apikey).toBe(ANON_KEY)
    expect(last().headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  })

  it('reports not connected when the server has no CRON_SECRET to store quotes with', async () => {
    const before = server.requests.length
    expect(await quoteStore(supabaseRpc({ url: server.url, anonKey: ANON_KEY })).probe()).toBe(false)
    expect(server.requests.length).toBe(before)
  })

  it('reports not connected when PostgREST answers with an error', async () => {
    nextReply = () => ({ status: 500, body: { message: 'connection to the database failed' } })
    expect(await store().probe()).toBe(false)
  })

  it('stores the quote through job_quote_intake with CRON_SECRET, the fields as one object and the limits beside them', async () => {
    nextReply = () => ({ status: 200, body: { outcome: 'stored', suspect: false } })
    expect(
      await store().intake(quote, { ...noLimits, client: 'cliente:abc', proof: 'f'.repeat(64), canProve: true }),
    ).toEqual({ outcome: 'stored', suspect: false })
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/job_quote_intake' })
    expect(JSON.parse(last().body)).toEqual({
      p_key: CRON_SECRET,
      p_quote: {
        submission_id: quote.submission_id,
        name: quote.name,
        email: quote.email,
        phone: quote.phone,
        whatsapp: quote.whatsapp,
        neighborhood: quote.neighborhood,
        party_type: quote.party_type,
        guests: quote.guests,
        date: quote.date,
        event_time: quote.event_time,
        message: 'Festa',
        lead_source: null,
      },
      p_client: 'cliente:abc',
      p_per_client: noLimits.perClient,
      p_site_per_minute: noLimits.sitePerMinute,
      p_proof: 'f'.repeat(64),
      p_can_prove: true,
    })
    expect(last().headers.prefer ?? '').not.toContain('return=representation')
    expect(last().headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  })

  it('passes on what the function decided: a refusal with the wait, or a proof to ask for', async () => {
    nextReply = () => ({ status: 200, body: { outcome: 'refused', retryInMs: 120_000 } })
    expect(await store().intake(quote, noLimits)).toEqual({ outcome: 'refused', retryInMs: 120_000 })
    nextReply = () => ({ status: 200, body: { outcome: 'proof' } })
    expect(await store().intake(quote, noLimits)).toEqual({ outcome: 'proof' })
  })

  it('when the database refuses the server’s key, stores the quote through quote_intake_unkeyed as anon, and the probe answers connected', async () => {
    const refused = {
      status: 403,
      body: { code: '42501', message: 'chave das tarefas diárias inválida ou não registrada' },
    }
    nextReply = (request) =>
      request.path.endsWith('/job_quote_intake')
        ? refused
        : { status: 200, body: { outcome: 'stored', suspect: true, summary: false } }
    expect(await store().intake(quote, { ...noLimits, client: 'cliente:abc' })).toEqual({
      outcome: 'stored',
      suspect: true,
      summary: false,
    })
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/quote_intake_unkeyed' })
    expect(Object.keys(JSON.parse(last().body))).toEqual(['p_quote'])
    expect(last().headers.authorization).toBe(`Bearer ${ANON_KEY}`)
    nextReply = () => refused
    expect(await store().probe()).toBe(true)
  })

  it('fails loudly on any other refusal', async () => {
    nextReply = () => ({
      status: 400,
      body: {
        code: '23514',
        message: 'new row for relation "Orcamentos" violates check constraint "orcamentos_guests_check"',
      },
    })
    await expect(store().intake(quote, noLimits)).rejects.toMatchObject({
      code: '23514',
      message: expect.stringMatching(/orcamentos_guests_check/),
    })
  })

  it('lists as the signed-in user through the admin functions: the count, then the page, with the search escaped for LIKE', async () => {
    // Asked for page 2 of 21 rows, 10 a page: a page before the middle, read newest first.
    nextReply = (request) =>
      request.path.endsWith('/admin_quotes_count')
        ? { status: 200, body: 21 }
        : { status: 200, body: [{ id: 2, name: 'Ana' }] }
    const page = await store().list(
      { role: 'authenticated', userId: 'u1', email: 'admin@buffet.com', accessToken: 'user-jwt' },
      { page: 2, pageSize: 10, search: 'moema, 100%_' },
    )
    expect(page).toEqual({ rows: [{ id: 2, name: 'Ana' }], total: 21 })
    const [count, rows] = server.requests.slice(-2)
    expect(count).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quotes_count' })
    expect(JSON.parse(count!.body)).toEqual({ p_search: '%moema, 100\\%\\_%' })
    expect(rows).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quotes' })
    expect(JSON.parse(rows!.body)).toEqual({
      p_search: '%moema, 100\\%\\_%',
      p_limit: 10,
      p_offset: 10,
      p_oldest_first: false,
    })
    expect(rows!.query.get('select')).toContain('last_note')
    expect(rows!.headers.authorization).toBe('Bearer user-jwt')
  })

  it('reads a page past the middle from the oldest end and gives its rows back newest first', async () => {
    nextReply = (request) =>
      request.path.endsWith('/admin_quotes_count') ? { status: 200, body: 21 } : { status: 200, body: [{ id: 1 }] }
    const page = await store().list(
      { role: 'authenticated', userId: 'u1', email: 'admin@buffet.com', accessToken: 'user-jwt' },
      { page: 3, pageSize: 10 },
    )
    expect(page).toEqual({ rows: [{ id: 1 }], total: 21 })
    expect(JSON.parse(last().body)).toEqual({ p_limit: 1, p_offset: 0, p_oldest_first: true })
  })
})
