import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// next.config.ts runs the setup check before compiling anything, so a refused build ends in seconds.
const distDir = '.next-refused-test'
const build = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    // Empty values are "set" for Next's .env loading: a developer's .env.local cannot fill them in.
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: '',
      VERCEL_PROJECT_PRODUCTION_URL: '',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      NEXT_PUBLIC_SANITY_PROJECT_ID: '',
      SANITY_REVALIDATE_SECRET: '',
      ...env,
    },
    encoding: 'utf8',
  })

// One build with three problems: each rule's verdict is tests/unit/setup-check.test.ts; here, that
// next build applies them all before compiling and stops (a build costs seconds of CPU each).
describe('next build refuses an unsafe production setup', () => {
  it('on Vercel without any site address, without Supabase and with a short webhook secret', () => {
    const result = build({ VERCEL: '1', SANITY_REVALIDATE_SECRET: 'curto' })
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/\[buffet\] ERRO {2}endereço do site: Defina SITE_URL/)
    expect(result.stdout).toMatch(/\[buffet\] ERRO {2}orçamentos e admin: Na Vercel os orçamentos precisam do Supabase/)
    expect(result.stdout).toMatch(/\[buffet\] ERRO {2}webhook de publicação: SANITY_REVALIDATE_SECRET tem 5 caracteres/)
    expect(result.stderr).toContain('[buffet] build interrompido: 3 problema(s) de configuração acima')
    expect(existsSync(`${distDir}/server`)).toBe(false)
  }, 120_000)
})
