import { describe, expect, it } from 'vitest'
import { createSignInThrottle } from '@/lib/limits/sign-in-throttle'
import { memoryCounter } from '@/lib/limits/counter'
import { createQuoteLimit } from '@/lib/limits/quote-limit'

const clock = (start = 0) => {
  const time = { now: start }
  return { time, now: () => time.now }
}

describe('memory counter', () => {
  it('counts per key and window, reads without counting at cost 0, and starts over when the window ends', async () => {
    const { time, now } = clock()
    const counter = memoryCounter({ now })
    for (let hit = 0; hit < 3; hit++) await counter.add('a', 1000)
    time.now = 400
    expect(await counter.add('a', 1000, 0)).toEqual({ count: 3, resetInMs: 600 })
    expect(await counter.add('b', 1000)).toEqual({ count: 1, resetInMs: 1000 })
    time.now = 1000
    expect(await counter.add('a', 1000)).toEqual({ count: 1, resetInMs: 1000 })
    await counter.clear('a')
    expect((await counter.add('a', 1000, 0)).count).toBe(0)
  })

  it('forgets the oldest key when full, so memory stays bounded', async () => {
    const counter = memoryCounter({ maxKeys: 2, now: () => 0 })
    for (const key of ['a', 'b', 'c']) await counter.add(key, 1000)
    expect((await counter.add('a', 1000, 0)).count).toBe(0)
    expect((await counter.add('c', 1000, 0)).count).toBe(1)
  })
})

describe('quote limit', () => {
  it('allows 8 per address per window, then refuses until the window ends', async () => {
    const { time, now } = clock()
    const limit = createQuoteLimit(memoryCounter({ now }), { perAddress: 8, windowMs: 600_000, sitePerMinute: 1000 })
    const answers = []
    for (let n = 0; n < 9; n++) answers.push((await limit.hit('203.0.113.9')).ok)
    expect(answers).toEqual([true, true, true, true, true, true, true, true, false])
    time.now = 60_000
    expect(await limit.hit('203.0.113.9')).toEqual({ ok: false, retryAfterMs: 540_000 })
    expect((await limit.hit('203.0.113.10')).ok).toBe(true)
  })

  it('puts every visitor without a trustworthy address in one bucket, so rotating forged headers gain nothing', async () => {
    const limit = createQuoteLimit(memoryCounter({ now: () => 0 }), { perAddress: 8, sitePerMinute: 1000 })
    const answers = []
    // The action passes what clientAddress made of each forged header: null under TRUSTED_PROXIES=none.
    for (let n = 0; n < 12; n++) answers.push((await limit.hit(null)).ok)
    expect(answers.filter(Boolean)).toHaveLength(8)
  })

  it('caps the whole site per minute whatever the addresses', async () => {
    const { time, now } = clock()
    const limit = createQuoteLimit(memoryCounter({ now }), { perAddress: 8, sitePerMinute: 5 })
    const answers = []
    for (let n = 0; n < 7; n++) answers.push(await limit.hit(`198.51.100.${n}`))
    expect(answers.map(({ ok }) => ok)).toEqual([true, true, true, true, true, false, false])
    time.now = 60_000
    expect((await limit.hit('198.51.100.99')).ok).toBe(true)
  })
})

describe('sign-in throttling', () => {
  it('slows down after a few failures, then blocks until the window ends, per e-mail and per address', async () => {
    const { time, now } = clock(1000)
    const throttle = createSignInThrottle(memoryCounter({ now }), { freeFailures: 2, blockAfter: 4, windowMs: 60_000 })
    const keys = ['signin:email:a@b.co', 'signin:ip:1.2.3.4']
    const delays = []
    for (let failure = 0; failure < 4; failure++) {
      const gate = await throttle.check(keys)
      delays.push(gate.blocked ? 'bloqueado' : gate.delayMs)
      await throttle.recordFailure(keys)
    }
    expect(delays).toEqual([0, 0, 500, 1000])
    time.now = 2000
    expect(await throttle.check(['signin:email:outro@b.co', 'signin:ip:1.2.3.4'])).toEqual({ blocked: true, retryAfterMs: 59_000 })
    expect(await throttle.check(['signin:email:a@b.co', 'signin:ip:9.9.9.9'])).toMatchObject({ blocked: true })
    time.now = 61_001
    expect(await throttle.check(keys)).toEqual({ blocked: false, delayMs: 0 })
  })

  it('forgets the failures of a successful sign-in', async () => {
    const throttle = createSignInThrottle(memoryCounter({ now: () => 0 }), { freeFailures: 1, blockAfter: 4 })
    await throttle.recordFailure(['signin:email:a@b.co'])
    expect(await throttle.check(['signin:email:a@b.co'])).toEqual({ blocked: false, delayMs: 500 })
    await throttle.reset(['signin:email:a@b.co'])
    expect(await throttle.check(['signin:email:a@b.co'])).toEqual({ blocked: false, delayMs: 0 })
  })
})
