import type { Page } from '@playwright/test'
import { scriptUrls } from '../../../bench/support/page-weight'

/** React has attached its handlers to the first element `selector` finds: a change before then does nothing. */
export const handlersOn = (page: Page, selector: string) =>
  page.waitForFunction((selector) => {
    const element = document.querySelector(selector)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
  }, selector)

/** React has attached its handlers: the chat button is a client component on every public page. */
export const hydrated = (page: Page) => handlersOn(page, 'button[popovertarget="chat-panel"]')

/** The quote form has hydrated: its script comes after the page (components/quotes/deferred-quote-form.tsx). */
export const quoteFormHydrated = (page: Page) => handlersOn(page, '[data-quote-form] form')

/** Whether React has hydrated the element now: it marks each one it has with a __reactFiber key. */
export const isHydrated = (page: Page, selector: string) =>
  page.evaluate(
    (selector) => Object.keys(document.querySelector(selector)!).some((key) => key.startsWith('__reactFiber')),
    selector,
  )

/** A promise the test settles when it chooses. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** Holds every request whose address matches until the returned function is called. */
async function holdRequests(page: Page, pattern: RegExp) {
  const { opened, open } = gate()
  await page.route(pattern, async (route) => {
    await opened
    await route.continue()
  })
  return open
}

/** Holds every script of the page back, as a slow phone link does; the returned function lets them through. */
export const holdScripts = (page: Page) => holdRequests(page, /\/_next\/static\/chunks\/.*\.js$/)

/** Holds the page's load event (its preloaded heading font is held back) until the returned function is called. */
export const holdLoad = (page: Page) => holdRequests(page, /\/_next\/static\/media\/fredoka.*\.woff2$/)

/**
 * Set before the page is opened: every script its HTML does not name (a chunk the page fetches on
 * demand) is held until `release`, or refused. `late` lists the ones asked for.
 */
export async function lateScripts(page: Page, { refuse = false } = {}) {
  const named = new Set<string>()
  const late: string[] = []
  const { opened, open: release } = gate()
  await page.route(
    (url) => !url.pathname.startsWith('/_next/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const body = await response.text()
      for (const src of scriptUrls(body)) named.add(new URL(src, route.request().url()).href)
      await route.fulfill({ response, body })
    },
  )
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    const url = route.request().url()
    if (named.has(url)) return route.continue()
    late.push(url)
    if (refuse) return route.abort()
    await opened
    await route.continue()
  })
  return { late, release }
}

/** Hydration's effects have run: they run within a frame or two of its commit. */
export const effectsSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
      ),
  )
