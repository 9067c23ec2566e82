import { describe, expect, it } from 'vitest'
import {
  PROOF_MAX_FACTOR,
  PROOF_MAX_NUMBER,
  SIGN_IN_EMAIL_FREE,
  SIGN_IN_EMAIL_LOCK,
  SIGN_IN_PAIR_LOCK,
} from '@/lib/limits/policy'
import { proofMaxNumber } from '@/lib/limits/proof-cost'
import { emailUnderAttack, signInGate } from '@/lib/limits/sign-in-throttle'
import type { SignInCounts } from '@/lib/limits/store'
import { addressKey, clientIdentity } from '@/lib/request/client-identity'
import { clientIdFrom, newClientCookie } from '@/lib/request/client-id'

// The database counts (tests/integration/shared-limits.test.ts); these are the decisions made on its totals.
const counts = (pair: number, email: number, address: number | null = null): SignInCounts => ({
  pair: { total: pair, resetInMs: 600_000 },
  address: address === null ? null : { total: address, resetInMs: 300_000 },
  email,
})

describe('sign-in gate', () => {
  it('locks the pair (e-mail, client) past its allowance', () => {
    expect(signInGate(counts(SIGN_IN_PAIR_LOCK, SIGN_IN_PAIR_LOCK))).toMatchObject({ blocked: false })
    expect(signInGate(counts(SIGN_IN_PAIR_LOCK + 1, SIGN_IN_PAIR_LOCK + 1))).toEqual({
      blocked: true,
      retryAfterMs: 600_000,
    })
  })

  it('locks a trusted address trying many e-mails', () => {
    expect(signInGate(counts(1, 1, 31))).toEqual({ blocked: true, retryAfterMs: 300_000 })
  })

  it('slows the account down, then locks it past its allowance from anywhere (the database counts 0 for a browser it knows)', () => {
    expect(signInGate(counts(1, SIGN_IN_EMAIL_FREE))).toEqual({ blocked: false, delayMs: 0 })
    expect(signInGate(counts(1, SIGN_IN_EMAIL_FREE + 1))).toEqual({ blocked: false, delayMs: 250 })
    expect(signInGate(counts(1, SIGN_IN_EMAIL_FREE + 2))).toEqual({ blocked: false, delayMs: 500 })
    expect(signInGate(counts(1, SIGN_IN_EMAIL_LOCK))).toEqual({ blocked: false, delayMs: 4_000 })
    expect(signInGate(counts(1, SIGN_IN_EMAIL_LOCK + 1))).toEqual({ blocked: true, retryAfterMs: 900_000 })
    expect(signInGate(counts(1, 0))).toEqual({ blocked: false, delayMs: 0 })
  })

  it.each([
    [0, 30, PROOF_MAX_NUMBER],
    [31, 30, PROOF_MAX_NUMBER],
    [60, 30, 2 * PROOF_MAX_NUMBER],
    [95, 30, 3 * PROOF_MAX_NUMBER],
    [100_000, 30, PROOF_MAX_FACTOR * PROOF_MAX_NUMBER],
  ])(
    'a proof asked when %i quotes came this minute against a ceiling of %i takes at most %i hashes',
    (total, ceiling, max) => {
      expect(proofMaxNumber(total, ceiling)).toBe(max)
    },
  )

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

  const key = Buffer.alloc(32, 7)
  const { id, value: signed } = newClientCookie(key)
  const other = newClientCookie(Buffer.alloc(32, 8)).value
  it.each<[string, Parameters<typeof clientIdentity>, ReturnType<typeof clientIdentity>]>([
    [
      'a trusted address wins over the cookie',
      [new Headers({ 'x-forwarded-for': '203.0.113.9' }), signed, { kind: 'proxies', count: 1 }, key],
      { key: 'ip:203.0.113.9', address: '203.0.113.9' },
    ],
    [
      'every address of one IPv6 /64 is one client',
      [new Headers({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' }), undefined, { kind: 'proxies', count: 1 }, key],
      { key: 'ip:2001:0db8:0001:0002::/64', address: '2001:0db8:0001:0002::/64' },
    ],
    [
      'no trusted proxy: a forged header is ignored, the signed browser id counts',
      [new Headers({ 'x-forwarded-for': '198.51.100.1' }), signed, { kind: 'none' }, key],
      { key: `cliente:${id}`, address: null },
    ],
    [
      'no trusted proxy and no id: nobody known',
      [new Headers({ 'x-forwarded-for': '198.51.100.1' }), undefined, { kind: 'none' }, key],
      { key: null, address: null },
    ],
    [
      'an id this site could not have issued is no id',
      [new Headers(), 'forjado', { kind: 'none' }, key],
      { key: null, address: null },
    ],
    [
      'a well-formed id without the signature is no id (the old unsigned cookie, or a made-up one)',
      [new Headers(), id, { kind: 'none' }, key],
      { key: null, address: null },
    ],
    [
      'an id signed with another secret is no id',
      [new Headers(), other, { kind: 'none' }, key],
      { key: null, address: null },
    ],
  ])('%s', (_name, args, expected) => {
    expect(clientIdentity(...args)).toEqual(expected)
  })

  it.each([
    ['a flipped character of the signature', (value: string) => value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A')],
    ['another id under the same signature', (value: string) => `${crypto.randomUUID()}.${value.split('.')[1]}`],
    ['a third part', (value: string) => `${value}.extra`],
  ])('refuses %s', (_name, tamper) => {
    expect(clientIdFrom(signed, key)).toBe(id)
    expect(clientIdFrom(tamper(signed), key)).toBeNull()
  })
})
