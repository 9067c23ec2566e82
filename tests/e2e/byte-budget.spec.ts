import { expect, test, type APIRequestContext } from '@playwright/test'
import { FLOOR } from '../../bench/support/floor'
import { HINT } from '../../scripts/next-compile-hints/apply.mjs'
import { gzippedSizes, pageWeight, scriptUrls, stylesheetUrls, totalBytes } from '../../bench/support/page-weight'
import { PUBLIC_PAGES } from '../../bench/support/public-pages'

// Byte budgets, counted (not timed) on the production build, so a regression fails CI whatever the
// machine's load. Sizes are gzipped bodies as next start serves them, counted as `npm run bench`
// judges them (bench/support/floor.ts says why each limit is where it is).
// The RSC payload repeats the page more than gzip's 32 KB window away, so every unique byte of
// markup is paid for twice.
const PAGES = [...PUBLIC_PAGES, '/politica-de-privacidade']
const kib = (bytes: number) => bytes / 1024

const getter = (request: APIRequestContext) => async (path: string) => {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.body()
}

for (const path of PAGES) {
  test(`${path} loads at most ${FLOOR.jsKiB} KiB of gzipped JavaScript`, async ({ request }) => {
    const { jsBytes, scripts } = await pageWeight(path, getter(request))
    expect(scripts.length).toBeGreaterThan(0)
    const breakdown = scripts.map(({ url, bytes }) => `${kib(bytes).toFixed(1)} ${url}`).join('\n')
    expect(kib(jsBytes), `${kib(jsBytes).toFixed(1)} KiB:\n${breakdown}`).toBeLessThanOrEqual(FLOOR.jsKiB)
  })
}

// The public pages' stylesheet leaves out the utilities only the admin, the proposal page and the
// Studio use (app/(site)/site.css); those pages load the whole sheet, so theirs weighs more.
const cssBytes = async (request: APIRequestContext, path: string) => {
  const get = getter(request)
  const sheets = stylesheetUrls((await get(path)).toString('utf8'))
  expect(sheets.length, path).toBeGreaterThan(0)
  return totalBytes(await gzippedSizes(sheets, get))
}
// The admin's weight is the same for every page: measured once per worker.
let adminCssBytes: Promise<number> | undefined

for (const path of PAGES) {
  test(`${path} links at most ${FLOOR.cssKiB} KiB of gzipped CSS, less than the admin's`, async ({ request }) => {
    const bytes = await cssBytes(request, path)
    expect(kib(bytes)).toBeLessThanOrEqual(FLOOR.cssKiB)
    expect(await (adminCssBytes ??= cssBytes(request, '/admin/login'))).toBeGreaterThan(bytes)
  })
}

// Every script starts with V8's compile hint (scripts/next-compile-hints), so Chromium
// compiles it while it streams in, not on the main thread: a build that skipped npm's postbuild fails here.
for (const path of PAGES) {
  test(`${path} gives every script V8's compile hint`, async ({ request }) => {
    const get = getter(request)
    const urls = scriptUrls((await get(path)).toString('utf8'))
    expect(urls.length).toBeGreaterThan(5)
    for (const url of urls) expect((await get(url)).toString('utf8').startsWith(HINT), url).toBe(true)
  })
}

test(`the HTML of / is at most ${FLOOR.homeHtmlKiB} KiB gzipped`, async ({ request }) => {
  expect(kib((await pageWeight('/', getter(request))).htmlBytes)).toBeLessThanOrEqual(FLOOR.homeHtmlKiB)
})
