import 'server-only'
import path from 'node:path'
import { z } from 'zod'
import { checkSetup } from './config/setup-check'
import { sanityProject } from './public-env'
import { notifyConfig } from './quotes/notify/config'

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const schema = z.object({
  SITE_URL: optional.pipe(z.url().optional()),
  SANITY_API_READ_TOKEN: optional,
  SANITY_REVALIDATE_SECRET: optional,
  // Another Content Lake host (a proxy, or the tests' local stand-in); Sanity's own by default.
  SANITY_API_HOST: optional.pipe(z.url().optional()),
  // Set only to build a second copy of the site beside .next (see next.config.ts).
  NEXT_DIST_DIR: optional,
  CONTENT_SEED_DIR: optional,
  SUPABASE_URL: optional.pipe(z.url().optional()),
  SUPABASE_ANON_KEY: optional,
  DATA_DIR: optional,
  SESSION_SECRET: optional.pipe(z.string().min(32, 'SESSION_SECRET precisa de 32 caracteres ou mais').optional()),
  SMTP_URL: optional,
  SMTP_HOST: optional,
  SMTP_PORT: optional.pipe(z.string().regex(/^\d{1,5}$/, 'SMTP_PORT deve ser um número').optional()),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  SMTP_FROM: optional,
  QUOTE_NOTIFY_TO: optional,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
})

const raw = schema.parse(process.env)
// The site address, the client-address trust and the site-wide ceiling: decided by the setup check
// the build ran (lib/config/setup-check.ts).
const setup = checkSetup(process.env)

export type QuoteBackend =
  | { kind: 'supabase'; url: string; anonKey: string }
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'incomplete'; missing: string }

function quoteBackend(): QuoteBackend {
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey } = raw
  if (url && anonKey) return { kind: 'supabase', url, anonKey }
  if (url) return { kind: 'incomplete', missing: 'SUPABASE_ANON_KEY' }
  if (anonKey) return { kind: 'incomplete', missing: 'SUPABASE_URL' }
  return { kind: 'embedded', dataDir: path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR ?? '.data') }
}

/** The validated server environment: which backend each concern uses. */
export const env = {
  siteUrl: setup.siteUrl,
  trust: setup.trust,
  quotesPerMinute: setup.quotesPerMinute,
  isProduction: raw.NODE_ENV === 'production',
  sanity: sanityProject,
  sanityApiHost: raw.SANITY_API_HOST?.replace(/\/+$/, ''),
  /** The last good Content Lake answers, kept beside the build (lib/content/last-good.ts). */
  contentCacheDir: path.resolve(/*turbopackIgnore: true*/ raw.NEXT_DIST_DIR ?? '.next', 'cache', 'sanity-last-good'),
  sanityReadToken: raw.SANITY_API_READ_TOKEN,
  revalidateSecret: raw.SANITY_REVALIDATE_SECRET,
  seedDir: path.resolve(/*turbopackIgnore: true*/ raw.CONTENT_SEED_DIR ?? 'studio/seed'),
  quotes: quoteBackend(),
  sessionSecret: raw.SESSION_SECRET,
  /** SMTP and recipients of the new-quote e-mail; null when not configured (nothing is sent). */
  quoteNotifications: notifyConfig(raw),
} as const

/** One line describing the backends in use, logged once at start-up. */
export function describeModes(): string {
  const content = env.sanity
    ? `Sanity (${env.sanity.projectId}/${env.sanity.dataset})`
    : `dataset local (${path.relative(process.cwd(), env.seedDir) || '.'})`
  const quotes =
    env.quotes.kind === 'supabase'
      ? `Supabase (${new URL(env.quotes.url).host})`
      : env.quotes.kind === 'embedded'
        ? `PostgreSQL embutido (${path.relative(process.cwd(), env.quotes.dataDir) || '.'})`
        : `configuração incompleta (falta ${env.quotes.missing})`
  return `[buffet] conteúdo: ${content} · orçamentos e admin: ${quotes}`
}

/** The absolute URL of a site path, as canonical links write it (the home page without a trailing slash). */
export const absoluteUrl = (path: string) => (path === '/' ? env.siteUrl : `${env.siteUrl}${path}`)
