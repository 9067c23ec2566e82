import type { SignedInCaller } from '../db/caller'

// The auth port: adapters (adapters/*.ts) import only this module; index.ts picks one.

export type SignInResult = { ok: true; user: SignedInCaller } | { ok: false; error: 'invalid-credentials' } | { ok: false; error: 'service'; message: string }

/** 'local' ends this browser's session; 'global' every session of the account (GoTrue's scopes). */
export type SignOutScope = 'local' | 'global'

/** An open session as "Sessões" lists it. */
export type OpenSession = { id: string; email: string | null; userAgent: string; createdAt: string; lastSeenAt: string; current: boolean }

/** Administrator sign-in, backed by Supabase Auth or by the embedded database's auth.users. */
export interface AuthBackend {
  /** Checks the password and, when it matches, opens a session the database knows. */
  signIn(email: string, password: string, userAgent: string): Promise<SignInResult>
  signOut(scope: SignOutScope): Promise<void>
  /** The signed-in user of this request, while their session is open; null otherwise. */
  currentUser(): Promise<SignedInCaller | null>
  /** Asks the database (public.is_admin()); any failure counts as "not an administrator". */
  isAdmin(user: SignedInCaller): Promise<boolean>
}
