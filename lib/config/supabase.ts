import { createServerClient, type CookieMethodsServer, type CookieOptionsWithName } from '@supabase/ssr'
import { createClient } from '@supabase/supabase-js'
import type { SupabaseConfig } from './parse-env'

type ClientOptions = {
  /** Another key than the public anon key (the service-role key of the account script). */
  key?: string
  /** A signed-in user's access token: PostgREST then runs as that user, under row-level security. */
  accessToken?: string
}

/** A stateless Supabase client (no stored session) for the server or a script. */
export function supabaseClient({ url, anonKey }: SupabaseConfig, { key = anonKey, accessToken }: ClientOptions = {}) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined,
  })
}

/**
 * A Supabase client whose session lives in the given cookies (@supabase/ssr): a request's or the
 * proxy's, written with `cookieOptions` (the admin session's attributes).
 */
export function supabaseCookieClient(
  { url, anonKey }: SupabaseConfig,
  cookies: CookieMethodsServer,
  cookieOptions: CookieOptionsWithName,
) {
  return createServerClient(url, anonKey, { cookies, cookieOptions })
}
