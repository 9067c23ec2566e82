import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { proposalStore } from '@/lib/proposals/store'
import { createUser } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'
import { postgrestRpcStandIn } from '../support/postgrest-rpc'
import { sentProposal, storedQuote, clientContract } from '../support/proposal'

// The proposal store's visitor calls through the Supabase transport: PostgREST's rpc (a local
// stand-in) onto the real migration functions, the same SQL the embedded transport calls.
describe.each(engines())('the proposal store through Supabase over $name', { timeout: 120_000 }, (engine) => {
  let db: TestDatabase
  let server: Awaited<ReturnType<typeof postgrestRpcStandIn>>

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    server = await postgrestRpcStandIn(db)
  }, 300_000)
  afterAll(async () => {
    await server.close()
    await engine.stop()
  })

  const store = () => proposalStore(supabaseRpc({ url: server.url, anonKey: 'anon-key-for-tests' }))
  const evidence = { clientAddress: '198.51.100.4', userAgent: 'Teste' }

  it('opens a link, accepts it once and reports the second answer, with the anon key on /rest/v1/rpc', async () => {
    const admin = await createUser(db, `admin-${Date.now()}@exemplo.com`, { admin: true })
    const { token, content } = await sentProposal(db, admin, await storedQuote(db))
    expect(await store().view(token)).toMatchObject({ number: 1, state: 'open', content })
    expect(await store().view('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull()
    expect(await store().accept(token, clientContract('Maria Souza'), evidence)).toMatchObject({ outcome: 'accepted' })
    expect(await store().accept(token, clientContract('Maria Souza'), evidence)).toEqual({
      outcome: 'already_accepted',
    })
    expect(await store().refuse(token, null, evidence)).toEqual({ outcome: 'already_accepted' })
    expect(
      server.requests
        .filter(({ path }) => path.startsWith('/rest/v1/rpc/proposal_'))
        .map(({ path, headers }) => [path, headers.apikey]),
    ).toEqual([
      ['/rest/v1/rpc/proposal_view', 'anon-key-for-tests'],
      ['/rest/v1/rpc/proposal_view', 'anon-key-for-tests'],
      ['/rest/v1/rpc/proposal_accept', 'anon-key-for-tests'],
      ['/rest/v1/rpc/proposal_accept', 'anon-key-for-tests'],
      ['/rest/v1/rpc/proposal_refuse', 'anon-key-for-tests'],
    ])
  })

  it('a refusal with its reason, then the link says so', async () => {
    const admin = await createUser(db, `admin2-${Date.now()}@exemplo.com`, { admin: true })
    const { token } = await sentProposal(db, admin, await storedQuote(db))
    expect(await store().refuse(token, 'Fechamos com outro buffet', evidence)).toMatchObject({ outcome: 'refused' })
    expect((await store().view(token))?.state).toBe('refused')
  })
})
