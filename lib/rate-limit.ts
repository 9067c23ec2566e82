/** A fixed-window counter per key, kept in this process's memory. */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    /** Counts one attempt for `key`; `ok` is false once the window's limit is spent. */
    hit(key: string, now = Date.now()): { ok: boolean; retryAfterMs: number } {
      let window = windows.get(key)
      if (!window || now - window.start >= windowMs) {
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        window = { start: now, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      return { ok: window.count <= limit, retryAfterMs: Math.max(0, window.start + windowMs - now) }
    },
    reset(key: string) {
      windows.delete(key)
    },
  }
}

/** The client address as the proxy in front of the site reports it. */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'local'
}
