import { gzipSync } from 'node:zlib'

/** What a page weighs as the issue counts it: gzipped bodies, without the HTTP headers of each response. */
export type Weight = { htmlBytes: number; jsBytes: number; scripts: Array<{ url: string; bytes: number }> }

export const gzippedBytes = (body: Buffer | string) => gzipSync(body).length

/**
 * Every script the HTML makes a current browser download: script tags and script preloads, not the
 * nomodule polyfills a current browser skips.
 */
export function scriptUrls(html: string): string[] {
  const tags = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = '']) => attributes).filter((attributes) => !/\bnomodule\b/i.test(attributes))
  const preloads = [...html.matchAll(/<link\b([^>]*)>/gi)].map(([, attributes = '']) => attributes).filter((attributes) => /\bas="script"/.test(attributes))
  const urls = [...tags, ...preloads].flatMap((attributes) => /\b(?:src|href)="([^"]+)"/.exec(attributes)?.[1] ?? [])
  return [...new Set(urls)]
}

/** The stylesheets the HTML links: all of them hold the first paint. */
export const stylesheetUrls = (html: string): string[] =>
  [...html.matchAll(/<link\b([^>]*)>/gi)].flatMap(([, attributes = '']) => (/\brel="stylesheet"/.test(attributes) ? (/\bhref="([^"]+)"/.exec(attributes)?.[1] ?? []) : []))

/** The page's HTML and scripts, each fetched by `get` (which answers a path with its body) and gzipped. */
export async function pageWeight(path: string, get: (path: string) => Promise<Buffer>): Promise<Weight> {
  const html = await get(path)
  const scripts = await Promise.all(scriptUrls(html.toString('utf8')).map(async (url) => ({ url, bytes: gzippedBytes(await get(url)) })))
  return { htmlBytes: gzippedBytes(html), jsBytes: scripts.reduce((sum, { bytes }) => sum + bytes, 0), scripts }
}

/**
 * Script tags a browser downloads but never runs (a `type` it does not know): Next as shipped writes
 * none, so a page with them was built by an edited Next, as an old install's postinstall left
 * node_modules (issue #34), and its figures are not the site's.
 */
export function inertScripts(html: string): string[] {
  const runnable = /^(?:|module|text\/javascript|application\/javascript|application\/ld\+json|application\/json)$/i
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes = '']) => /\btype="([^"]*)"/i.exec(attributes)?.[1] ?? '')
    .filter((type) => !runnable.test(type))
}
