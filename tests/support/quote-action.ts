import { vi } from 'vitest'
import type { submitQuote as SubmitQuote } from '@/lib/quotes/actions/submit-quote'
import { inRequestScope } from './request-scope'

/** The action as a server built with `environment` runs it (the environment is read once, on load). */
export async function actionWith(environment: Record<string, string | undefined>): Promise<typeof SubmitQuote> {
  vi.unstubAllEnvs()
  for (const [name, value] of Object.entries({
    SUPABASE_URL: undefined,
    SUPABASE_ANON_KEY: undefined,
    TRUSTED_PROXIES: '1',
    ...environment,
  }))
    vi.stubEnv(name, value)
  vi.resetModules()
  return (await import('@/lib/quotes/actions/submit-quote')).submitQuote
}

let visitor = 0
/** Submits `form` as a browser at its own address, as one trusted proxy reports it (the rate limit counts per address); after() tasks have run when it resolves. */
export async function submit(action: typeof SubmitQuote, form: FormData, address = `203.0.113.${++visitor}`) {
  const request = new Request('http://localhost:3000/orcamento', {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
  })
  return (await inRequestScope(request, () => action({ status: 'idle' }, form), '/orcamento/page')).result
}
