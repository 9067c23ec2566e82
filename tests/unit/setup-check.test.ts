import { describe, expect, it } from 'vitest'
import { checkSetup, formatVerdict, type EnvRecord } from '@/lib/config/setup-check'

const production = { NODE_ENV: 'production' }
const vercel = {
  ...production,
  VERCEL: '1',
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_ANON_KEY: 'anon-key',
  CRON_SECRET: 'c'.repeat(64),
  SITE_SECRET: 's'.repeat(64),
}

describe('setup check: site address', () => {
  it.each<[string, EnvRecord, string]>([
    [
      'SITE_URL wins',
      { ...production, SITE_URL: 'https://www.buffet.com.br/', VERCEL_PROJECT_PRODUCTION_URL: 'outro.vercel.app' },
      'https://www.buffet.com.br',
    ],
    [
      'Vercel production domain over https',
      { ...vercel, VERCEL_PROJECT_PRODUCTION_URL: 'buffet.example.com.br' },
      'https://buffet.example.com.br',
    ],
    [
      'empty SITE_URL falls back to Vercel',
      { ...vercel, SITE_URL: ' ', VERCEL_PROJECT_PRODUCTION_URL: 'buffet.example.com.br' },
      'https://buffet.example.com.br',
    ],
    ['neither, local production', production, 'http://localhost:3000'],
    ['neither, development', {}, 'http://localhost:3000'],
  ])('%s', (_name, env, url) => {
    expect(checkSetup(env).siteUrl).toBe(url)
  })

  it('fails a build on Vercel without any address, naming SITE_URL in one Portuguese line', () => {
    const { errors } = checkSetup(vercel)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^endereço do site: Defina SITE_URL com o endereço público/)
  })

  it('lets a local production build through with a visible warning', () => {
    const verdict = checkSetup(production)
    expect(verdict.errors).toEqual([])
    expect(verdict.warnings).toContainEqual(expect.stringMatching(/SITE_URL não definido: .*http:\/\/localhost:3000/))
    expect(formatVerdict(verdict)).toContainEqual(
      expect.stringMatching(/^\[buffet\] AVISO endereço do site: SITE_URL não definido/),
    )
  })

  it('gives development no warning about the address', () => {
    expect(checkSetup({}).warnings).toEqual([])
  })

  it('refuses an address that is not a URL', () => {
    expect(checkSetup({ ...production, SITE_URL: 'buffet.com.br' }).errors).toEqual([
      expect.stringMatching(/SITE_URL inválido \("buffet.com.br"\)/),
    ])
  })
})

