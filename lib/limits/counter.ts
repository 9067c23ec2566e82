/** A key's total in its current window and the time left in that window. */
export type Count = { count: number; resetInMs: number }

/** Fixed-window counters: in this process's memory, or in the database shared by every instance. */
export interface LimitCounter {
  /** Adds `cost` to `key` in its current window (a new one starts when the last ended); cost 0 only reads. */
  add(key: string, windowMs: number, cost?: 0 | 1): Promise<Count>
  /** Forgets `key`. */
  clear(key: string): Promise<void>
}

/** Counters in this process's memory, for one instance (the embedded database's mode). */
export function memoryCounter({ maxKeys = 10_000, now = Date.now } = {}): LimitCounter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    async add(key, windowMs, cost = 1) {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.start >= windowMs) {
        // Bounded memory: the oldest key goes first.
        if (!window && windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        window = { start: time, count: 0 }
        windows.set(key, window)
      }
      window.count += cost
      return { count: window.count, resetInMs: Math.max(0, window.start + windowMs - time) }
    },
    async clear(key) {
      windows.delete(key)
    },
  }
}
