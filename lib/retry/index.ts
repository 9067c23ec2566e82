/** min(1000 × 2^n, 30000) ms before retry n (0-based), as docs/produto.md (Painel do administrador) describes. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000)

/** Runs `work`, retrying a failure up to `retries` times with the backoff above; rethrows the last failure. */
export async function withRetries<T>(
  work: () => Promise<T>,
  { retries = 3, delay = backoffMs, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= retries) throw error
      await sleep(delay(attempt))
    }
  }
}
