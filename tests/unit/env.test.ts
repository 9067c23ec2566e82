import { afterEach, describe, expect, it, vi } from 'vitest'

async function loadEnv(vars: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  return (await import('@/lib/config/env')).env
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('environment modes', () => {
  it('uses the seed dataset and the embedded database when nothing is configured', async () => {
    const env = await loadEnv({
      NEXT_PUBLIC_SANITY_PROJECT_ID: '',
      NEXT_PUBLIC_SANITY_DATASET: '',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
    })
    expect(env.sanity).toBeNull()
    expect(env.quotes.kind).toBe('embedded')
  })

  it('uses Sanity only when both project id and dataset are set', async () => {
    expect(
      (await loadEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_DATASET: '' })).sanity,
    ).toBeNull()
    expect(
      (await loadEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_DATASET: 'production' })).sanity,
    ).toMatchObject({
      projectId: 'abc123',
      dataset: 'production',
    })
  })

  it.each([
    [{ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'anon' }, 'supabase'],
    [{ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: '' }, 'incomplete'],
    [{ SUPABASE_URL: '', SUPABASE_ANON_KEY: 'anon' }, 'incomplete'],
  ])('Supabase variables %j select the %s quote backend', async (vars, kind) => {
    expect((await loadEnv(vars)).quotes.kind).toBe(kind)
  })

  it('rejects a malformed SITE_URL at start-up', async () => {
    await expect(loadEnv({ SITE_URL: 'not a url' })).rejects.toThrow()
  })
})
