import { gzipSync } from 'node:zlib'

/** What a page weighs as its budget counts it: gzipped bodies, without the HTTP headers of each response. */
export type Weight = { htmlBytes: number; jsBytes: number; scripts: Array<{ url: string; bytes: number }> }

export const gzippedBytes = (body: Buffer | string) => gzipSync(body).length

type Get = (path: string) => Promise<Buffer>

/** The attribute text of every `<tag …>` in the HTML. */
const tagAttributes = (html: string, tag: 'script' | 'link') =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) => attributes)
const urlOf = (attributes: string) => /\b(?:src|href)="([^"]+)"/.exec(attributes)?.[1] ?? []

/**
 * Every script the HTML makes a current browser download: script tags and script preloads, not the
 * nomodule polyfills a current browser skips.
 */
export function scriptUrls(html: string): string[] {
  const tags = tagAttributes(html, 'script').filter((attributes) => !/\bnomodule\b/i.test(attributes))
  const preloads = tagAttributes(html, 'link').filter((attributes) => /\bas="script"/.test(attributes))
  return [...new Set([...tags, ...preloads].flatMap(urlOf))]
}

/** The stylesheets the HTML links: all of them hold the first paint. */
export const stylesheetUrls = (html: string): string[] =>
  tagAttributes(html, 'link')
    .filter((attributes) => /\brel="stylesheet"/.test(attributes))
    .flatMap(urlOf)

/** Each URL's body, fetched by `get` (which answers a path with its body), gzipped. */
export const gzippedSizes = (urls: string[], get: Get) =>
  Promise.all(urls.map(async (url) => ({ url, bytes: gzippedBytes(await get(url)) })))

export const totalBytes = (sizes: Array<{ bytes: number }>) => sizes.reduce((sum, { bytes }) => sum + bytes, 0)

/** The page's HTML and scripts, each fetched by `get` and gzipped. */
export async function pageWeight(path: string, get: Get): Promise<Weight> {
  const html = await get(path)
  const scripts = await gzippedSizes(scriptUrls(html.toString('utf8')), get)
  return { htmlBytes: gzippedBytes(html), jsBytes: totalBytes(scripts), scripts }
}

/**
 * Script tags a browser downloads but never runs (a `type` it does not know): Next as shipped writes
 * none, so a page with them was built by an edited Next, as an old install's postinstall left
 * node_modules, and its figures are not the site's.
 */
export function inertScripts(html: string): string[] {
  const runnable = /^(?:|module|text\/javascript|application\/javascript|application\/ld\+json|application\/json)$/i
  return tagAttributes(html, 'script')
    .map((attributes) => /\btype="([^"]*)"/i.exec(attributes)?.[1] ?? '')
    .filter((type) => !runnable.test(type))
}
