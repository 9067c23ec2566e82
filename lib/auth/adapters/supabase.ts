import 'server-only'
import { env } from '../../config/env'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseCookieClient } from '../../config/supabase'
import type { AuthBackend } from '../contract'
import { sessionCookieOptions, withSessionLifetime } from '../cookie-options'
import { requestCookies, type CookieStore } from '../cookie-store'

// Supabase Auth's code for a wrong e-mail or password (older servers send only the message).
const isInvalidCredentials = (error: { code?: string; message: string }) =>
  error.code === 'invalid_credentials' || error.message === 'Invalid login credentials'

/** A server client for this request, keeping the session in http-only cookies via @supabase/ssr. */
async function serverClient(config: SupabaseConfig, cookies: () => Promise<CookieStore>) {
  const store = await cookies()
  return supabaseCookieClient(
    config,
    {
      getAll: () => store.getAll(),
      setAll: (list) => {
        try {
          for (const { name, value, options } of withSessionLifetime(list, env.isProduction)) store.set(name, value, options)
        } catch {
          // Server components cannot set cookies; the proxy refreshes the session on the next request.
        }
      },
    },
    sessionCookieOptions(env.isProduction),
  )
}

/** Supabase Auth (e-mail and password); is_admin() is the RPC of the migrations. */
export function supabaseAuth(config: SupabaseConfig, cookies: () => Promise<CookieStore> = requestCookies): AuthBackend {
  return {
    async signIn(email, password) {
      const supabase = await serverClient(config, cookies)
      const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password })
      if (!error) return { ok: true }
      return isInvalidCredentials(error) ? { ok: false, error: 'invalid-credentials' } : { ok: false, error: 'service', message: error.message }
    },

    async signOut() {
      const supabase = await serverClient(config, cookies)
      await supabase.auth.signOut()
    },

    async currentUser() {
      const supabase = await serverClient(config, cookies)
      const { data, error } = await supabase.auth.getUser()
      if (error || !data.user?.email) return null
      const { data: session } = await supabase.auth.getSession()
      return { role: 'authenticated', userId: data.user.id, email: data.user.email, accessToken: session.session?.access_token }
    },

    async isAdmin(user) {
      const supabase = await serverClient(config, cookies)
      const { data, error } = await supabase.rpc('is_admin')
      if (error) console.error('[admin] is_admin() falhou', error.message, user.email)
      return !error && data === true
    },
  }
}
