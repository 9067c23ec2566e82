import { describe, expect, it } from 'vitest'
import { clientIp, createRateLimiter } from '@/lib/rate-limit'

describe('rate limiter', () => {
  it('allows `limit` hits per window and key, then refuses until the window ends', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000 })
    expect([0, 1, 2].map((t) => limiter.hit('a', t).ok)).toEqual([true, true, true])
    expect(limiter.hit('a', 500)).toEqual({ ok: false, retryAfterMs: 500 })
    expect(limiter.hit('b', 500).ok).toBe(true)
    expect(limiter.hit('a', 1000).ok).toBe(true)
  })

  it('forgets the oldest key when full, so memory stays bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 })
    limiter.hit('a', 0)
    limiter.hit('b', 0)
    limiter.hit('c', 0)
    expect(limiter.hit('a', 1).ok).toBe(true)
    expect(limiter.hit('c', 1).ok).toBe(false)
  })

  it.each([
    [{ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }, '203.0.113.7'],
    [{ 'x-real-ip': '198.51.100.2' }, '198.51.100.2'],
    [{}, 'local'],
  ])('client address from %j is %s', (headers, ip) => {
    expect(clientIp(new Headers(headers))).toBe(ip)
  })
})
