import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { databaseCounter } from '@/lib/limits/database-counter'
import { createQuoteLimit } from '@/lib/limits/quote-limit'
import { createSignInThrottle } from '@/lib/limits/sign-in-throttle'
import { supabaseRpc } from '@/lib/limits/supabase-rpc'
import { anonymous } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'
import { embeddedRpc, postgrestStandIn } from '../support/postgrest-rpc'

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('limits counted in the database on $name', { timeout: 120_000 }, (engine) => {
  let db: TestDatabase

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
  }, 300_000)
  afterAll(() => engine.stop())
  beforeEach(() => db.asOwner((tx) => tx.exec('delete from public.rate_limits')))

  it('two instances (two limiter objects over one database) share one quote limit', async () => {
    const instances = [createQuoteLimit(databaseCounter(embeddedRpc(db))), createQuoteLimit(databaseCounter(embeddedRpc(db)))]
    const answers = []
    for (let n = 0; n < 12; n++) answers.push((await instances[n % 2]!.hit('203.0.113.9')).ok)
    expect(answers.filter(Boolean)).toHaveLength(8)
    expect(answers.slice(8)).toEqual([false, false, false, false])
  })

  it('two instances share the sign-in failures and the block', async () => {
    const [first, second] = [createSignInThrottle(databaseCounter(embeddedRpc(db)), { blockAfter: 4 }), createSignInThrottle(databaseCounter(embeddedRpc(db)), { blockAfter: 4 })]
    for (let failure = 0; failure < 4; failure++) await (failure % 2 ? first : second).recordFailure(['signin:email:a@b.co'])
    expect(await first.check(['signin:email:a@b.co'])).toMatchObject({ blocked: true })
    await second.reset(['signin:email:a@b.co'])
    expect(await first.check(['signin:email:a@b.co'])).toEqual({ blocked: false, delayMs: 0 })
  })

  it('counts concurrent hits without losing any', async () => {
    const counter = databaseCounter(embeddedRpc(db))
    await Promise.all(Array.from({ length: 20 }, () => counter.add('quote:site', 60_000)))
    expect((await counter.add('quote:site', 60_000, 0)).count).toBe(20)
  })

  it('starts a new window once the old one ended, and prunes windows older than a day', async () => {
    const counter = databaseCounter(embeddedRpc(db))
    await counter.add('quote:ip:203.0.113.9', 600_000)
    await db.asOwner((tx) =>
      tx.exec(`update public.rate_limits set window_start = now() - interval '11 minutes';
               insert into public.rate_limits (key, window_start, hits) values ('quote:ip:velho', now() - interval '2 days', 3)`),
    )
    expect(await counter.add('quote:ip:203.0.113.9', 600_000)).toEqual({ count: 1, resetInMs: 600_000 })
    const { rows } = await db.asOwner((tx) => tx.query<{ key: string }>('select key from public.rate_limits order by key'))
    expect(rows.map(({ key }) => key)).toEqual(['quote:ip:203.0.113.9'])
  })

  it('keeps the table out of the API roles: anon can only call the functions', async () => {
    await databaseCounter(embeddedRpc(db)).add('quote:site', 60_000)
    await expect(db.asCaller(anonymous, (tx) => tx.query('select * from public.rate_limits'))).rejects.toThrow(/permission denied/)
    await expect(db.asCaller(anonymous, (tx) => tx.query(`update public.rate_limits set hits = 0`))).rejects.toThrow(/permission denied/)
  })

  it.each([
    ['an empty key', { p_key: '', p_window_seconds: 60, p_cost: 1 }],
    ['a window over a day', { p_key: 'k', p_window_seconds: 86_401, p_cost: 1 }],
    ['a cost that would spend a whole limit at once', { p_key: 'k', p_window_seconds: 60, p_cost: 50 }],
  ])('refuses %s', async (_name, args) => {
    await expect(embeddedRpc(db)('rate_limit_hit', args)).rejects.toThrow(/rate_limit_hit: .* inválid/)
  })

  it('calls /rest/v1/rpc/rate_limit_hit with the anon key, and two instances share one limit', async () => {
    const server = await postgrestStandIn(db)
    try {
      const instances = [0, 1].map(() => createQuoteLimit(databaseCounter(supabaseRpc({ url: server.url, anonKey: 'anon-key-for-tests' }))))
      const answers = []
      for (let n = 0; n < 10; n++) answers.push((await instances[n % 2]!.hit('203.0.113.20')).ok)
      expect(answers).toEqual([true, true, true, true, true, true, true, true, false, false])
      const first = server.requests[0]!
      expect(first).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/rate_limit_hit' })
      expect(first.headers.apikey).toBe('anon-key-for-tests')
      expect(JSON.parse(first.body)).toEqual({ p_key: 'quote:ip:203.0.113.20', p_window_seconds: 600, p_cost: 1 })
    } finally {
      await server.close()
    }
  })
})
