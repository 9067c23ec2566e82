/** A signed-in user. With Supabase the access token carries their identity (and session) to PostgREST. */
export type SignedInCaller = { role: 'authenticated'; userId: string; email: string; accessToken?: string; sessionId?: string }

/** Who a query runs as: Supabase's anonymous role, or a signed-in user with their JWT claims. */
export type Caller = { role: 'anon' } | SignedInCaller

export const anonymous: Caller = { role: 'anon' }

/** The claims PostgREST would put in request.jwt.claims for this caller. */
export function claimsOf(caller: Caller): Record<string, string> {
  if (caller.role === 'anon') return { role: 'anon' }
  return { role: 'authenticated', sub: caller.userId, email: caller.email, aud: 'authenticated', ...(caller.sessionId ? { session_id: caller.sessionId } : {}) }
}

/**
 * What PostgREST runs at the start of a request's transaction: switch to the caller's API role
 * (one of two literals, never input, so it can be inlined) and set its JWT claims.
 */
export function callerStatements(caller: Caller): { sql: string; params: unknown[] }[] {
  return [
    { sql: `set local role ${caller.role === 'anon' ? 'anon' : 'authenticated'}`, params: [] },
    { sql: `select set_config('request.jwt.claims', $1, true)`, params: [JSON.stringify(claimsOf(caller))] },
  ]
}
