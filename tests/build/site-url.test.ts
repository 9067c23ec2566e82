import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A real production build as Vercel runs it, minus the platform: only Vercel's production domain
// is known. It builds into its own folder so the developer's (or the e2e suite's) .next survives;
// about a minute on an idle machine (over twenty on a crowded one), which is why it is the only
// test that builds the whole site.
const distDir = '.next-build-test'
const built = (file: string) => readFileSync(path.join(distDir, 'server', 'app', file), 'utf8')
let nextEnv: string | undefined

beforeAll(() => {
  nextEnv = existsSync('next-env.d.ts') ? readFileSync('next-env.d.ts', 'utf8') : undefined
  const env = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    VERCEL_PROJECT_PRODUCTION_URL: 'buffet.example.com.br',
    // Empty values are "set" for Next's .env loading: a developer's .env.local cannot fill them in.
    SITE_URL: '',
    VERCEL: '',
    NEXT_PUBLIC_SANITY_PROJECT_ID: '',
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    SANITY_REVALIDATE_SECRET: '',
    TRUSTED_PROXIES: '',
    QUOTES_PER_MINUTE: '',
  }
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { env, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`next build falhou:\n${build.stdout}\n${build.stderr}`)
}, 2_700_000)

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true })
  // Next points next-env.d.ts at the folder it built; give the developer's back.
  if (nextEnv === undefined) rmSync('next-env.d.ts', { force: true })
  else writeFileSync('next-env.d.ts', nextEnv)
})

describe('a production build with only VERCEL_PROJECT_PRODUCTION_URL', () => {
  it('writes https://buffet.example.com.br in the canonical links of the built pages', () => {
    expect(built('index.html')).toContain('<link rel="canonical" href="https://buffet.example.com.br"/>')
    expect(built('sobre-nos.html')).toContain('<link rel="canonical" href="https://buffet.example.com.br/sobre-nos"/>')
    expect(built('index.html')).not.toContain('localhost')
  })

  it('writes it in the sitemap and robots.txt', () => {
    const sitemap = built('sitemap.xml.body')
    expect(sitemap).toContain('<loc>https://buffet.example.com.br</loc>')
    expect(sitemap).toContain('<loc>https://buffet.example.com.br/cardapios</loc>')
    expect(sitemap).not.toContain('localhost')
    expect(built('robots.txt.body')).toContain('Sitemap: https://buffet.example.com.br/sitemap.xml')
  })
})
