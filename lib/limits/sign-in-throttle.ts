import type { LimitCounter } from './counter'

/**
 * Repeated sign-in failures for one e-mail or one address first slow down, then block until
 * their window ends. Counted by `counter`: in the database with Supabase, so every instance
 * sees the same failures.
 */
export function createSignInThrottle(counter: LimitCounter, { freeFailures = 3, blockAfter = 8, windowMs = 15 * 60_000 } = {}) {
  return {
    /** Whether `keys` may try now, and how long to wait first (the slow-down). */
    async check(keys: string[]): Promise<{ blocked: true; retryAfterMs: number } | { blocked: false; delayMs: number }> {
      let delayMs = 0
      for (const key of keys) {
        const { count, resetInMs } = await counter.add(key, windowMs, 0)
        if (count >= blockAfter) return { blocked: true, retryAfterMs: resetInMs }
        delayMs = Math.max(delayMs, Math.min(3000, Math.max(0, count - freeFailures + 1) * 500))
      }
      return { blocked: false, delayMs }
    },
    async recordFailure(keys: string[]) {
      for (const key of keys) await counter.add(key, windowMs, 1)
    },
    async reset(keys: string[]) {
      for (const key of keys) await counter.clear(key)
    },
  }
}
