import { describe, expect, it } from 'vitest'
import { createSignInThrottle } from '@/lib/auth/sign-in-throttle'

describe('sign-in throttling', () => {
  it('slows down after a few failures, then blocks for a while, per e-mail and per address', () => {
    const throttle = createSignInThrottle({ freeFailures: 2, blockAfter: 4, windowMs: 60_000, blockMs: 60_000 })
    const keys = ['email:a@b.co', 'ip:1.2.3.4']
    const delays = []
    for (let failure = 0; failure < 4; failure++) {
      const gate = throttle.check(keys, 1000)
      delays.push(gate.blocked ? 'bloqueado' : gate.delayMs)
      throttle.recordFailure(keys, 1000)
    }
    expect(delays).toEqual([0, 0, 500, 1000])
    expect(throttle.check(['email:outro@b.co', 'ip:1.2.3.4'], 2000)).toEqual({ blocked: true, retryAfterMs: 59_000 })
    expect(throttle.check(['email:a@b.co', 'ip:9.9.9.9'], 2000)).toMatchObject({ blocked: true })
    expect(throttle.check(keys, 61_001)).toEqual({ blocked: false, delayMs: 0 })
  })
})
