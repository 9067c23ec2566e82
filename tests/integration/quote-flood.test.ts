import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { submitQuote as SubmitQuote } from '@/lib/quotes/actions/submit-quote'
import type { signIn as SignIn } from '@/lib/auth/actions/sign-in'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { PROOF_MAX_NUMBER } from '@/lib/limits/policy'
import { createUser } from '../support/database'
import { migratedDataDir } from '../support/migrated-snapshot'
import { solveProof } from '../support/proof-solver'
import { quoteFormData } from '../support/quote'
import { actionWith } from '../support/quote-action'
import { inRequestScope } from '../support/request-scope'

// A flood rotating its cookie beside a real visitor, through the actions themselves, as `npm start`
// runs them without a proxy (the cookie is then all that tells browsers apart) and with a ceiling of
// 3 quotes a minute, to trip it on purpose. The browser's own journey (the widget solving the proof)
// is tests/e2e/trust.spec.ts.
const dataDir = migratedDataDir('enxurrada-')
const owner = { email: 'dona@buffet.com.br', password: 'senha-longa-da-dona' }

let submitQuote: typeof SubmitQuote
let signIn: typeof SignIn
let quoteService: () => Promise<Response>
beforeAll(async () => {
  submitQuote = await actionWith({
    DATA_DIR: dataDir,
    TRUSTED_PROXIES: 'none',
    QUOTES_PER_MINUTE: '3',
    SESSION_SECRET: 'segredo-de-sessao-dos-testes-com-mais-de-32-caracteres',
  })
  ;[{ signIn }, { GET: quoteService }] = await Promise.all([
    import('@/lib/auth/actions/sign-in'),
    import('@/app/api/quote-service/route'),
  ])
  await createUser(await sharedEmbeddedDatabase(dataDir), owner.email, { password: owner.password, admin: true })
}, 180_000)
afterAll(() => vi.unstubAllEnvs())

