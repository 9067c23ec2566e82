import 'server-only'
import type { SignedInCaller } from '../db/caller'
import { env } from '../env'
import { embeddedAuth } from './embedded-auth'
import { supabaseAuth } from './supabase-auth'

export type SignInResult = { ok: true } | { ok: false; error: 'invalid-credentials' } | { ok: false; error: 'service'; message: string }

/** Administrator sign-in, backed by Supabase Auth or by the embedded database's auth.users. */
export interface AuthBackend {
  signIn(email: string, password: string): Promise<SignInResult>
  signOut(): Promise<void>
  /** The signed-in user of this request, from its session cookie; null when there is none. */
  currentUser(): Promise<SignedInCaller | null>
  /** Asks the database (public.is_admin()); any failure counts as "not an administrator". */
  isAdmin(user: SignedInCaller): Promise<boolean>
}

let backend: AuthBackend | null | undefined

/** The configured backend, or null when Supabase is only partly configured. */
export function getAuth(): AuthBackend | null {
  if (backend !== undefined) return backend
  const quotes = env.quotes
  backend = quotes.kind === 'supabase' ? supabaseAuth(quotes) : quotes.kind === 'embedded' ? embeddedAuth(quotes.dataDir) : null
  return backend
}
