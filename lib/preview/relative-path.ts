const BASE = 'http://relative.invalid'

/**
 * The value as a path on this site ("/blog?x=1#y"), or the fallback for anything that could leave
 * it: absolute and protocol-relative URLs ("https://evil.com", "//evil.com", "/\evil.com"), and
 * paths that normalise into one ("/.//evil.com").
 */
export function relativePath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
