import type { SignedInCaller } from '../db/caller'

// The auth port: adapters (adapters/*.ts) import only this module; index.ts picks one.

export type SignInResult = { ok: true } | { ok: false; error: 'invalid-credentials' } | { ok: false; error: 'service'; message: string }

/** Administrator sign-in, backed by Supabase Auth or by the embedded database's auth.users. */
export interface AuthBackend {
  signIn(email: string, password: string): Promise<SignInResult>
  signOut(): Promise<void>
  /** The signed-in user of this request, from its session cookie; null when there is none. */
  currentUser(): Promise<SignedInCaller | null>
  /** Asks the database (public.is_admin()); any failure counts as "not an administrator". */
  isAdmin(user: SignedInCaller): Promise<boolean>
}