describe('setup check: services', () => {
  it.each<[string, EnvRecord, RegExp]>([
    [
      'Vercel without Supabase',
      { ...production, VERCEL: '1', SITE_URL: 'https://b.com.br' },
      /Na Vercel os orçamentos precisam do Supabase: defina SUPABASE_URL e SUPABASE_ANON_KEY/,
    ],
    [
      'Supabase URL without key',
      { SUPABASE_URL: 'https://abc.supabase.co' },
      /SUPABASE_URL definido sem SUPABASE_ANON_KEY/,
    ],
    ['Supabase key without URL', { SUPABASE_ANON_KEY: 'anon' }, /SUPABASE_ANON_KEY definido sem SUPABASE_URL/],
    [
      'Sanity project without dataset',
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' },
      /NEXT_PUBLIC_SANITY_PROJECT_ID definido sem NEXT_PUBLIC_SANITY_DATASET/,
    ],
    [
      'short webhook secret',
      { SANITY_REVALIDATE_SECRET: 'curto-demais' },
      /SANITY_REVALIDATE_SECRET tem 12 caracteres; use 32 ou mais/,
    ],
    ['unknown trust setting', { TRUSTED_PROXIES: 'todos' }, /TRUSTED_PROXIES inválido \("todos"\)/],
    ['bad site-wide ceiling', { QUOTES_PER_MINUTE: '0' }, /QUOTES_PER_MINUTE inválido/],
  ])('%s fails with what is missing', (_name, env, message) => {
    const { errors } = checkSetup(env)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  it.each<[string, EnvRecord]>([
    ['nothing set (embedded defaults)', {}],
    [
      'a complete Vercel setup',
      {
        ...vercel,
        VERCEL_PROJECT_PRODUCTION_URL: 'buffet.example.com.br',
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
        NEXT_PUBLIC_SANITY_DATASET: 'production',
        SANITY_REVALIDATE_SECRET: 'x'.repeat(32),
      },
    ],
    ['a dataset without a project (as .env.example ships)', { NEXT_PUBLIC_SANITY_DATASET: 'production' }],
    ['a VPS behind one proxy', { ...production, SITE_URL: 'https://b.com.br', TRUSTED_PROXIES: '1' }],
  ])('%s passes', (_name, env) => {
    const verdict = checkSetup(env)
    expect(verdict.errors).toEqual([])
    expect(verdict.warnings).toEqual([])
  })

  it.each<[EnvRecord, unknown]>([
    [{}, { kind: 'none' }],
    [{ VERCEL: '1' }, { kind: 'vercel' }],
    [{ TRUSTED_PROXIES: '2' }, { kind: 'proxies', count: 2 }],
    [{ VERCEL: '1', TRUSTED_PROXIES: 'none' }, { kind: 'none' }],
  ])('trust setting of %j is %j', (env, trust) => {
    expect(checkSetup(env).trust).toEqual(trust)
  })

  it('warns a production server that trusts no header', () => {
    expect(checkSetup({ ...production, SITE_URL: 'https://b.com.br' }).warnings).toEqual([
      expect.stringMatching(/^endereço do cliente: TRUSTED_PROXIES não definido/),
    ])
  })

  it('prints one line per service', () => {
    expect(formatVerdict(checkSetup({})).map((line) => line.split(':')[0])).toEqual([
      '[buffet] ok    endereço do site',
      '[buffet] ok    conteúdo',
      '[buffet] ok    orçamentos e admin',
      '[buffet] ok    webhook de publicação',
      '[buffet] ok    segredos do servidor',
      '[buffet] ok    endereço do cliente',
      '[buffet] ok    teto de orçamentos',
    ])
  })
})

describe('setup check: the server’s secrets', () => {
  const supabase = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon-key' }

  it.each<[string, EnvRecord, RegExp]>([
    [
      'Supabase without CRON_SECRET',
      { ...production, SITE_URL: 'https://b.com.br', ...supabase, SITE_SECRET: 's'.repeat(64) },
      /^segredos do servidor: Com o Supabase, defina CRON_SECRET \(a credencial do servidor no banco/,
    ],
    [
      'Supabase without SITE_SECRET',
      { ...production, SITE_URL: 'https://b.com.br', ...supabase, CRON_SECRET: 'c'.repeat(64) },
      /^segredos do servidor: Com o Supabase, defina SITE_SECRET \(assina o cookie do visitante/,
    ],
    ['a short SITE_SECRET', { SITE_SECRET: 'curto' }, /SITE_SECRET tem 5 caracteres; use 32 ou mais/],
    ['a short CRON_SECRET', { CRON_SECRET: 'curto' }, /CRON_SECRET tem 5 caracteres; use 16 ou mais/],
  ])('refuses a production build with %s', (_name, env, message) => {
    const { errors } = checkSetup(env)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  it('only warns in development with Supabase, and asks nothing of the embedded database (it keeps its own SITE_SECRET in DATA_DIR)', () => {
    expect(checkSetup(supabase).warnings).toEqual([
      expect.stringMatching(/^segredos do servidor: Com o Supabase, defina CRON_SECRET .* e SITE_SECRET/),
    ])
    const embedded = checkSetup({
      ...production,
      SITE_URL: 'https://b.com.br',
      TRUSTED_PROXIES: '1',
      DATA_DIR: '/var/lib/buffet/dados',
    })
    expect(embedded.errors).toEqual([])
    expect(embedded.services.find(({ service }) => service === 'segredos do servidor')?.text).toBe(
      'SITE_SECRET gerado e guardado em /var/lib/buffet/dados/site-secret',
    )
  })
})

describe('setup check: start-up lines', () => {
  it('repeats only the problems', () => {
    expect(formatVerdict(checkSetup({ NODE_ENV: 'production', TRUSTED_PROXIES: '1' }), { problemsOnly: true })).toEqual(
      [expect.stringMatching(/^\[buffet\] AVISO endereço do site: SITE_URL não definido/)],
    )
  })
})
