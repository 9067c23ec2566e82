import 'server-only'
import { SUPABASE_INCOMPLETE } from '../../config/messages'
import type { AuthBackend } from '../contract'

/** Auth while Supabase is only half configured: nobody is signed in, and signing in says why. */
export const unconfiguredAuth: AuthBackend = {
  signIn: async () => ({ ok: false, error: 'service', message: SUPABASE_INCOMPLETE }),
  signOut: async () => {},
  currentUser: async () => null,
  isAdmin: async () => false,
}
