import 'server-only'
import { SUPABASE_INCOMPLETE } from '../config/messages'
import type { Rpc } from '../db/rpc'
import type { Auth, Identity } from './contract'
import { authStore } from './store'
import { describeFailure } from '../log/describe-failure'

/**
 * The admin sign-in over an identity service and the transport: the password is the identity
 * service's to check; the session, its limits and is_admin() are the database's, the same in both
 * modes. Without an identity service (Supabase half configured) nobody is signed in, and signing
 * in says why.
 */
export function authWith(identity: Identity | null, rpc: Rpc): Auth {
  const store = authStore(rpc)
  return {
    async signIn(email, password, userAgent) {
      if (!identity) return { ok: false, error: 'service', message: SUPABASE_INCOMPLETE }
      const verified = await identity.verify(email, password)
      if (!verified.ok) return verified
      try {
        await store.openSession(verified.user, userAgent)
      } catch (error) {
        // A session the database does not know would be refused on the next request anyway.
        await verified.drop()
        throw error
      }
      await verified.keep()
      return { ok: true, user: verified.user }
    },

    async signOut(scope) {
      if (!identity) return
      const user = await identity.sessionUser()
      if (user)
        await store
          .endOwnSessions(user, scope)
          .catch((error: unknown) => console.error('[admin] encerrar a sessão no banco falhou', describeFailure(error)))
      await identity.forget(scope)
    },

    async currentUser() {
      const user = identity ? await identity.currentUser() : null
      return user && (await store.sessionIsOpen(user)) ? user : null
    },

    isAdmin: (user) => store.isAdmin(user),

    async confirmPassword(user, password) {
      if (!identity || !user.sessionId) return false
      const checked = await identity.recheck(user, password)
      if (!checked) return false
      try {
        return await store.passwordConfirmed(checked.proof, user.userId, user.sessionId)
      } finally {
        await checked.done()
      }
    },
  }
}
