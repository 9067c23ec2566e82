import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { quoteStore } from '@/lib/quotes/store'
import { recordingServer, type RecordedRequest, type Reply } from '../support/recording-server'

// The pipeline's PostgREST requests, answered by a local stand-in as PostgREST documents them.
let server: Awaited<ReturnType<typeof recordingServer>>
let nextReply: (request: RecordedRequest) => Reply = () => ({ status: 200, body: [] })

beforeAll(async () => {
  server = await recordingServer((request) => nextReply(request))
})
afterAll(() => server.close())

const store = () =>
  quoteStore(
    supabaseRpc(
      { url: server.url, anonKey: 'anon-key-for-tests' },
      { cronSecret: 'segredo-do-cron-com-32-letras-ou-mais' },
    ),
  )
const last = () => server.requests.at(-1)!
const admin: SignedInCaller = {
  role: 'authenticated',
  userId: 'u1',
  email: 'admin@buffet.com',
  accessToken: 'admin-jwt',
}

describe('the quote store through Supabase: the pipeline', () => {
  it('filters by status, party type, event dates and received days (São Paulo midnights) in the admin functions', async () => {
    nextReply = () => ({ status: 200, body: 0 })
    await store().list(admin, {
      page: 1,
      pageSize: 20,
      filters: {
        status: 'fechado',
        partyType: 'festa-junina',
        eventFrom: '2026-12-01',
        eventTo: '2026-12-31',
        receivedFrom: '2026-11-01',
        receivedTo: '2026-11-30',
      },
    })
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quotes_count' })
    expect(JSON.parse(last().body)).toEqual({
      p_status: 'fechado',
      p_party_type: '%festa-junina%',
      p_event_from: '2026-12-01',
      p_event_to: '2026-12-31',
      p_received_from: '2026-11-01T00:00:00-03:00',
      p_received_before: '2026-12-01T00:00:00-03:00',
    })
  })

  it('reads export batches after a keyset cursor without counting', async () => {
    nextReply = () => ({ status: 200, body: [{ id: 9 }] })
    expect(
      await store().batch(admin, { limit: 1000, after: { createdAt: '2026-11-02T12:00:00.5+00:00', id: 10 } }),
    ).toEqual([{ id: 9 }])
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quotes' })
    expect(JSON.parse(last().body)).toEqual({
      p_limit: 1000,
      p_after_created_at: '2026-11-02T12:00:00.5+00:00',
      p_after_id: 10,
    })
    expect(last().query.get('select')).toContain('status')
    expect(server.requests.filter(({ path }) => path.endsWith('/admin_quotes_count'))).toHaveLength(1)
  })

  it('changes the status through set_quote_status, as the administrator, with a lost quote’s reason; a refusal changes nothing', async () => {
    nextReply = () => ({ status: 200, body: true })
    expect(await store().setStatus(admin, 7, 'em_contato')).toBe(true)
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/set_quote_status' })
    expect(JSON.parse(last().body)).toEqual({
      p_id: 7,
      p_status: 'em_contato',
      p_lost_reason: null,
      p_lost_detail: null,
      p_value_cents: null,
      p_override_reason: null,
    })
    expect(last().headers.authorization).toBe('Bearer admin-jwt')
    expect(await store().setStatus(admin, 7, 'perdido', { reason: 'outro', detail: 'Mudou de cidade' })).toBe(true)
    expect(JSON.parse(last().body)).toEqual({
      p_id: 7,
      p_status: 'perdido',
      p_lost_reason: 'outro',
      p_lost_detail: 'Mudou de cidade',
      p_value_cents: null,
      p_override_reason: null,
    })
    expect(
      await store().setStatus(admin, 7, 'fechado', undefined, {
        valueCents: 500_000,
        overrideReason: 'Cliente antiga',
      }),
    ).toBe(true)
    expect(JSON.parse(last().body)).toEqual({
      p_id: 7,
      p_status: 'fechado',
      p_lost_reason: null,
      p_lost_detail: null,
      p_value_cents: 500_000,
      p_override_reason: 'Cliente antiga',
    })
    nextReply = () => ({ status: 200, body: false })
    expect(await store().setStatus(admin, 7, 'fechado')).toBe(false)
    nextReply = () => ({
      status: 403,
      body: { code: '42501', message: 'permission denied: only administrators read quotes' },
    })
    expect(await store().setStatus(admin, 7, 'fechado')).toBe(false)
  })

  it('adds a note with only the quote and the text (the database signs it) and lists notes newest first', async () => {
    nextReply = () => ({ status: 200, body: 3 })
    await store().addNote(admin, 7, '<b>ligar</b>')
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quote_note_add' })
    expect(JSON.parse(last().body)).toEqual({ p_orcamento_id: 7, p_body: '<b>ligar</b>' })
    expect(last().headers.authorization).toBe('Bearer admin-jwt')
    nextReply = () => ({
      status: 200,
      body: [{ id: 2, body: 'b', author_email: 'admin@buffet.com', created_at: '2026-11-25T10:00:00+00:00' }],
    })
    expect(await store().listNotes(admin, 7)).toHaveLength(1)
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quote_notes' })
    expect(JSON.parse(last().body)).toEqual({ p_orcamento_id: 7 })
    nextReply = () => ({
      status: 400,
      body: {
        code: '23503',
        message:
          'insert or update on table "orcamento_notas" violates foreign key constraint "orcamento_notas_orcamento_id_fkey"',
      },
    })
    await expect(store().addNote(admin, 7, 'x')).rejects.toThrow(/orcamento_notas_orcamento_id_fkey/)
  })

  it('reads one quote through admin_quote and admin_quote_event, null when it finds none, and counts by status through the admin count function', async () => {
    nextReply = () => ({ status: 200, body: [] })
    expect(await store().get(admin, 5)).toBeNull()
    // The quote's columns and what its page adds (address, value, who created it), side by side.
    const [first, second] = server.requests.slice(-2)
    expect([first!.path, second!.path].sort()).toEqual(['/rest/v1/rpc/admin_quote', '/rest/v1/rpc/admin_quote_event'])
    expect([JSON.parse(first!.body), JSON.parse(second!.body)]).toEqual([{ p_id: 5 }, { p_id: 5 }])
    nextReply = () => ({ status: 200, body: 42 })
    expect(await store().countByStatus(admin, 'novo')).toBe(42)
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/admin_quotes_count' })
    expect(JSON.parse(last().body)).toEqual({ p_status: 'novo' })
  })

  it('records the notification as the server: job_record_quote_notification with CRON_SECRET', async () => {
    nextReply = () => ({ status: 200, body: 12 })
    expect(await store().recordNotification('6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f', 'pending')).toBe(12)
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/job_record_quote_notification' })
    expect(JSON.parse(last().body)).toEqual({
      p_key: 'segredo-do-cron-com-32-letras-ou-mais',
      p_submission_id: '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
      p_outcome: 'pending',
    })
    expect(last().headers.authorization).toBe('Bearer anon-key-for-tests')
    nextReply = () => ({ status: 200, body: null })
    expect(await store().recordNotification('6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f', 'pending')).toBeNull()
  })
})
