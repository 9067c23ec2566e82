import { afterEach, describe, expect, it, vi } from 'vitest'

// GET /api/cron/digest as Vercel Cron calls it, and as an attacker would: the route reads
// CRON_SECRET from the environment once, when first imported.
const SECRET = 'segredo-do-cron-com-32-caracteres!'
const call = (headers: Record<string, string> = {}) => new Request('http://localhost:3000/api/cron/digest', { headers })

async function route(env: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return (await import('@/app/api/cron/digest/route')).GET
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the digest cron route', () => {
  it.each([
    ['without Authorization', {}],
    ['with another secret', { authorization: 'Bearer outro-segredo-de-32-caracteres!!' }],
    ['with the secret but no Bearer', { authorization: SECRET }],
    ['with a lowercase scheme', { authorization: `bearer ${SECRET}` }],
    ['with the secret and more after it', { authorization: `Bearer ${SECRET}x` }],
    ['with a prefix of the secret', { authorization: `Bearer ${SECRET.slice(0, 16)}` }],
    ['with the secret in another header', { 'x-cron-secret': SECRET, 'x-vercel-cron': '1' }],
  ])('refuses a call %s (401, nothing run)', async (_, headers) => {
    const GET = await route({ CRON_SECRET: SECRET, SMTP_URL: undefined, SMTP_HOST: undefined })
    const response = await GET(call(headers))
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('')
  })

  it('runs the job for the holder of the secret (off here: no SMTP configured, so no alert is delivered either)', async () => {
    const GET = await route({ CRON_SECRET: SECRET, SMTP_URL: undefined, SMTP_HOST: undefined })
    const response = await GET(call({ authorization: `Bearer ${SECRET}` }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ outcome: 'off', alerts: 0 })
  })

  it('refuses everyone when no CRON_SECRET is configured, even a forged empty Bearer', async () => {
    const GET = await route({ CRON_SECRET: undefined })
    for (const authorization of ['Bearer ', 'Bearer undefined', 'Bearer'])
      expect((await GET(call({ authorization }))).status).toBe(401)
  })

  it('refuses to start with a CRON_SECRET too short to be a secret', async () => {
    await expect(route({ CRON_SECRET: 'curto' })).rejects.toThrow('CRON_SECRET precisa de 16 caracteres ou mais')
  })
})
