/**
 * Addresses that always send visitors elsewhere. next.config.ts serves them and the Studio refuses
 * them as slugs, since a page published there could never be reached.
 */
export const siteRedirects = [
  // Old menu addresses whose content now lives in packages: moved for good, so search engines pass their rank on (308).
  { source: '/cardapios/brigadeiro-gourmet', destination: '/pacotes/brigadeiro', permanent: true },
  { source: '/cardapios/milk-shake', destination: '/pacotes/milk-shake', permanent: true },
  { source: '/cardapios/churrasco', destination: '/pacotes/churrasco', permanent: true },
  // A misspelling people type: always the same page (308).
  { source: '/pacotes/buteco', destination: '/pacotes/boteco', permanent: true },
  // The footer links here on purpose and a packages index may exist one day, so browsers must not cache it (307).
  { source: '/pacotes', destination: '/cardapios', permanent: false },
] as const

/** Where a visitor opening `path` really lands, or null when the address is not redirected. */
export function redirectDestination(path: string): string | null {
  return siteRedirects.find(({ source }) => source === path)?.destination ?? null
}
