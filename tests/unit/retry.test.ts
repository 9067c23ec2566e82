import { describe, expect, it } from 'vitest'
import { backoffMs, withRetries } from '@/lib/retry'

describe('retries of the quote list', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [5, 30000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(backoffMs(attempt)).toBe(ms)
  })

  it('retries up to 3 times with the backoff, then gives up with the last error', async () => {
    const waits: number[] = []
    let calls = 0
    const failing = withRetries(
      async () => {
        calls += 1
        throw new Error(`falha ${calls}`)
      },
      { sleep: async (ms) => void waits.push(ms) },
    )
    await expect(failing).rejects.toThrow('falha 4')
    expect(waits).toEqual([1000, 2000, 4000])
  })

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0
    const value = await withRetries(async () => (++calls < 3 ? Promise.reject(new Error('x')) : 'ok'), {
      sleep: async () => {},
    })
    expect({ value, calls }).toEqual({ value: 'ok', calls: 3 })
  })
})
