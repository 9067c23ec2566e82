import { describe, expect, it } from 'vitest'
import type { TrustSetting } from '@/lib/config/setup-check'
import { clientAddress } from '@/lib/request/client-address'

const vercel: TrustSetting = { kind: 'vercel' }
const oneProxy: TrustSetting = { kind: 'proxies', count: 1 }
const twoProxies: TrustSetting = { kind: 'proxies', count: 2 }
const none: TrustSetting = { kind: 'none' }

describe('client address', () => {
  it.each<[string, TrustSetting, Record<string, string>, string | null]>([
    // Vercel writes its own headers; a client's x-forwarded-for never reaches the function as sent.
    [
      'vercel: the platform header',
      vercel,
      { 'x-vercel-forwarded-for': '203.0.113.7', 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' },
      '203.0.113.7',
    ],
    ['vercel: x-real-ip when the platform header is absent', vercel, { 'x-real-ip': '203.0.113.8' }, '203.0.113.8'],
    ['vercel: never a bare x-forwarded-for', vercel, { 'x-forwarded-for': '198.51.100.66' }, null],
    // Behind nginx with `proxy_add_x_forwarded_for`, a forged header keeps its entries on the left.
    [
      '1 proxy: forged entries on the left are ignored',
      oneProxy,
      { 'x-forwarded-for': '198.51.100.66, 10.9.8.7, 203.0.113.9' },
      '203.0.113.9',
    ],
    ['1 proxy: a header the proxy set', oneProxy, { 'x-forwarded-for': '203.0.113.9' }, '203.0.113.9'],
    [
      '1 proxy: forged x-real-ip is ignored',
      oneProxy,
      { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '198.51.100.66' },
      '203.0.113.9',
    ],
    [
      '2 proxies: the second entry from the right',
      twoProxies,
      { 'x-forwarded-for': '198.51.100.66, 203.0.113.10, 10.0.0.2' },
      '203.0.113.10',
    ],
    [
      '2 proxies: too few entries means the request skipped a proxy',
      twoProxies,
      { 'x-forwarded-for': '203.0.113.10' },
      null,
    ],
    ['IPv6 and IPv4-mapped addresses', oneProxy, { 'x-forwarded-for': '::ffff:203.0.113.11' }, '203.0.113.11'],
    ['garbage is no address', oneProxy, { 'x-forwarded-for': '198.51.100.66, <script>' }, null],
    // Nothing the client wrote is believed without a trusted hop.
    ['none: forged x-forwarded-for', none, { 'x-forwarded-for': '198.51.100.66' }, null],
    [
      'none: forged x-real-ip and x-vercel-forwarded-for',
      none,
      { 'x-real-ip': '198.51.100.66', 'x-vercel-forwarded-for': '198.51.100.67' },
      null,
    ],
  ])('%s', (_name, trust, headers, expected) => {
    expect(clientAddress(new Headers(headers), trust)).toBe(expected)
  })

  it('rotating forged headers behind one proxy all resolve to the proxy-written address', () => {
    const seen = new Set(
      Array.from({ length: 12 }, (_, n) =>
        clientAddress(new Headers({ 'x-forwarded-for': `198.51.100.${n}, 203.0.113.9` }), oneProxy),
      ),
    )
    expect([...seen]).toEqual(['203.0.113.9'])
  })
})
