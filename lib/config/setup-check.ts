/** Environment variables as a plain record (process.env, or a test's table). */
export type EnvRecord = Readonly<Record<string, string | undefined>>

/** Which hops in front of the site write the client address (TRUSTED_PROXIES). */
export type TrustSetting = { kind: 'vercel' } | { kind: 'proxies'; count: number } | { kind: 'none' }

export type Severity = 'ok' | 'aviso' | 'erro'

/** One service as `npm run doctor` prints it. */
export type ServiceCheck = { service: string; severity: Severity; text: string }

export type SetupVerdict = {
  siteUrl: string
  trust: TrustSetting
  /** Site-wide ceiling of quotes per minute (QUOTES_PER_MINUTE), whatever the address. */
  quotesPerMinute: number
  services: ServiceCheck[]
  errors: string[]
  warnings: string[]
}

const LOCAL_URL = 'http://localhost:3000'
const MIN_SECRET = 32
const DEFAULT_QUOTES_PER_MINUTE = 30

const value = (env: EnvRecord, name: string) => env[name]?.trim() || undefined

function parseUrl(text: string): string | null {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin + url.pathname.replace(/\/+$/, '') : null
  } catch {
    return null
  }
}

/** The public address of the site: SITE_URL, else Vercel's production domain over https, else null. */
export function resolveSiteUrl(
  env: EnvRecord,
): { url: string; from: 'SITE_URL' | 'VERCEL_PROJECT_PRODUCTION_URL' } | { url: null; invalid?: string } {
  const site = value(env, 'SITE_URL')
  if (site) {
    const url = parseUrl(site)
    return url ? { url, from: 'SITE_URL' } : { url: null, invalid: site }
  }
  const vercel = value(env, 'VERCEL_PROJECT_PRODUCTION_URL')
  const url = vercel && parseUrl(`https://${vercel.replace(/^https?:\/\//, '')}`)
  return url ? { url, from: 'VERCEL_PROJECT_PRODUCTION_URL' } : { url: null }
}

function parseTrust(env: EnvRecord): TrustSetting | null {
  const raw = value(env, 'TRUSTED_PROXIES')?.toLowerCase()
  if (!raw) return value(env, 'VERCEL') ? { kind: 'vercel' } : { kind: 'none' }
  if (raw === 'vercel' || raw === 'none') return { kind: raw }
  return /^[1-9]$/.test(raw) ? { kind: 'proxies', count: Number(raw) } : null
}

const check = (service: string, severity: Severity, text: string): ServiceCheck => ({ service, severity, text })

function siteCheck(env: EnvRecord, production: boolean, onVercel: boolean): { url: string; check: ServiceCheck } {
  const site = resolveSiteUrl(env)
  if (site.url) return { url: site.url, check: check('endereço do site', 'ok', `${site.url} (de ${site.from})`) }
  if ('invalid' in site)
    return {
      url: LOCAL_URL,
      check: check(
        'endereço do site',
        'erro',
        `SITE_URL inválido ("${site.invalid}"): use o endereço completo, ex.: https://www.seubuffet.com.br`,
      ),
    }
  if (onVercel)
    return {
      url: LOCAL_URL,
      check: check(
        'endereço do site',
        'erro',
        'Defina SITE_URL com o endereço público do site (ex.: https://www.seubuffet.com.br): sem ele os links canônicos, o sitemap e o Open Graph apontariam para localhost.',
      ),
    }
  if (production)
    return {
      url: LOCAL_URL,
      check: check(
        'endereço do site',
        'aviso',
        `SITE_URL não definido: links canônicos, sitemap, robots.txt e Open Graph usam ${LOCAL_URL}. Defina SITE_URL antes de publicar.`,
      ),
    }
  return { url: LOCAL_URL, check: check('endereço do site', 'ok', `${LOCAL_URL} (desenvolvimento)`) }
}