/** A cookie this site never signed: a made-up id, in the old unsigned shape or with a made-up signature. */
const forged = (n: number) =>
  `buffet_cliente=${crypto.randomUUID()}${n % 2 ? `.${Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url')}` : ''}`

/** A browser that loaded the form: the check near the screen gave it its cookie. */
async function browser() {
  const { setCookies } = await inRequestScope(
    new Request('http://localhost:3000/api/quote-service'),
    () => quoteService(),
    '/api/quote-service/route',
  )
  return setCookies.map((line) => line.split(';')[0]).join('; ')
}

async function send(cookie: string, fields: Record<string, string>) {
  const request = new Request('http://localhost:3000/orcamento', { method: 'POST', headers: cookie ? { cookie } : {} })
  return (
    await inRequestScope(request, () => submitQuote({ status: 'idle' }, quoteFormData(fields)), '/orcamento/page')
  ).result
}

const stored = async (name: string) =>
  (
    await (
      await sharedEmbeddedDatabase(dataDir)
    ).asOwner((tx) => tx.query<{ status: string }>('select status from public."Orcamentos" where name = $1', [name]))
  ).rows.map(({ status }) => status)

describe('a flood rotating its cookie beside a real visitor', () => {
  it('gets no allowance of its own from made-up cookies (they share one: 8, then refused), and the visitor’s quote is stored as new, not held', async () => {
    const visitor = await browser()
    const flood = []
    for (let n = 0; n < 12; n++) flood.push((await send(forged(n), { name: `Cookie inventado ${n}` })).status)
    expect(flood).toEqual([...Array(8).fill('sent'), ...Array(4).fill('rate-limited')])
    expect(await stored('Cookie inventado 7')).toEqual(['suspeito'])
    expect(await stored('Cookie inventado 8')).toEqual([])
    expect(await send(visitor, { name: 'Visitante de verdade' })).toMatchObject({ status: 'sent' })
    expect(await stored('Visitante de verdade')).toEqual(['novo'])
  })

  it('past the ceiling asks a form that runs scripts for a proof of work, and takes its quote as new once solved; the same proof again is no proof', async () => {
    for (let n = 0; n < 4; n++) await send(await browser(), { name: `Navegador da enxurrada ${n}` })
    const visitor = await browser()
    const answer = await send(visitor, { name: 'Visitante com prova', can_prove: '1' })
    if (answer.status !== 'proof') throw new Error(`esperava o pedido da prova de trabalho, veio ${answer.status}`)
    expect(await stored('Visitante com prova')).toEqual([])
    // Six quotes from known browsers this minute against a ceiling of 3: the puzzle costs twice the base.
    expect(answer.challenge.maxnumber).toBe(2 * PROOF_MAX_NUMBER)
    const altcha = solveProof(answer.challenge)
    expect(await send(visitor, { name: 'Visitante com prova', can_prove: '1', altcha })).toMatchObject({
      status: 'sent',
    })
    expect(await stored('Visitante com prova')).toEqual(['novo'])
    expect(await send(visitor, { name: 'Prova reaproveitada', can_prove: '1', altcha })).toMatchObject({
      status: 'proof',
    })
  })

  it('holds a browser’s second proven quote of a flood for review: only its first reaches the list', async () => {
    const visitor = await browser()
    const proven = async (name: string) => {
      const answer = await send(visitor, { name, can_prove: '1' })
      if (answer.status !== 'proof') throw new Error(`esperava o pedido da prova de trabalho, veio ${answer.status}`)
      return send(visitor, { name, can_prove: '1', altcha: solveProof(answer.challenge) })
    }
    expect(await proven('Primeiro com prova')).toMatchObject({ status: 'sent' })
    expect(await proven('Segundo com prova')).toMatchObject({ status: 'sent' })
    expect([await stored('Primeiro com prova'), await stored('Segundo com prova')]).toEqual([['novo'], ['suspeito']])
  })

  it('without JavaScript past the ceiling: kept for review, never dropped', async () => {
    expect(await send(await browser(), { name: 'Visitante sem JavaScript' })).toMatchObject({ status: 'sent' })
    expect(await stored('Visitante sem JavaScript')).toEqual(['suspeito'])
  })
})

describe('wrong passwords rotating their cookie', () => {
  const database = () => sharedEmbeddedDatabase(dataDir)
  // A new 10-minute window for the browser ids of the unknown network (every test above took some).
  beforeEach(async () =>
    (await database()).asOwner((tx) => tx.exec(`delete from public.rate_limits where key like 'client_id:%'`)),
  )

  const attempt = async (cookie: string, password: string, email = owner.email) => {
    const form = new FormData()
    form.set('email', email)
    form.set('password', password)
    const request = new Request('http://localhost:3000/admin/login', {
      method: 'POST',
      headers: cookie ? { cookie } : {},
    })
    return (
      await inRequestScope(
        request,
        () => signIn({}, form).catch((error: unknown) => ({ error: 'entrou', thrown: error })),
        '/admin/login/page',
      )
    ).result.error
  }

  it('share one allowance (at most 8 checked), and the owner, from the browser she signed in with before, gets in', async () => {
    const own = await browser()
    expect(await attempt(own, owner.password)).toBe('entrou')
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => attempt(forged(n), 'chute-errado')))
    expect(answers.filter((answer) => answer === 'Email ou senha incorretos').length).toBeLessThanOrEqual(8)
    expect(
      answers.filter((answer) => answer?.startsWith('Muitas tentativas sem sucesso')).length,
    ).toBeGreaterThanOrEqual(4)
    expect(await attempt(own, owner.password)).toBe('entrou')
  }, 120_000)

  it('each with a cookie the site itself issued, 24 at once: at most 10 reach the password check, and the owner’s own browser still gets in', async () => {
    const target = { email: 'gerente@buffet.com.br', password: 'senha-longa-do-gerente' }
    await createUser(await database(), target.email, { password: target.password, admin: true })
    const own = await browser()
    expect(await attempt(own, target.password, target.email)).toBe('entrou')
    const cookies = []
    for (let n = 0; n < 24; n++) cookies.push(await browser())
    expect(new Set(cookies).size).toBe(24)
    const answers = await Promise.all(cookies.map((cookie) => attempt(cookie, 'chute-errado', target.email)))
    expect(answers.filter((answer) => answer === 'Email ou senha incorretos').length).toBeLessThanOrEqual(10)
    expect(
      answers.filter((answer) => answer?.startsWith('Muitas tentativas sem sucesso')).length,
    ).toBeGreaterThanOrEqual(14)
    expect(await attempt(own, target.password, target.email)).toBe('entrou')
  }, 120_000)

  it('fresh browser ids are not free: one network gets 30 in ten minutes, then pages go without one', async () => {
    const cookies = []
    for (let n = 0; n < 31; n++) cookies.push(await browser())
    expect(cookies.slice(0, 30).every((cookie) => cookie.startsWith('buffet_cliente='))).toBe(true)
    expect(cookies[30]).toBe('')
  })
})
