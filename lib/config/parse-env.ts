import path from 'node:path'
import { z } from 'zod'
import { checkSetup } from './setup-check'

// The one reading of the server's environment. Pure (no server-only): the server wraps it in
// env.ts, and scripts such as user-add.ts parse process.env with it, so both pick the same backends.

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
  SITE_SECRET: optional.pipe(z.string().min(32, 'SITE_SECRET precisa de 32 caracteres ou mais').optional()),
  CRON_SECRET: optional.pipe(z.string().min(16, 'CRON_SECRET precisa de 16 caracteres ou mais').optional()),
  SMTP_URL: optional,
  SMTP_HOST: optional,
  SMTP_PORT: optional.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'SMTP_PORT deve ser um número')
      .optional(),
  ),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  SMTP_FROM: optional,
  QUOTE_NOTIFY_TO: optional,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
})

/** Supabase's URL and public anon key: what every server-side Supabase client starts from. */
export type SupabaseConfig = { url: string; anonKey: string }

/** Where quotes and admin accounts live: Supabase, the embedded database, or a half-done setup. */
export type QuoteBackend =
  | ({ kind: 'supabase' } & SupabaseConfig)
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'incomplete'; missing: string }

type Source = Record<string, string | undefined>

function quoteBackend(raw: z.output<typeof schema>): QuoteBackend {
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey } = raw
  if (url && anonKey) return { kind: 'supabase', url, anonKey }
  if (url) return { kind: 'incomplete', missing: 'SUPABASE_ANON_KEY' }
  if (anonKey) return { kind: 'incomplete', missing: 'SUPABASE_URL' }
  return { kind: 'embedded', dataDir: path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR ?? '.data') }
}

/** The validated server settings from `source` (process.env); throws on malformed values. */
export function parseEnv(source: Source) {
  const raw = schema.parse(source)
  // The site address, the client-address trust and the site-wide ceiling: decided by the setup
  // check the build ran (setup-check.ts).
  const setup = checkSetup(source)
  return {
    siteUrl: setup.siteUrl,
    trust: setup.trust,
    quotesPerMinute: setup.quotesPerMinute,
    isProduction: raw.NODE_ENV === 'production',
    /** `next dev` and the scripts: e-mails without SMTP go to the outbox folder (lib/mail/transport.ts). */
    isDevelopment: raw.NODE_ENV === 'development',
    outboxDir: path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR ?? '.data', 'outbox'),
    sanityApiHost: raw.SANITY_API_HOST?.replace(/\/+$/, ''),
    /** The last good Content Lake answers, kept beside the build (lib/content/adapters/last-good.ts). */
    contentCacheDir: path.resolve(/*turbopackIgnore: true*/ raw.NEXT_DIST_DIR ?? '.next', 'cache', 'sanity-last-good'),
    sanityReadToken: raw.SANITY_API_READ_TOKEN,
    revalidateSecret: raw.SANITY_REVALIDATE_SECRET,
    seedDir: path.resolve(/*turbopackIgnore: true*/ raw.CONTENT_SEED_DIR ?? 'studio/seed'),
    quotes: quoteBackend(raw),
    sessionSecret: raw.SESSION_SECRET,
    /** The server's own secret (the visitor's signed cookie, the proofs of work, the proposal links); generated into `secretDir` when unset. */
    siteSecret: raw.SITE_SECRET,
    /** Where a secret the environment does not give is generated once and kept (DATA_DIR, or .data). */
    secretDir: path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR ?? '.data'),
    /** The Bearer token of the daily jobs' routes (Vercel Cron sends it); without it the routes refuse every call. */
    cronSecret: raw.CRON_SECRET,
    /** The SMTP settings and recipients of the new-quote e-mail, as given. */
    notify: {
      SMTP_URL: raw.SMTP_URL,
      SMTP_HOST: raw.SMTP_HOST,
      SMTP_PORT: raw.SMTP_PORT,
      SMTP_USER: raw.SMTP_USER,
      SMTP_PASS: raw.SMTP_PASS,
      SMTP_FROM: raw.SMTP_FROM,
      QUOTE_NOTIFY_TO: raw.QUOTE_NOTIFY_TO,
    },
  }
}

/** Supabase's service-role key, for account scripts only: the web app never reads it. */
export const serviceRoleKey = (source: Source) => source.SUPABASE_SERVICE_ROLE_KEY?.trim() || undefined
