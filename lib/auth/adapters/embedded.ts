import 'server-only'
import bcrypt from 'bcryptjs'
import { env } from '../../config/env'
import type { SignedInCaller } from '../../db/caller'
import { sharedEmbeddedDatabase } from '../../db/embedded-database'
import { embeddedRpcAt } from '../../db/rpc-embedded'
import type { AuthBackend } from '../contract'
import { requestCookies, type CookieStore } from '../cookie-store'
import { sessionSecret } from '../session-secret'
import { expiredCookieOptions, sessionCookieOptions } from '../cookie-options'
import { endOwnSessions, openSession, sessionIsOpen } from '../sessions'
import { createSessionToken, SESSION_COOKIE, verifySessionToken } from '../session-token'

// Compared against when the e-mail has no account, so response time does not reveal which e-mails exist.
let dummyHash: string | undefined
const noAccountHash = () => (dummyHash ??= bcrypt.hashSync('conta-inexistente', 10))

/** Accounts in the embedded database's auth.users (bcrypt), sessions in public.admin_sessions named by a signed http-only cookie. */
export function embeddedAuth(dataDir: string, cookies: () => Promise<CookieStore> = requestCookies): AuthBackend {
  const secret = () => sessionSecret(env.sessionSecret, dataDir)
  const rpc = embeddedRpcAt(dataDir)
  const cookieUser = async (): Promise<SignedInCaller | null> => {
    const claims = await verifySessionToken((await cookies()).get(SESSION_COOKIE)?.value, secret())
    return claims ? { role: 'authenticated', userId: claims.userId, email: claims.email, sessionId: claims.sessionId } : null
  }
  return {
    async signIn(email, password, userAgent) {
      const db = await sharedEmbeddedDatabase(dataDir)
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ id: string; email: string; encrypted_password: string | null }>(
          'select id, email, encrypted_password from auth.users where lower(email) = lower($1)',
          [email.trim()],
        ),
      )
      const user = rows[0]
      const matches = await bcrypt.compare(password, user?.encrypted_password ?? noAccountHash())
      if (!user || !matches) return { ok: false, error: 'invalid-credentials' }
      await db.asOwner((tx) => tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]))
      const caller: SignedInCaller = { role: 'authenticated', userId: user.id, email: user.email, sessionId: crypto.randomUUID() }
      await openSession(rpc, caller, userAgent)
      const token = await createSessionToken({ userId: user.id, email: user.email, sessionId: caller.sessionId! }, secret())
      ;(await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions(env.isProduction))
      return { ok: true, user: caller }
    },

    async signOut(scope) {
      const user = await cookieUser()
      if (user) await endOwnSessions(rpc, user, scope)
      ;(await cookies()).set(SESSION_COOKIE, '', expiredCookieOptions(env.isProduction))
    },

    async currentUser() {
      const user = await cookieUser()
      return user && (await sessionIsOpen(rpc, user)) ? user : null
    },

    async isAdmin(user) {
      try {
        const db = await sharedEmbeddedDatabase(dataDir)
        const { rows } = await db.asCaller(user, (tx) => tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin'))
        return rows[0]?.is_admin === true
      } catch (error) {
        console.error('[admin] is_admin() falhou', error)
        return false
      }
    },
  }
}
