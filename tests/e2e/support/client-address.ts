/**
 * An address as a trusted proxy would have written it, for one test's visitor: an IPv6 address in a
 * /64 of its own, because the quote limit counts a whole /64 as one client. Tests that shared
 * 2001:db8::/64 shared one allowance of 8 quotes.
 */
export function clientAddress(): string {
  const part = () => Math.floor(Math.random() * 0x10000).toString(16)
  return `2001:db8:${part()}:${part()}::${part()}`
}
