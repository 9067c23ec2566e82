/** RFC-lite address check: something@domain.tld with a top-level domain of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

/** The valid addresses in lists written by people: separated by commas or semicolons, trimmed. */
export const emailAddresses = (list: readonly (string | null | undefined)[]) =>
  list
    .flatMap((item) => (item ?? '').split(/[,;]/))
    .map((address) => address.trim())
    .filter((address) => EMAIL_PATTERN.test(address))
