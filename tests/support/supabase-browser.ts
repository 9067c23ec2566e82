import { supabaseAuth } from '@/lib/auth/gotrue-identity'
import { cookieJar } from './cookie-jar'
import { ANON_KEY } from './transports'

/**
 * A browser signed in through the app's Supabase sign-in at `url` (the GoTrue stand-in, then the
 * session the database keeps): its Auth, the user and the access token a thief would copy.
 */
export async function supabaseBrowser(url: string, { email, password }: { email: string; password: string }) {
  const auth = supabaseAuth({ url, anonKey: ANON_KEY }, cookieJar().read)
  const result = await auth.signIn(email, password, 'Vitest')
  if (!result.ok) throw new Error(`a entrada de ${email} falhou: ${result.error}`)
  const user = await auth.currentUser()
  if (!user?.accessToken) throw new Error(`${email} entrou sem sessão`)
  return { auth, user, token: user.accessToken }
}

/** One POST /rest/v1/rpc/<fn> at `url`, as an attacker sends it: the anon key, and the token when there is one. */
export async function postRpc(url: string, token: string | null, fn: string, args: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  const body = (await response.json().catch(() => null)) as unknown
  const code = response.ok ? undefined : (body as { code?: string } | null)?.code
  return { status: response.status, body, code }
}
