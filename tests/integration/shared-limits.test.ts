import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server } from '@/lib/db/caller'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { signInGate } from '@/lib/limits/sign-in-throttle'
import { limitStore } from '@/lib/limits/store'
import type { IntakeLimits } from '@/lib/quotes/contract'
import { quoteStore } from '@/lib/quotes/store'
import { anonymous, createUser, errorOf } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'
import { postgrestRpcStandIn } from '../support/postgrest-rpc'
import { newQuote } from '../support/quote'

const limits = (overrides: Partial<IntakeLimits> = {}): IntakeLimits => ({
  client: 'ip:203.0.113.9',
  perClient: 8,
  sitePerMinute: 30,
  proof: null,
  canProve: true,
  ...overrides,
})

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('limits counted in the database on $name', { timeout: 120_000 }, (engine) => {
  let db: TestDatabase
  const rpc = () => embeddedRpc(async () => db)
  const store = () => limitStore(rpc())
  const stored = async (submission: string) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ suspect: boolean; status: string }>(
          'select suspect, status from public."Orcamentos" where submission_id = $1',
          [submission],
        ),
      )
    ).rows

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
  }, 300_000)
  afterAll(() => engine.stop())
  beforeEach(() => db.asOwner((tx) => tx.exec('delete from public.rate_limits')))

  it('two instances (two servers over one database) share one client allowance: the 9th quote is refused, with the wait', async () => {
    const instances = [quoteStore(rpc()), quoteStore(rpc())]
    const answers = []
    for (let n = 0; n < 10; n++) answers.push(await instances[n % 2]!.intake(newQuote(), limits()))
    expect(answers.map(({ outcome }) => outcome)).toEqual([...Array(8).fill('stored'), 'refused', 'refused'])
    expect(answers[9]).toEqual({ outcome: 'refused', retryInMs: expect.any(Number) })
  })

  it('holds 40 quotes sent at once by one client to its 8, each counted before it is stored', async () => {
    const quotes = Array.from({ length: 40 }, () => newQuote())
    const connections = await Promise.all(quotes.map(() => db.connect()))
    const answers = await Promise.all(
      quotes.map((quote, n) =>
        quoteStore(embeddedRpc(async () => connections[n]!)).intake(quote, limits({ client: 'cliente:rajada' })),
      ),
    )
    expect(answers.filter(({ outcome }) => outcome === 'stored')).toHaveLength(8)
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ n: number }>(
        'select count(*)::int as n from public."Orcamentos" where submission_id = any($1::uuid[])',
        [quotes.map(({ submission_id }) => submission_id)],
      ),
    )
    expect(rows[0]!.n).toBe(8)
  })

  it('past the site-wide ceiling asks a form that runs scripts for a proof of work, storing nothing; without scripts the quote is kept for review', async () => {
    const ceiling = limits({ client: null, sitePerMinute: 2 })
    for (let n = 0; n < 2; n++)
      expect(await quoteStore(rpc()).intake(newQuote(), ceiling)).toEqual({
        outcome: 'stored',
        suspect: false,
        summary: false,
      })
    const asked = newQuote()
    expect(await quoteStore(rpc()).intake(asked, ceiling)).toEqual({ outcome: 'proof', siteTotal: 3 })
    expect(await stored(asked.submission_id)).toEqual([])
    const scriptless = newQuote()
    expect(await quoteStore(rpc()).intake(scriptless, { ...ceiling, canProve: false })).toEqual({
      outcome: 'stored',
      suspect: true,
      summary: true,
    })
    expect(await stored(scriptless.submission_id)).toEqual([{ suspect: true, status: 'suspeito' }])
  })

  it('lets a known client’s first quote with a proof through past the ceiling, notified as any other, and spends each proof once', async () => {
    const ceiling = limits({ client: 'cliente:visitante-com-prova', sitePerMinute: 1 })
    await quoteStore(rpc()).intake(newQuote(), { ...ceiling, client: 'cliente:primeiro' })
    const proven = newQuote()
    expect(await quoteStore(rpc()).intake(proven, { ...ceiling, proof: 'a'.repeat(64) })).toEqual({
      outcome: 'stored',
      suspect: false,
      summary: false,
    })
    expect(await stored(proven.submission_id)).toEqual([{ suspect: false, status: 'novo' }])
    expect(await quoteStore(rpc()).intake(newQuote(), { ...ceiling, proof: 'a'.repeat(64) })).toEqual({
      outcome: 'proof',
      siteTotal: 3,
    })
  })

  it('during a flood holds proven quotes for review, but a known client’s first: the one from nobody known and a client’s second wait as suspect, and only the first held claims the summary e-mail', async () => {
    const flood = limits({ sitePerMinute: 1 })
    // Known and unknown clients each fill their own ceiling of one a minute.
    for (const client of ['cliente:antes', null]) await quoteStore(rpc()).intake(newQuote(), { ...flood, client })
    const proof = () => crypto.randomUUID().replaceAll('-', '')
    const answers = []
    for (let n = 0; n < 3; n++)
      answers.push(await quoteStore(rpc()).intake(newQuote(), { ...flood, client: null, proof: proof() }))
    answers.push(await quoteStore(rpc()).intake(newQuote(), { ...flood, client: 'ip:198.51.100.7', proof: proof() }))
    answers.push(await quoteStore(rpc()).intake(newQuote(), { ...flood, client: 'ip:198.51.100.7', proof: proof() }))
    expect(answers).toEqual([
      { outcome: 'stored', suspect: true, summary: true },
      { outcome: 'stored', suspect: true, summary: false },
      { outcome: 'stored', suspect: true, summary: false },
      { outcome: 'stored', suspect: false, summary: false },
      { outcome: 'stored', suspect: true, summary: false },
    ])
  })

  it('counts every quote with no known client against one unknown network: sending no id never resets the allowance', async () => {
    const answers = []
    for (let n = 0; n < 10; n++)
      answers.push((await quoteStore(rpc()).intake(newQuote(), limits({ client: null }))).outcome)
    expect(answers).toEqual([...Array(8).fill('stored'), 'refused', 'refused'])
  })

  it('counts known and unknown clients apart against the ceiling: a flood with no signed id never asks the known visitor for anything', async () => {
    for (let n = 0; n < 5; n++) await quoteStore(rpc()).intake(newQuote(), limits({ client: null, sitePerMinute: 3 }))
    expect(
      await quoteStore(rpc()).intake(newQuote(), limits({ client: 'cliente:visitante', sitePerMinute: 3 })),
    ).toEqual({ outcome: 'stored', suspect: false, summary: false })
  })

  it('answers a repeated submission as the first time, counting nothing again', async () => {
    const quote = newQuote()
    const first = await quoteStore(rpc()).intake(quote, limits({ client: 'cliente:clique-duplo', perClient: 1 }))
    expect(await quoteStore(rpc()).intake(quote, limits({ client: 'cliente:clique-duplo', perClient: 1 }))).toEqual(
      first,
    )
    expect(
      await quoteStore(rpc()).intake(newQuote(), limits({ client: 'cliente:clique-duplo', perClient: 1 })),
    ).toMatchObject({ outcome: 'refused' })
  })

  it('counts 40 sign-in attempts sent at once, each seeing its own total: the pair lets 8 through', async () => {
    const totals = await Promise.all(
      Array.from({ length: 40 }, () => store().signInAttempt('Dona@Buffet.com', 'cliente:x', null)),
    )
    expect(totals.map(({ pair }) => pair.total).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, n) => n + 1),
    )
    expect(totals.filter((counts) => !signInGate(counts).blocked)).toHaveLength(8)
  })

  it('counts 40 sign-in attempts on one e-mail sent at once, each from a fresh browser id, on the account: 10 pass; the browser the owner signed in from still does', async () => {
    const owner = await createUser(db, `dona-atacada${engine.name}@buffet.com`)
    await store().signInSucceeded(owner, 'cliente:da-dona')
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () =>
        store().signInAttempt(owner.email.toUpperCase(), `cliente:${crypto.randomUUID()}`, null),
      ),
    )
    expect(attempts.map(({ email }) => email).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, n) => n + 1),
    )
    expect(attempts.filter((counts) => !signInGate(counts).blocked)).toHaveLength(10)
    const own = await store().signInAttempt(owner.email, 'cliente:da-dona', '203.0.113.9')
    expect(own).toMatchObject({ pair: { total: 1 }, email: 0, address: { total: 0 } })
    expect(signInGate(own)).toEqual({ blocked: false, delayMs: 0 })
    const stranger = await store().signInAttempt(owner.email, `cliente:${crypto.randomUUID()}`, null)
    expect(signInGate(stranger)).toMatchObject({ blocked: true })
  })

  it('forgets the pair and the e-mail only for the user who signed in, from their own JWT', async () => {
    const owner = await createUser(db, `dona${engine.name}@buffet.com`)
    for (let n = 0; n < 5; n++) await store().signInAttempt(owner.email, 'cliente:dona', '203.0.113.9')
    await store().signInSucceeded(owner, 'cliente:dona')
    const next = await store().signInAttempt(owner.email, 'cliente:dona', '203.0.113.9')
    // The account's and the address's counts stay, but they never hold back a browser it signed in from.
    expect({ pair: next.pair.total, email: next.email, address: next.address?.total }).toEqual({
      pair: 1,
      email: 0,
      address: 0,
    })
    // Her successful attempt is no failure: 5 attempts, one of them hers, then 2 more.
    const elsewhere = await store().signInAttempt(owner.email, 'cliente:outro', '203.0.113.9')
    expect({ email: elsewhere.email, address: elsewhere.address?.total }).toEqual({ email: 6, address: 7 })
    expect(
      (await errorOf(() => db.asCaller(anonymous, (tx) => tx.query(`select public.sign_in_succeeded('cliente:dona')`))))
        .message,
    ).toBe('permission denied for function sign_in_succeeded')
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
    const { rows } = await db.asCaller(admin, (tx) =>
      tx.query<{ email: string }>('select email from public.admin_sign_in_alerts()'),
    )
    expect(rows.map(({ email }) => email)).toEqual([owner.email])
    // An address with no account behind it is never reported: the alert tells nobody which e-mails exist.
    for (let n = 0; n < 20; n++) await store().signInAttempt('ninguem@buffet.com', 'cliente:robo', null)
    expect(await store().reportAttack('ninguem@buffet.com', 20)).toBeNull()
  })

  it('keeps the counters the server’s: no table access, and neither the raw nor the narrow functions for the API roles', async () => {
    await store().count('webhook_delivery', 'entrega-1')
    const user = await createUser(db, `curioso${engine.name}@buffet.com`)
    for (const caller of [anonymous, user]) {
      await expect(db.asCaller(caller, (tx) => tx.query('select * from public.rate_limits'))).rejects.toThrow(
        /permission denied/,
      )
      for (const [fn, call] of [
        ['rate_limit_hit', `select public.rate_limit_hit('quote_site:conhecidos', 60, 0)`],
        ['rate_limit_clear', `select public.rate_limit_clear('quote_site:conhecidos')`],
        ['limit_count', `select * from public.limit_count('quote_site', 'conhecidos')`],
        ['sign_in_attempt', `select * from public.sign_in_attempt('dona@buffet.com', 'cliente:x', null)`],
        ['sign_in_attack_report', `select public.sign_in_attack_report('dona@buffet.com', 20)`],
        ['quote_intake', `select public.quote_intake('{}'::jsonb, null, 8, 30)`],
      ]) {
        expect((await errorOf(() => db.asCaller(caller, (tx) => tx.query(call!)))).message).toBe(
          `permission denied for function ${fn}`,
        )
      }
    }
  })

  it.each([
    ['a scope of its own making', `select * from public.limit_count('qualquer', 'x')`, 'limit_count: escopo inválido'],
    [
      'a sign-in key one at a time',
      `select * from public.limit_count('signin_email', 'dona@buffet.com')`,
      'limit_count: escopo inválido',
    ],
    ['an empty subject', `select * from public.limit_count('quote_site', '')`, 'limit_count: assunto inválido'],
  ])('refuses the server %s', async (_name, sql, message) => {
    expect((await errorOf(() => db.asCaller(server, (tx) => tx.query(sql)))).message).toBe(message)
  })

  it('starts a new window once the old one ended, and prunes windows older than a day', async () => {
    await store().count('webhook_delivery', 'entrega-2')
    await db.asOwner((tx) =>
      tx.exec(`update public.rate_limits set window_start = now() - interval '11 minutes';
               insert into public.rate_limits (key, window_start, hits) values ('quote_client:velho', now() - interval '2 days', 3)`),
    )
    expect(await store().count('webhook_delivery', 'entrega-2')).toEqual({ total: 1, resetInMs: 600_000 })
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ key: string }>('select key from public.rate_limits order by key'),
    )
    expect(rows.map(({ key }) => key)).toEqual(['webhook_delivery:entrega-2'])
  })

  it('counts the browser ids issued to one network in its own 10-minute window', async () => {
    const totals = []
    for (let n = 0; n < 3; n++) totals.push((await store().count('client_id', '2001:0db8:0001:0002::/64')).total)
    expect(totals).toEqual([1, 2, 3])
    expect((await store().count('client_id', 'desconhecida')).resetInMs).toBeGreaterThan(590_000)
  })

  it('on Supabase calls the job_ twin with CRON_SECRET (until its hash is registered the quote is held, through quote_intake_unkeyed), and two instances share one limit', async () => {
    const stand = await postgrestRpcStandIn(db)
    const secret = `segredo-do-cron-${engine.name}-com-32-letras`
    try {
      const instance = () =>
        quoteStore(supabaseRpc({ url: stand.url, anonKey: 'anon-key-for-tests' }, { cronSecret: secret }))
      expect(await instance().intake(newQuote(), limits({ client: 'ip:203.0.113.20' }))).toEqual({
        outcome: 'stored',
        suspect: true,
        summary: false,
      })
      expect(stand.requests.at(-1)).toMatchObject({ path: '/rest/v1/rpc/quote_intake_unkeyed' })
      const admin = await createUser(db, `chave${engine.name}@buffet.com`, { admin: true })
      await db.asCaller(admin, (tx) =>
        tx.query(`select public.admin_set_job_key(encode(sha256(convert_to($1, 'UTF8')), 'hex'))`, [secret]),
      )
      const instances = [instance(), instance()]
      const answers = []
      for (let n = 0; n < 10; n++)
        answers.push((await instances[n % 2]!.intake(newQuote(), limits({ client: 'ip:203.0.113.20' }))).outcome)
      expect(answers).toEqual([...Array(8).fill('stored'), 'refused', 'refused'])
      const last = stand.requests.at(-1)!
      expect(last).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/job_quote_intake' })
      expect(last.headers.apikey).toBe('anon-key-for-tests')
      expect(JSON.parse(last.body)).toMatchObject({ p_key: secret, p_client: 'ip:203.0.113.20', p_per_client: 8 })
    } finally {
      await stand.close()
    }
  })
})
