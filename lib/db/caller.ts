/** A signed-in user. With Supabase the access token carries their identity (and session) to PostgREST. */
export type SignedInCaller = {
  role: 'authenticated'
  userId: string
  email: string
  accessToken?: string
  sessionId?: string
}

/**
 * The server acting for itself (the daily jobs, the embedded accounts' check), never for a visitor
 * or an administrator: the service role on the embedded database; on Supabase, where the web app
 * holds no service-role key, the function's job_ twin keyed by CRON_SECRET (lib/db/rpc-supabase.ts).
 */
export type ServerCaller = { role: 'service_role' }

/** Who a query runs as: Supabase's anonymous role, a signed-in user with their JWT claims, or the server. */
export type Caller = { role: 'anon' } | SignedInCaller | ServerCaller

export const anonymous: Caller = { role: 'anon' }

export const server: ServerCaller = { role: 'service_role' }

/** The claims PostgREST would put in request.jwt.claims for this caller. */
export function claimsOf(caller: Caller): Record<string, string> {
  if (caller.role !== 'authenticated') return { role: caller.role }
  return {
    role: 'authenticated',
    sub: caller.userId,
    email: caller.email,
    aud: 'authenticated',
    ...(caller.sessionId ? { session_id: caller.sessionId } : {}),
  }
}

const ROLES = { anon: 'anon', authenticated: 'authenticated', service_role: 'service_role' } as const

/**
 * What PostgREST runs at the start of a request's transaction: switch to the caller's API role
 * (one of three literals, never input, so it can be inlined) and set its JWT claims.
 */
export function callerStatements(caller: Caller): { sql: string; params: unknown[] }[] {
  return [
    { sql: `set local role ${ROLES[caller.role]}`, params: [] },
    { sql: `select set_config('request.jwt.claims', $1, true)`, params: [JSON.stringify(claimsOf(caller))] },
  ]
}
