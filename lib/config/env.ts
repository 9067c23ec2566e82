import 'server-only'
import path from 'node:path'
import { z } from 'zod'
import { sanityProject } from './public-env'

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const schema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  SANITY_API_READ_TOKEN: optional,
  SANITY_REVALIDATE_SECRET: optional,
  CONTENT_SEED_DIR: optional,
  SUPABASE_URL: optional.pipe(z.url().optional()),
  SUPABASE_ANON_KEY: optional,
  DATA_DIR: optional,
  SESSION_SECRET: optional.pipe(z.string().min(32, 'SESSION_SECRET precisa de 32 caracteres ou mais').optional()),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
})

const raw = schema.parse(process.env)

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
  siteUrl: raw.SITE_URL.replace(/\/+$/, ''),
  isProduction: raw.NODE_ENV === 'production',
  sanity: sanityProject,
  sanityReadToken: raw.SANITY_API_READ_TOKEN,
  revalidateSecret: raw.SANITY_REVALIDATE_SECRET,
  seedDir: path.resolve(/*turbopackIgnore: true*/ raw.CONTENT_SEED_DIR ?? 'studio/seed'),
  quotes: quoteBackend(),
  sessionSecret: raw.SESSION_SECRET,
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
