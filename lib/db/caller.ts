/** A signed-in user. With Supabase the access token carries their identity to PostgREST. */
export type SignedInCaller = { role: 'authenticated'; userId: string; email: string; accessToken?: string }

/** Who a query runs as: Supabase's anonymous role, or a signed-in user with their JWT claims. */
export type Caller = { role: 'anon' } | SignedInCaller

export const anonymous: Caller = { role: 'anon' }

/** The claims PostgREST would put in request.jwt.claims for this caller. */
export function claimsOf(caller: Caller): Record<string, string> {
  return caller.role === 'anon' ? { role: 'anon' } : { role: 'authenticated', sub: caller.userId, email: caller.email, aud: 'authenticated' }
}