function contentCheck(env: EnvRecord): ServiceCheck {
  const projectId = value(env, 'NEXT_PUBLIC_SANITY_PROJECT_ID')
  const dataset = value(env, 'NEXT_PUBLIC_SANITY_DATASET')
  if (!projectId) return check('conteúdo', 'ok', 'dataset de exemplo (studio/seed), sem Sanity')
  if (!dataset)
    return check(
      'conteúdo',
      'erro',
      'NEXT_PUBLIC_SANITY_PROJECT_ID definido sem NEXT_PUBLIC_SANITY_DATASET: defina o dataset (ex.: production).',
    )
  return check('conteúdo', 'ok', `Sanity (${projectId}/${dataset})`)
}

function quotesCheck(env: EnvRecord, onVercel: boolean): ServiceCheck {
  const url = value(env, 'SUPABASE_URL')
  const key = value(env, 'SUPABASE_ANON_KEY')
  if (url && !key)
    return check(
      'orçamentos e admin',
      'erro',
      'SUPABASE_URL definido sem SUPABASE_ANON_KEY: defina a chave anon do projeto.',
    )
  if (key && !url)
    return check(
      'orçamentos e admin',
      'erro',
      'SUPABASE_ANON_KEY definido sem SUPABASE_URL: defina o endereço do projeto.',
    )
  if (url && key) {
    return parseUrl(url)
      ? check(
          'orçamentos e admin',
          'ok',
          `Supabase (${new URL(url).host}), limites de envio e de login contados no banco`,
        )
      : check('orçamentos e admin', 'erro', `SUPABASE_URL inválido ("${url}"): use https://SEU-PROJETO.supabase.co`)
  }
  if (onVercel)
    return check(
      'orçamentos e admin',
      'erro',
      'Na Vercel os orçamentos precisam do Supabase: defina SUPABASE_URL e SUPABASE_ANON_KEY (lá o banco embutido em .data/ é apagado ou só de leitura).',
    )
  return check(
    'orçamentos e admin',
    'ok',
    `PostgreSQL embutido (${value(env, 'DATA_DIR') ?? '.data'}), limites de envio e de login contados no banco`,
  )
}

function webhookCheck(env: EnvRecord): ServiceCheck {
  const secret = value(env, 'SANITY_REVALIDATE_SECRET')
  if (!secret)
    return check(
      'webhook de publicação',
      'ok',
      'SANITY_REVALIDATE_SECRET não definido: as páginas se atualizam a cada hora',
    )
  if (secret.length < MIN_SECRET)
    return check(
      'webhook de publicação',
      'erro',
      `SANITY_REVALIDATE_SECRET tem ${secret.length} caracteres; use ${MIN_SECRET} ou mais (ex.: openssl rand -hex 32).`,
    )
  return check('webhook de publicação', 'ok', 'assinatura conferida com SANITY_REVALIDATE_SECRET')
}

const MIN_CRON_SECRET = 16

/**
 * The server's own secrets. With Supabase (where the site's disk may be wiped, and several copies of
 * the server run at once) both must be set: CRON_SECRET is the server's credential to the database
 * (every quote, limit and alert goes through it) and SITE_SECRET signs the visitor's cookie and the
 * proof-of-work puzzles and derives the proposal links, so it must be the same everywhere and never
 * change by itself. The embedded database generates SITE_SECRET once into DATA_DIR.
 */
function serverSecretsCheck(env: EnvRecord, production: boolean): ServiceCheck {
  const supabase = Boolean(value(env, 'SUPABASE_URL') && value(env, 'SUPABASE_ANON_KEY'))
  const cron = value(env, 'CRON_SECRET')
  const site = value(env, 'SITE_SECRET')
  if (site && site.length < MIN_SECRET)
    return check(
      'segredos do servidor',
      'erro',
      `SITE_SECRET tem ${site.length} caracteres; use ${MIN_SECRET} ou mais (ex.: openssl rand -hex 32).`,
    )
  if (cron && cron.length < MIN_CRON_SECRET)
    return check(
      'segredos do servidor',
      'erro',
      `CRON_SECRET tem ${cron.length} caracteres; use ${MIN_CRON_SECRET} ou mais (ex.: openssl rand -hex 32).`,
    )
  if (!supabase)
    return check(
      'segredos do servidor',
      'ok',
      site
        ? 'SITE_SECRET definido'
        : `SITE_SECRET gerado e guardado em ${value(env, 'DATA_DIR') ?? '.data'}/site-secret`,
    )
  const missing = [
    cron ? null : 'CRON_SECRET (a credencial do servidor no banco: sem ela nenhum pedido é gravado)',
    site ? null : 'SITE_SECRET (assina o cookie do visitante e deriva os links das propostas)',
  ].filter(Boolean)
  if (missing.length === 0)
    return check(
      'segredos do servidor',
      'ok',
      'CRON_SECRET e SITE_SECRET definidos (entre no painel uma vez depois de trocar o CRON_SECRET: o login registra a chave no banco)',
    )
  return check(
    'segredos do servidor',
    production ? 'erro' : 'aviso',
    `Com o Supabase, defina ${missing.join(' e ')}; gere cada um com openssl rand -hex 32.`,
  )
}

