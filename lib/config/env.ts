import 'server-only'
import path from 'node:path'
import { parseEnv } from './parse-env'
import { sanityProject } from './public-env'
import { notifyConfig } from './notify'

export type { QuoteBackend } from './parse-env'

const parsed = parseEnv(process.env)

/** The validated server environment: which backend each concern uses. */
export const env = {
  ...parsed,
  sanity: sanityProject,
  /** SMTP and recipients of the new-quote e-mail; null when not configured (nothing is sent). */
  quoteNotifications: notifyConfig(parsed.notify),
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
