import type { Page } from '@playwright/test'

/** React has attached its handlers: the chat button is a client component on every public page. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('button[popovertarget="chat-panel"]')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  })

/** The quote form has hydrated: its script is fetched when the visitor reaches for it (components/quote/deferred-quote-form.tsx). */
export const quoteFormHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const form = document.querySelector('[data-quote-form] form')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'))
  })

/** Holds every script of the page back, as a slow phone link does; the returned function lets them through. */
export async function holdScripts(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Set before the page is opened: every script its HTML does not name (a chunk the page fetches on
 * demand) is held until `release`, or refused. `late` lists the ones asked for.
 */
export async function lateScripts(page: Page, { refuse = false } = {}) {
  const named = new Set<string>()
  const late: string[] = []
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => !url.pathname.startsWith('/_next/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const body = await response.text()
      for (const [, src] of body.matchAll(/<script[^>]* src="([^"]+)"/g)) named.add(new URL(src!, route.request().url()).href)
      await route.fulfill({ response, body })
    },
  )
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    const url = route.request().url()
    if (named.has(url)) return route.continue()
    late.push(url)
    if (refuse) return route.abort()
    await held
    await route.continue()
  })
  return { late, release }
}

/** Holds the page's load event (its preloaded heading font is held back) until `release`. */
export async function holdLoad(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/media\/fredoka.*\.woff2$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Hydration's effects have run: they run within a frame or two of its commit. */
export const effectsSettled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))))))
