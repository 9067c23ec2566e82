// How long an admin session lives, in both modes (ASVS 4.0 3.3.2, level 2): the one place to
// change it. The database enforces both on every request (public.session_check).

/** A session nobody used for this long is over… */
export const IDLE_SECONDS = 30 * 60
/** …and any session is over this long after its sign-in. */
export const MAX_SECONDS = 12 * 60 * 60
