/**
 * Repeated sign-in failures for one e-mail or one address first slow down, then block for a
 * while. Kept in this process's memory.
 */
export function createSignInThrottle({ freeFailures = 3, blockAfter = 8, windowMs = 15 * 60_000, blockMs = 15 * 60_000, maxKeys = 10_000 } = {}) {
  const failures = new Map<string, { count: number; first: number; blockedUntil: number }>()

  const entry = (key: string, now: number) => {
    const current = failures.get(key)
    if (current && now - current.first < windowMs) return current
    if (current) failures.delete(key)
    return undefined
  }

  return {
    /** Whether `keys` may try now, and how long to wait first (the slow-down). */
    check(keys: string[], now = Date.now()): { blocked: true; retryAfterMs: number } | { blocked: false; delayMs: number } {
      let delayMs = 0
      for (const key of keys) {
        const current = entry(key, now)
        if (!current) continue
        if (current.blockedUntil > now) return { blocked: true, retryAfterMs: current.blockedUntil - now }
        delayMs = Math.max(delayMs, Math.min(3000, Math.max(0, current.count - freeFailures + 1) * 500))
      }
      return { blocked: false, delayMs }
    },
    recordFailure(keys: string[], now = Date.now()) {
      for (const key of keys) {
        const current = entry(key, now) ?? { count: 0, first: now, blockedUntil: 0 }
        current.count += 1
        if (current.count >= blockAfter) current.blockedUntil = now + blockMs
        if (!failures.has(key) && failures.size >= maxKeys) failures.delete(failures.keys().next().value as string)
        failures.set(key, current)
      }
    },
    reset(keys: string[]) {
      for (const key of keys) failures.delete(key)
    },
  }
}