function addressCheck(trust: TrustSetting | null, raw: string | undefined, production: boolean): ServiceCheck {
  if (!trust)
    return check(
      'endereço do cliente',
      'erro',
      `TRUSTED_PROXIES inválido ("${raw}"): use vercel, none ou o número de proxies (1 a 9).`,
    )
  if (trust.kind === 'vercel')
    return check('endereço do cliente', 'ok', 'o que a Vercel escreve (x-vercel-forwarded-for)')
  if (trust.kind === 'proxies')
    return check(
      'endereço do cliente',
      'ok',
      `${trust.count}º endereço da direita de X-Forwarded-For (${trust.count} proxy${trust.count > 1 ? 's' : ''} confiáve${trust.count > 1 ? 'is' : 'l'})`,
    )
  return check(
    'endereço do cliente',
    production ? 'aviso' : 'ok',
    'TRUSTED_PROXIES não definido: nenhum cabeçalho é confiável, então cada navegador é contado pelo seu cookie e quem não guarda cookie só cai no teto do site (docs/seguranca.md). Atrás de um proxy (nginx), defina TRUSTED_PROXIES=1.',
  )
}

function quotesPerMinute(env: EnvRecord): number | null {
  const raw = value(env, 'QUOTES_PER_MINUTE')
  if (!raw) return DEFAULT_QUOTES_PER_MINUTE
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}

/**
 * The verdict on a setup: the site address and, per service, whether it is ready. A production
 * build fails on any error; warnings are printed at build and at start-up.
 */
export function checkSetup(env: EnvRecord): SetupVerdict {
  const production = value(env, 'NODE_ENV') === 'production'
  const onVercel = Boolean(value(env, 'VERCEL'))
  const site = siteCheck(env, production, onVercel)
  const trust = parseTrust(env)
  const ceiling = quotesPerMinute(env)
  const services = [
    site.check,
    contentCheck(env),
    quotesCheck(env, onVercel),
    webhookCheck(env),
    serverSecretsCheck(env, production),
    addressCheck(trust, value(env, 'TRUSTED_PROXIES'), production),
    ceiling
      ? check('teto de orçamentos', 'ok', `${ceiling} por minuto no site inteiro`)
      : check(
          'teto de orçamentos',
          'erro',
          `QUOTES_PER_MINUTE inválido ("${value(env, 'QUOTES_PER_MINUTE')}"): use um número inteiro maior que zero.`,
        ),
  ]
  const by = (severity: Severity) =>
    services.filter((item) => item.severity === severity).map((item) => `${item.service}: ${item.text}`)
  return {
    siteUrl: site.url,
    trust: trust ?? { kind: 'none' },
    quotesPerMinute: ceiling ?? DEFAULT_QUOTES_PER_MINUTE,
    services,
    errors: by('erro'),
    warnings: by('aviso'),
  }
}

/** The verdict as printed lines, one per service (the doctor, the build and the start-up log). */
export function formatVerdict(verdict: SetupVerdict, { problemsOnly = false } = {}): string[] {
  const mark = { ok: 'ok   ', aviso: 'AVISO', erro: 'ERRO ' } as const
  return verdict.services
    .filter(({ severity }) => !problemsOnly || severity !== 'ok')
    .map(({ service, severity, text }) => `[buffet] ${mark[severity]} ${service}: ${text}`)
}
