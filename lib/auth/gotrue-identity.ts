import 'server-only'
import { decodeJwt } from 'jose'
import { env } from '../config/env'
import type { SupabaseConfig } from '../config/parse-env'
import { supabaseClient, supabaseCookieClient } from '../config/supabase'
import type { SignedInCaller } from '../db/caller'
import { supabaseRpc } from '../db/rpc-supabase'
import { authWith } from './service'
import type { Identity } from './contract'
import { sessionCookieOptions, withSessionLifetime } from './cookie-options'
import { requestCookies, type CookieStore } from './cookie-store'

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
          for (const { name, value, options } of withSessionLifetime(list, env.isProduction))
            store.set(name, value, options)
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
  return {
    role: 'authenticated',
    userId: user.id,
    email: user.email,
    accessToken,
    ...(typeof sessionId === 'string' ? { sessionId } : {}),
  }
}

/** Supabase Auth (GoTrue, e-mail and password) through supabase-js, its session in the browser's cookies. */
export function gotrueIdentity(config: SupabaseConfig, cookies: () => Promise<CookieStore> = requestCookies): Identity {
  return {
    async verify(email, password) {
      const supabase = await serverClient(config, cookies)
      const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password })
      if (error)
        return isInvalidCredentials(error)
          ? { ok: false, error: 'invalid-credentials' }
          : { ok: false, error: 'service', message: error.message }
      if (!data.session || !data.user.email)
        return { ok: false, error: 'service', message: 'O Supabase não devolveu uma sessão.' }
      return {
        ok: true,
        user: callerOf({ id: data.user.id, email: data.user.email }, data.session.access_token),
        keep: async () => {},
        drop: async () => void (await supabase.auth.signOut({ scope: 'local' })),
      }
    },

    async sessionUser() {
      const { data } = await (await serverClient(config, cookies)).auth.getSession()
      const session = data.session
      return session?.user.email
        ? callerOf({ id: session.user.id, email: session.user.email }, session.access_token)
        : null
    },

    async currentUser() {
      const supabase = await serverClient(config, cookies)
      const { data, error } = await supabase.auth.getUser()
      if (error || !data.user?.email) return null
      const { data: session } = await supabase.auth.getSession()
      const accessToken = session.session?.access_token
      return accessToken ? callerOf({ id: data.user.id, email: data.user.email }, accessToken) : null
    },

    // GoTrue's POST /logout?scope=: 'global' revokes every refresh token of the account, 'local' this one.
    forget: async (scope) => void (await (await serverClient(config, cookies)).auth.signOut({ scope })),

    // A sign-in of its own, outside the browser's cookies: the new session Supabase Auth opens for the
    // password is what the database accepts as proof, and it ends right after.
    async recheck(user, password) {
      const supabase = supabaseClient(config)
      const { data, error } = await supabase.auth.signInWithPassword({ email: user.email, password })
      if (error) {
        if (isInvalidCredentials(error)) return null
        throw new Error(`o Supabase não confirmou a senha: ${error.message}`)
      }
      const done = async () => void (await supabase.auth.signOut({ scope: 'local' }))
      if (!data.session || data.user.id !== user.userId) {
        await done()
        return null
      }
      return { proof: callerOf({ id: data.user.id, email: user.email }, data.session.access_token), done }
    },
  }
}

/** Supabase's sign-in for `config`, with this browser's cookies. */
export const supabaseAuth = (config: SupabaseConfig, cookies: () => Promise<CookieStore> = requestCookies) =>
  authWith(gotrueIdentity(config, cookies), supabaseRpc(config))
