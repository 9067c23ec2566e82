import type { Caller, SignedInCaller } from '../db/caller'

// The admin sign-in's types (auth.ts): what differs between the two identity services (identity.ts)
// and what the pages and actions rely on.

export type SignInResult =
  | { ok: true; user: SignedInCaller }
  | { ok: false; error: 'invalid-credentials' }
  | { ok: false; error: 'service'; message: string }

/** 'local' ends this browser's session; 'global' every session of the account (GoTrue's scopes). */
export type SignOutScope = 'local' | 'global'

/** An open session as "Sessões" lists it. */
export type OpenSession = {
  id: string
  email: string | null
  userAgent: string
  createdAt: string
  lastSeenAt: string
  current: boolean
}

/** Administrator sign-in: the identity service's check, and the sessions and is_admin() of the database. */
export interface Auth {
  /** Checks the password and, when it matches, opens a session the database knows. */
  signIn(email: string, password: string, userAgent: string): Promise<SignInResult>
  signOut(scope: SignOutScope): Promise<void>
  /** The signed-in user of this request, while their session is open; null otherwise. */
  currentUser(): Promise<SignedInCaller | null>
  /** Asks the database (public.is_admin()); any failure counts as "not an administrator". */
  isAdmin(user: SignedInCaller): Promise<boolean>
  /** Checks the signed-in user's password again and records it for their session (the money settings ask it); false when it does not match. */
  confirmPassword(user: SignedInCaller, password: string): Promise<boolean>
}

/** A password checked again: who vouches for it to the database, and what ends the check's own session. */
export type Rechecked = { proof: Caller; done(): Promise<void> }

/** A password that matched: the user, and what keeps or drops the identity service's side of the session. */
export type Verified = { ok: true; user: SignedInCaller; keep(): Promise<void>; drop(): Promise<void> }

/**
 * What truly differs between the two modes: who checks a password and where the browser's session
 * lives. Supabase Auth (GoTrue, through supabase-js and its cookies) or the embedded database's
 * accounts (bcrypt, through the transport) with a signed cookie of our own.
 */
export interface Identity {
  verify(email: string, password: string): Promise<Verified | Exclude<SignInResult, { ok: true }>>
  /** The user this browser's cookies name, unchecked (to end their session on sign-out). */
  sessionUser(): Promise<SignedInCaller | null>
  /** The user this browser's cookies name, as the identity service vouches for them now. */
  currentUser(): Promise<SignedInCaller | null>
  /** Forgets this browser's session; with 'global', the service's other sessions of the account too. */
  forget(scope: SignOutScope): Promise<void>
  /** Checks `user`'s password again without touching this browser's session; null when it does not match. */
  recheck(user: SignedInCaller, password: string): Promise<Rechecked | null>
}
