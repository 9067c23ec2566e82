import type { Count, LimitCounter } from './counter'

/** Calls a database function the way PostgREST's /rest/v1/rpc/<fn> does; resolves to its rows. */
export type RpcCall = (fn: 'rate_limit_hit' | 'rate_limit_clear', args: Record<string, string | number>) => Promise<unknown>

const isCountRow = (row: unknown): row is { total: number; reset_in_ms: number } =>
  typeof row === 'object' && row !== null && typeof (row as { total?: unknown }).total === 'number' && typeof (row as { reset_in_ms?: unknown }).reset_in_ms === 'number'

/** Counters in the database (public.rate_limit_hit), so every instance of the site shares them. */
export function databaseCounter(rpc: RpcCall): LimitCounter {
  return {
    async add(key, windowMs, cost = 1): Promise<Count> {
      const rows = await rpc('rate_limit_hit', { p_key: key, p_window_seconds: Math.ceil(windowMs / 1000), p_cost: cost })
      const row = Array.isArray(rows) ? rows[0] : rows
      if (!isCountRow(row)) throw new Error(`rate_limit_hit respondeu ${JSON.stringify(rows)}`)
      return { count: row.total, resetInMs: row.reset_in_ms }
    },
    async clear(key) {
      await rpc('rate_limit_clear', { p_key: key })
    },
  }
}
