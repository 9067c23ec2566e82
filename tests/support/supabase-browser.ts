import { supabaseAuth } from '@/lib/auth/gotrue-identity'
import { cookieJar } from './cookie-jar'
import type { Engine } from './engines'
import { gotrueStandIn } from './gotrue-stand-in'
import { ANON_KEY } from './transports'

const SERVICE_KEY = 'service-role-key-for-tests'

type Account = { email: string; password: string }

/**
 * Supabase over a fresh database of `engine`: the engine started, a migrated database, and the
 * GoTrue stand-in (PostgREST's with it, at the same URL) with `owner` as an administrator.
 * `close` stops both.
 */
export async function gotrueOnFreshDatabase(engine: Engine, owner: Account) {
  await engine.start()
  const db = await engine.emptyDatabase()
  await db.migrate()
  const gotrue = await gotrueStandIn({
    anonKey: ANON_KEY,
    serviceKey: SERVICE_KEY,
    database: db,
    accounts: [{ ...owner, admin: true }],
  })
  return {
    db,
    gotrue,
    close: async () => {
      await gotrue.close()
      await engine.stop()
    },
  }
}

/** A new password set outside the app (npm run user:add, Supabase's dashboard): the Auth admin API, with the service key. */
export async function changePasswordOutsideTheApp(
  gotrue: Awaited<ReturnType<typeof gotrueStandIn>>,
  { email, password }: Account,
) {
  const account = gotrue.users.find((user) => user.email === email)
  if (!account) throw new Error(`${email} não é uma conta do GoTrue`)
  const changed = await fetch(`${gotrue.url}/auth/v1/admin/users/${account.id}`, {
    method: 'PUT',
    headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  })
  if (changed.status !== 200) throw new Error(`a troca de senha de ${email} respondeu ${changed.status}`)
}

/**
 * A browser signed in through the app's Supabase sign-in at `url` (the GoTrue stand-in, then the
 * session the database keeps): its Auth, the user and the access token a thief would copy.
 */
export async function supabaseBrowser(url: string, { email, password }: Account) {
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
