import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { createQuoteLimit } from '@/lib/limits/quote-limit'
import { signInGate } from '@/lib/limits/sign-in-throttle'
import { limitStore } from '@/lib/limits/store'
import { anonymous, createUser, errorOf } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'
import { postgrestRpcStandIn } from '../support/postgrest-rpc'

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('limits counted in the database on $name', { timeout: 120_000 }, (engine) => {
  let db: TestDatabase
  const store = () => limitStore(embeddedRpc(async () => db))

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
  }, 300_000)
  afterAll(() => engine.stop())
  beforeEach(() => db.asOwner((tx) => tx.exec('delete from public.rate_limits')))

  it('two instances (two limiters over one database) share one client allowance', async () => {
    const instances = [createQuoteLimit(store()), createQuoteLimit(store())]
    const answers = []
    for (let n = 0; n < 12; n++) answers.push((await instances[n % 2]!.hit({ key: 'ip:203.0.113.9', address: '203.0.113.9' })).ok)
    expect(answers).toEqual([...Array(8).fill(true), false, false, false, false])
  })

  it('counts 40 sign-in attempts sent at once, each seeing its own total: the pair lets 8 through', async () => {
    const totals = await Promise.all(Array.from({ length: 40 }, () => store().signInAttempt('Dona@Buffet.com', 'cliente:x', null)))
    expect(totals.map(({ pair }) => pair.total).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1))
    expect(totals.filter((counts) => !signInGate(counts).blocked)).toHaveLength(8)
    // Another client on the same e-mail is not locked, only slowed down.
    const owner = await store().signInAttempt('dona@buffet.com', 'cliente:dona', null)
    expect(owner.pair.total).toBe(1)
    expect(owner.email).toBe(41)
    expect(signInGate(owner)).toMatchObject({ blocked: false })
  })

  it('forgets the pair and the e-mail only for the user who signed in, from their own JWT', async () => {
    const owner = await createUser(db, `dona${engine.name}@buffet.com`)
    for (let n = 0; n < 5; n++) await store().signInAttempt(owner.email, 'cliente:dona', '203.0.113.9')
    await store().signInSucceeded(owner, 'cliente:dona')
    const next = await store().signInAttempt(owner.email, 'cliente:dona', '203.0.113.9')
    expect({ pair: next.pair.total, email: next.email, address: next.address?.total }).toEqual({ pair: 1, email: 1, address: 6 })
    expect((await errorOf(() => db.asCaller(anonymous, (tx) => tx.query(`select public.sign_in_succeeded('cliente:dona')`)))).message).toBe('permission denied for function sign_in_succeeded')
  })

  it('reports an e-mail under attack once per window, with the recipients the administrator set', async () => {
    const owner = await createUser(db, `alvo${engine.name}@buffet.com`)
    await db.asOwner((tx) => tx.exec(`update public.admin_settings set notify_recipients = '{avisos@buffet.com}'`))
    for (let n = 0; n < 19; n++) await store().signInAttempt(owner.email, 'cliente:robo', null)
    expect(await store().reportAttack(owner.email, 20)).toBeNull()
    await store().signInAttempt(owner.email, 'cliente:robo', null)
    const reports = await Promise.all(Array.from({ length: 5 }, () => store().reportAttack(owner.email, 20)))
    expect(reports.filter(Boolean)).toEqual([['avisos@buffet.com']])
    // The banner of "Sessões" reads it back, for an administrator.
    const admin = await createUser(db, `admin${engine.name}@buffet.com`, { admin: true })
    const { rows } = await db.asCaller(admin, (tx) => tx.query<{ email: string }>('select email from public.admin_sign_in_alerts()'))
    expect(rows.map(({ email }) => email)).toEqual([owner.email])
    // An address with no account behind it is never reported: the alert tells nobody which e-mails exist.
    for (let n = 0; n < 20; n++) await store().signInAttempt('ninguem@buffet.com', 'cliente:robo', null)
    expect(await store().reportAttack('ninguem@buffet.com', 20)).toBeNull()
  })

  it('keeps the counters out of the API roles: no table access, and the raw functions are internal', async () => {
    await store().count('quote_site', 'conhecidos')
    await expect(db.asCaller(anonymous, (tx) => tx.query('select * from public.rate_limits'))).rejects.toThrow(/permission denied/)
    for (const call of [`select public.rate_limit_hit('quote_site:conhecidos', 60, 0)`, `select public.rate_limit_clear('quote_site:conhecidos')`]) {
      expect((await errorOf(() => db.asCaller(anonymous, (tx) => tx.query(call)))).message).toMatch(/^permission denied for function rate_limit_(hit|clear)$/)
    }
  })

  it.each([
    ['a scope of its own making', `select * from public.limit_count('qualquer', 'x')`, 'limit_count: escopo inválido'],
    ['a sign-in key one at a time', `select * from public.limit_count('signin_email', 'dona@buffet.com')`, 'limit_count: escopo inválido'],
    ['an empty subject', `select * from public.limit_count('quote_site', '')`, 'limit_count: assunto inválido'],
  ])('refuses %s', async (_name, sql, message) => {
    expect((await errorOf(() => db.asCaller(anonymous, (tx) => tx.query(sql)))).message).toBe(message)
  })

  it('starts a new window once the old one ended, and prunes windows older than a day', async () => {
    await store().count('quote_client', 'ip:203.0.113.9')
    await db.asOwner((tx) =>
      tx.exec(`update public.rate_limits set window_start = now() - interval '11 minutes';
               insert into public.rate_limits (key, window_start, hits) values ('quote_client:velho', now() - interval '2 days', 3)`),
    )
    expect(await store().count('quote_client', 'ip:203.0.113.9')).toEqual({ total: 1, resetInMs: 600_000 })
    const { rows } = await db.asOwner((tx) => tx.query<{ key: string }>('select key from public.rate_limits order by key'))
    expect(rows.map(({ key }) => key)).toEqual(['quote_client:ip:203.0.113.9'])
  })

  it('calls /rest/v1/rpc/limit_count with the anon key, and two instances share one limit', async () => {
    const server = await postgrestRpcStandIn(db)
    try {
      const instances = [0, 1].map(() => createQuoteLimit(limitStore(supabaseRpc({ url: server.url, anonKey: 'anon-key-for-tests' }))))
      const answers = []
      for (let n = 0; n < 10; n++) answers.push((await instances[n % 2]!.hit({ key: 'ip:203.0.113.20', address: '203.0.113.20' })).ok)
      expect(answers).toEqual([true, true, true, true, true, true, true, true, false, false])
      const first = server.requests[0]!
      expect(first).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/limit_count' })
      expect(first.headers.apikey).toBe('anon-key-for-tests')
      expect(JSON.parse(first.body)).toEqual({ p_scope: 'quote_client', p_subject: 'ip:203.0.113.20' })
    } finally {
      await server.close()
    }
  })
})
