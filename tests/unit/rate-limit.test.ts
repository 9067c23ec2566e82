import { describe, expect, it } from 'vitest'
import { SIGN_IN_EMAIL_FREE, SIGN_IN_EMAIL_MAX_DELAY_MS, SIGN_IN_PAIR_LOCK } from '@/lib/limits/policy'
import { createQuoteLimit } from '@/lib/limits/quote-limit'
import { emailUnderAttack, signInGate } from '@/lib/limits/sign-in-throttle'
import type { SignInCounts } from '@/lib/limits/store'
import { addressKey, clientIdentity } from '@/lib/request/client-identity'

// The database counts (tests/integration/shared-limits.test.ts); these are the decisions made on its totals.
const tally = () => {
  const totals = new Map<string, number>()
  return {
    totals,
    count: async (scope: string, subject: string) => {
      const key = `${scope}:${subject}`
      totals.set(key, (totals.get(key) ?? 0) + 1)
      return { total: totals.get(key)!, resetInMs: 60_000 }
    },
  }
}

describe('quote limit', () => {
  it('refuses a known client past its own allowance, without counting it against the site', async () => {
    const store = tally()
    const limit = createQuoteLimit(store, { perClient: 8, sitePerMinute: 30 })
    const answers = []
    for (let n = 0; n < 10; n++) answers.push(await limit.hit({ key: 'cliente:a', address: null }))
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true, true, true, true, true, false, false])
    expect(answers[9]).toEqual({ ok: false, retryAfterMs: 60_000 })
    expect(store.totals.get('quote_site:conhecidos')).toBe(8)
    expect(await limit.hit({ key: 'cliente:b', address: null })).toEqual({ ok: true, suspect: false })
  })

  it('never refuses past the site-wide ceiling: the quotes are kept as suspect, known and unknown clients counted apart', async () => {
    const limit = createQuoteLimit(tally(), { perClient: 8, sitePerMinute: 3 })
    const unknown = []
    for (let n = 0; n < 5; n++) unknown.push(await limit.hit({ key: null, address: null }))
    expect(unknown).toEqual([...Array(3).fill({ ok: true, suspect: false }), ...Array(2).fill({ ok: true, suspect: true })])
    expect(await limit.hit({ key: 'cliente:c', address: null })).toEqual({ ok: true, suspect: false })
  })
})

const counts = (pair: number, email: number, address: number | null = null): SignInCounts => ({
  pair: { total: pair, resetInMs: 600_000 },
  address: address === null ? null : { total: address, resetInMs: 300_000 },
  email,
})

describe('sign-in gate', () => {
  it('locks the pair (e-mail, client) past its allowance', () => {
    expect(signInGate(counts(SIGN_IN_PAIR_LOCK, SIGN_IN_PAIR_LOCK))).toMatchObject({ blocked: false })
    expect(signInGate(counts(SIGN_IN_PAIR_LOCK + 1, SIGN_IN_PAIR_LOCK + 1))).toEqual({ blocked: true, retryAfterMs: 600_000 })
  })

  it('locks a trusted address trying many e-mails', () => {
    expect(signInGate(counts(1, 1, 31))).toEqual({ blocked: true, retryAfterMs: 300_000 })
  })

  it('only slows the e-mail alone down, however many attempts it took: the owner is never locked out by it', () => {
    expect(signInGate(counts(1, SIGN_IN_EMAIL_FREE))).toEqual({ blocked: false, delayMs: 0 })
    expect(signInGate(counts(1, SIGN_IN_EMAIL_FREE + 1))).toEqual({ blocked: false, delayMs: 250 })
    expect(signInGate(counts(1, SIGN_IN_EMAIL_FREE + 2))).toEqual({ blocked: false, delayMs: 500 })
    expect(signInGate(counts(1, 10_000))).toEqual({ blocked: false, delayMs: SIGN_IN_EMAIL_MAX_DELAY_MS })
  })

  it('says the e-mail is under attack from the 20th attempt in the window', () => {
    expect(emailUnderAttack(counts(1, 19))).toBe(false)
    expect(emailUnderAttack(counts(1, 20))).toBe(true)
  })
})

describe('client identity', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:2::ffff', '2001:0db8:0001:0002::/64'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['203.0.113.9', '203.0.113.9'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })

  const id = '0b5f1f0e-5b8e-4e5c-9d2a-6a1f2f3e4d5c'
  it.each<[string, Parameters<typeof clientIdentity>, ReturnType<typeof clientIdentity>]>([
    ['a trusted address wins over the cookie', [new Headers({ 'x-forwarded-for': '203.0.113.9' }), id, { kind: 'proxies', count: 1 }], { key: 'ip:203.0.113.9', address: '203.0.113.9' }],
    ['every address of one IPv6 /64 is one client', [new Headers({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' }), undefined, { kind: 'proxies', count: 1 }], { key: 'ip:2001:0db8:0001:0002::/64', address: '2001:0db8:0001:0002::/64' }],
    ['no trusted proxy: a forged header is ignored, the browser id counts', [new Headers({ 'x-forwarded-for': '198.51.100.1' }), id, { kind: 'none' }], { key: `cliente:${id}`, address: null }],
    ['no trusted proxy and no id: nobody known', [new Headers({ 'x-forwarded-for': '198.51.100.1' }), undefined, { kind: 'none' }], { key: null, address: null }],
    ['an id this site could not have issued is no id', [new Headers(), 'forjado', { kind: 'none' }], { key: null, address: null }],
  ])('%s', (_name, args, expected) => {
    expect(clientIdentity(...args)).toEqual(expected)
  })
})
