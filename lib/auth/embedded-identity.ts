import 'server-only'
import bcrypt from 'bcryptjs'
import { env } from '../config/env'
import { server, type SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'
import { embeddedRpcAt } from '../db/rpc-embedded'
import { authWith } from './service'
import type { Identity } from './contract'
import { expiredCookieOptions, sessionCookieOptions } from './cookie-options'
import { requestCookies, type CookieStore } from './cookie-store'
import { sessionSecret } from './session-secret'
import { createSessionToken, SESSION_COOKIE, verifySessionToken } from './session-token'
import { authStore } from './store'

// Compared against when the e-mail has no account, so response time does not reveal which e-mails exist.
let dummyHash: string | undefined
const noAccountHash = () => (dummyHash ??= bcrypt.hashSync('conta-inexistente', 10))

/**
 * The embedded database's accounts (auth.users, bcrypt hashes as Supabase stores them, read as the
 * server through the transport), and the browser's session in a signed http-only cookie naming it.
 */
export function embeddedIdentity(
  dataDir: string,
  rpc: Rpc,
  cookies: () => Promise<CookieStore> = requestCookies,
): Identity {
  const secret = () => sessionSecret(env.sessionSecret, dataDir)
  const accounts = authStore(rpc)
  const cookieUser = async (): Promise<SignedInCaller | null> => {
    const claims = await verifySessionToken((await cookies()).get(SESSION_COOKIE)?.value, secret())
    return claims
      ? { role: 'authenticated', userId: claims.userId, email: claims.email, sessionId: claims.sessionId }
      : null
  }
  return {
    async verify(email, password) {
      const account = await accounts.account(email)
      const matches = await bcrypt.compare(password, account?.encrypted_password ?? noAccountHash())
      if (!account || !matches) return { ok: false, error: 'invalid-credentials' }
      await accounts.accountSignedIn(account.id)
      const user = {
        role: 'authenticated' as const,
        userId: account.id,
        email: account.email,
        sessionId: crypto.randomUUID(),
      }
      return {
        ok: true,
        user,
        keep: async () =>
          void (await cookies()).set(
            SESSION_COOKIE,
            await createSessionToken({ userId: user.userId, email: user.email, sessionId: user.sessionId }, secret()),
            sessionCookieOptions(env.isProduction),
          ),
        drop: async () => {},
      }
    },
    sessionUser: cookieUser,
    currentUser: cookieUser,
    forget: async () => void (await cookies()).set(SESSION_COOKIE, '', expiredCookieOptions(env.isProduction)),
    // The server compared the hash itself: it vouches for the password as the service role.
    async recheck(user, password) {
      const account = await accounts.account(user.email)
      const matches = await bcrypt.compare(password, account?.encrypted_password ?? noAccountHash())
      return account && matches && account.id === user.userId ? { proof: server, done: async () => {} } : null
    },
  }
}

/** The embedded database's sign-in for `dataDir`, with this browser's cookies. */
export const embeddedAuth = (dataDir: string, cookies: () => Promise<CookieStore> = requestCookies) => {
  const rpc = embeddedRpcAt(dataDir)
  return authWith(embeddedIdentity(dataDir, rpc, cookies), rpc)
}
