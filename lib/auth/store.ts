import 'server-only'
import { getRpc } from '../db'
import { server, type Caller, type SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'
import type { OpenSession, SignOutScope } from './contract'
import { jobKeyHash } from '../db/job-key'
import { describeFailure } from '../log/describe-failure'

type SessionRow = {
  id: string
  email: string | null
  user_agent: string
  created_at: string
  last_seen_at: string
  current: boolean
}
type Account = { id: string; email: string; encrypted_password: string | null }

const iso = (value: string) => new Date(value).toISOString()

/**
 * The database's part of the admin's sign-in, the same in both modes: the sessions the database
 * knows, is_admin(), the alerts of attacks, and the embedded database's own accounts (asked as the
 * server). Each call one SQL function of the migrations, through the transport.
 */
export function authStore(rpc: Rpc) {
  return {
    /** Records the session the new token names (and the sign-in in the audit log). */
    openSession: (user: SignedInCaller, userAgent: string) =>
      rpc.value<boolean>(user, 'session_open', { p_user_agent: userAgent.slice(0, 300) }),

    /** Whether the caller's session is still open (idle and absolute limits), marking it used; any failure counts as closed. */
    async sessionIsOpen(user: SignedInCaller): Promise<boolean> {
      try {
        return (await rpc.value<boolean>(user, 'session_check', {})) === true
      } catch (error) {
        console.error('[admin] verificação da sessão falhou', describeFailure(error))
        return false
      }
    },

    /**
     * Ends this session ('local') or every session of the caller ('global'); how many ended. 'global'
     * also revokes the account's calendar feeds and sets the job key back to this server's own.
     */
    endOwnSessions: (user: SignedInCaller, scope: SignOutScope) =>
      rpc.value<number>(user, 'session_end', { p_scope: scope, p_job_key_sha256: jobKeyHash() }),

    /** Asks public.is_admin(); any failure counts as "not an administrator". */
    async isAdmin(user: SignedInCaller): Promise<boolean> {
      try {
        return (await rpc.value<boolean>(user, 'is_admin', {})) === true
      } catch (error) {
        console.error('[admin] is_admin() falhou', describeFailure(error))
        return false
      }
    },

    /** Every open session, for an administrator ("Sessões"). */
    async openSessions(admin: SignedInCaller): Promise<OpenSession[]> {
      const rows = await rpc.rows<SessionRow>(admin, 'admin_sessions_list', {})
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        userAgent: row.user_agent,
        createdAt: iso(row.created_at),
        lastSeenAt: iso(row.last_seen_at),
        current: row.current,
      }))
    },

    /** An administrator ends any session (its account's calendar feeds revoked, the job key this server's); false when it was not open. */
    endSession: (admin: SignedInCaller, id: string) =>
      rpc.value<boolean>(admin, 'admin_session_end', { p_id: id, p_job_key_sha256: jobKeyHash() }),

    /**
     * Records that the administrator of `session` typed their password again, for the money settings.
     * `proof` is who vouches for it: the server after checking the embedded account's hash, or a
     * session Supabase Auth has just opened for that password.
     */
    passwordConfirmed: async (proof: Caller, userId: string, session: string) =>
      (await rpc.value<boolean>(proof, 'admin_reauth_record', { p_user: userId, p_session: session })) === true,

    /** Accounts whose e-mail took many wrong passwords within 15 minutes, in the last day. */
    signInAlerts: async (admin: SignedInCaller) =>
      (await rpc.rows<{ email: string; at: string }>(admin, 'admin_sign_in_alerts', {})).map((row) => ({
        email: row.email,
        at: iso(row.at),
      })),

    /** The embedded database's account for an e-mail (any case, trimmed), as the server checking a password. */
    account: async (email: string): Promise<Account | null> =>
      (await rpc.rows<Account>(server, 'account_for_sign_in', { p_email: email }))[0] ?? null,
    /** Notes the account's sign-in (auth.users.last_sign_in_at, as Supabase Auth keeps it). */
    accountSignedIn: async (userId: string) =>
      void (await rpc.value(server, 'account_signed_in', { p_user_id: userId })),
    /** Whether any administrator exists yet (the start-up hint). */
    adminsExist: async () => (await rpc.value<boolean>(server, 'admins_exist', {})) === true,
  }
}

export type AuthStore = ReturnType<typeof authStore>

export const getAuthStore = () => authStore(getRpc())
