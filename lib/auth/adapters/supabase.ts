import 'server-only'
import { decodeJwt } from 'jose'
import { env } from '../../config/env'
import type { SupabaseConfig } from '../../config/parse-env'
import { supabaseCookieClient } from '../../config/supabase'
import type { SignedInCaller } from '../../db/caller'
import { supabaseRpc } from '../../db/rpc-supabase'
import type { AuthBackend } from '../contract'
import { sessionCookieOptions, withSessionLifetime } from '../cookie-options'
import { requestCookies, type CookieStore } from '../cookie-store'
import { endOwnSessions, openSession, sessionIsOpen } from '../sessions'

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

/** The caller an access token stands for, with the GoTrue session it names (its `session_id` claim). */
function callerOf(user: { id: string; email: string }, accessToken: string): SignedInCaller {
  const sessionId = decodeJwt(accessToken).session_id
  return { role: 'authenticated', userId: user.id, email: user.email, accessToken, ...(typeof sessionId === 'string' ? { sessionId } : {}) }
}

/** Supabase Auth (e-mail and password); sessions and is_admin() are the migrations' functions, through PostgREST. */
export function supabaseAuth(config: SupabaseConfig, cookies: () => Promise<CookieStore> = requestCookies): AuthBackend {
  const rpc = supabaseRpc(config)
  return {
    async signIn(email, password, userAgent) {
      const supabase = await serverClient(config, cookies)
      const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password })
      if (error) return isInvalidCredentials(error) ? { ok: false, error: 'invalid-credentials' } : { ok: false, error: 'service', message: error.message }
      if (!data.session || !data.user.email) return { ok: false, error: 'service', message: 'O Supabase não devolveu uma sessão.' }
      const user = callerOf({ id: data.user.id, email: data.user.email }, data.session.access_token)
      try {
        await openSession(rpc, user, userAgent)
      } catch (failure) {
        // A session the database does not know would be refused on the next request anyway.
        await supabase.auth.signOut({ scope: 'local' })
        return { ok: false, error: 'service', message: (failure as Error).message }
      }
      return { ok: true, user }
    },

    async signOut(scope) {
      const supabase = await serverClient(config, cookies)
      const { data } = await supabase.auth.getSession()
      const session = data.session
      if (session?.user.email) {
        await endOwnSessions(rpc, callerOf({ id: session.user.id, email: session.user.email }, session.access_token), scope).catch((error: unknown) =>
          console.error('[admin] encerrar a sessão no banco falhou', (error as Error).message),
        )
      }
      // GoTrue's POST /logout?scope=: 'global' revokes every refresh token of the account, 'local' this one.
      await supabase.auth.signOut({ scope })
    },

    async currentUser() {
      const supabase = await serverClient(config, cookies)
      const { data, error } = await supabase.auth.getUser()
      if (error || !data.user?.email) return null
      const { data: session } = await supabase.auth.getSession()
      const accessToken = session.session?.access_token
      if (!accessToken) return null
      const user = callerOf({ id: data.user.id, email: data.user.email }, accessToken)
      return (await sessionIsOpen(rpc, user)) ? user : null
    },

    async isAdmin(user) {
      const supabase = await serverClient(config, cookies)
      const { data, error } = await supabase.rpc('is_admin')
      if (error) console.error('[admin] is_admin() falhou', error.message, user.userId)
      return !error && data === true
    },
  }
}
