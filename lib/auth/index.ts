import 'server-only'
import { env } from '../config/env'
import { embeddedAuth } from './adapters/embedded'
import { supabaseAuth } from './adapters/supabase'
import { unconfiguredAuth } from './adapters/unconfigured'
import type { AuthBackend } from './contract'

export type * from './contract'

let backend: AuthBackend | undefined

/** The auth backend of the configured environment (the one place that picks it). */
export function getAuth(): AuthBackend {
  if (backend) return backend
  const quotes = env.quotes
  backend = quotes.kind === 'supabase' ? supabaseAuth(quotes) : quotes.kind === 'embedded' ? embeddedAuth(quotes.dataDir) : unconfiguredAuth
  return backend
}
