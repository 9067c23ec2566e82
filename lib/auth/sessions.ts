import 'server-only'
import type { Caller, SignedInCaller } from '../db/caller'
import type { Rpc } from '../db/rpc'
import type { OpenSession, SignOutScope } from './contract'
import { IDLE_SECONDS, MAX_SECONDS } from './session-policy'

// The session rows (migration 20261126100100), the same functions in both modes.

/** Records the session the new token names (and the sign-in in the audit log). */
export const openSession = (rpc: Rpc, user: SignedInCaller, userAgent: string) => rpc.value<boolean>(user, 'session_open', { p_user_agent: userAgent.slice(0, 300) })

/** Whether the caller's session is still open (idle and absolute limits), marking it used. */
export async function sessionIsOpen(rpc: Rpc, user: Caller): Promise<boolean> {
  try {
    return (await rpc.value<boolean>(user, 'session_check', { p_idle_seconds: IDLE_SECONDS, p_max_seconds: MAX_SECONDS })) === true
  } catch (error) {
    console.error('[admin] verificação da sessão falhou', (error as Error).message)
    return false
  }
}

export const endOwnSessions = (rpc: Rpc, user: SignedInCaller, scope: SignOutScope) => rpc.value<number>(user, 'session_end', { p_scope: scope })

type SessionRow = { id: string; email: string | null; user_agent: string; created_at: string | Date; last_seen_at: string | Date; current: boolean }

// PostgREST answers ISO text, PGlite a Date.
const iso = (value: string | Date) => new Date(value).toISOString()

/** Every open session, for an administrator. */
export async function listOpenSessions(rpc: Rpc, admin: SignedInCaller): Promise<OpenSession[]> {
  const rows = await rpc.rows<SessionRow>(admin, 'admin_sessions_list', { p_idle_seconds: IDLE_SECONDS, p_max_seconds: MAX_SECONDS })
  return rows.map((row) => ({ id: row.id, email: row.email, userAgent: row.user_agent, createdAt: iso(row.created_at), lastSeenAt: iso(row.last_seen_at), current: row.current }))
}

/** An administrator ends any session; false when it was not open. */
export const endSessionAsAdmin = (rpc: Rpc, admin: SignedInCaller, id: string) => rpc.value<boolean>(admin, 'admin_session_end', { p_id: id })
