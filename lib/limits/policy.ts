// The numbers of every limit, in one place. The windows are the database's (migration
// 20261126100000: quotes per client 10 min, site 1 min, sign-in 15 min); docs/seguranca.md explains them.

/** Valid quotes one client (a trusted address's /64, or a browser's id) may send per 10 minutes. */
export const QUOTES_PER_CLIENT = 8

/** Wrong passwords one client may try on one e-mail per 15 minutes before that pair is locked. */
export const SIGN_IN_PAIR_LOCK = 8
/** Attempts from one trusted address, on any e-mails, per 15 minutes before the address is locked. */
export const SIGN_IN_ADDRESS_LOCK = 30
/** Attempts on one e-mail (from anywhere) before each further one waits. */
export const SIGN_IN_EMAIL_FREE = 5
/**
 * Attempts on one e-mail (from anywhere) per 15 minutes that reach the password check; later ones
 * are refused, except from a browser the account has signed in from (the owner's own is never locked).
 */
export const SIGN_IN_EMAIL_LOCK = 10
/** The longest wait the e-mail's attempts grow to. */
export const SIGN_IN_EMAIL_MAX_DELAY_MS = 5_000
/** Attempts on one e-mail within 15 minutes that mean it is under attack: the business is told. */
export const SIGN_IN_ALERT_AT = 20

/** New browser ids one network (a trusted address's /64, or every unknown address together) gets per 10 minutes. */
export const CLIENT_IDS_PER_NETWORK = 30

/** The proof of work (ALTCHA) asked of a quote past the site's ceiling: at most this many hashes to try… */
export const PROOF_MAX_NUMBER = 250_000
/** …times the flood's size in ceilings (the minute's quotes over the ceiling), up to this factor… */
export const PROOF_MAX_FACTOR = 16
/** …within this long after the server signed the puzzle. */
export const PROOF_EXPIRES_MS = 10 * 60_000
