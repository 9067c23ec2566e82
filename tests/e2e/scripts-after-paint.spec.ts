import { expect, test, type Page } from '@playwright/test'
import { phone } from './support/devices'
import { hydrated } from './support/hydration'

// Issue #18: Next's scripts arrive inert and start once the page's LCP photo is on screen
// (scripts/next-runtime-patch). Lighthouse counts every script that runs before the largest paint as
// part of it: before this, about 145 KiB of script stood in front of a 7 KB photo on a slow phone.
test.use(phone)

const INERT = 'script[type="text/x-after-paint"]'
const HERO = /\/_next\/image\?url=%2Fseed-images%2Fhome-hero\.webp/

function recordScriptRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

const frames = (page: Page, count: number) =>
  page.evaluate((count) => new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)))
    next(count)
  }), count)

test('no script runs, and only the preloaded bootstrap is fetched, until the LCP photo has arrived; then the page hydrates', async ({ page }) => {
  let release!: () => void
  const photoHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route(HERO, async (route) => {
    await photoHeld
    await route.continue()
  })
  const scripts = recordScriptRequests(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  // Parsed and painted (the heading and text, without the photo) several frames over.
  await frames(page, 3)
  // Only the bootstrap file React preloads at low priority has been fetched, and nothing has run.
  const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(preloaded).toHaveLength(1)
  expect(scripts.filter((url) => !preloaded.includes(url))).toEqual([])
  // Checked once, not waited for: three seconds without the photo, the loader starts the scripts anyway.
  expect(await page.locator('script[src]:not([type]):not([nomodule])').count()).toBe(0)
  expect(await page.locator(INERT).count()).toBeGreaterThan(5)

  release()
  await hydrated(page)
  await expect(page.locator(INERT)).toHaveCount(0)
  const { photoEnd, firstScript } = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const scripts = entries.filter(({ initiatorType, name }) => initiatorType === 'script' && name.includes('/_next/static/chunks/'))
    return { photoEnd: entries.find(({ name }) => name.includes('home-hero'))?.responseEnd ?? Number.NaN, firstScript: Math.min(...scripts.map(({ startTime }) => startTime)) }
  })
  expect(scripts.length).toBeGreaterThan(5)
  expect(firstScript).toBeGreaterThan(photoEnd)
})

test('a photo that never arrives keeps the scripts waiting three seconds at most', async ({ page }) => {
  await page.route(HERO, () => {})
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await hydrated(page)
  await expect(page.locator(INERT)).toHaveCount(0)
})

test('a page without a photo (the quote form) starts its scripts and hydrates', async ({ page }) => {
  const scripts = recordScriptRequests(page)
  await page.goto('/orcamento', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0)
  await hydrated(page)
  expect(scripts.length).toBeGreaterThan(5)
})

test('the scripts start one a task, so starting them is never one long task', async ({ page }) => {
  // A MutationObserver's callback runs once after each task that changed the document: it sees every
  // script started in that task at once.
  await page.addInitScript(() => {
    const batches: number[] = []
    Object.assign(window, { scriptBatches: batches })
    new MutationObserver((records) => {
      const started = records.flatMap(({ addedNodes }) => [...addedNodes]).filter((node) => node instanceof HTMLScriptElement && node.src && !node.type)
      if (started.length) batches.push(started.length)
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await hydrated(page)
  const batches = await page.evaluate(() => (window as unknown as { scriptBatches: number[] }).scriptBatches)
  expect(batches.length).toBeGreaterThan(5)
  expect(Math.max(...batches)).toBe(1)
})

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false })

  test('buttons that only script can work (menu, carousel, share) are disabled rather than dead', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeDisabled()
    await expect(page.getByRole('region', { name: 'Depoimentos de clientes' }).getByRole('button', { name: 'Próximo slide' })).toBeDisabled()
    await page.goto('/blog/opcoes-menu-criancas')
    await expect(page.getByRole('button', { name: 'Compartilhar' })).toBeDisabled()
  })
})

test('once hydrated, the same buttons are enabled', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeEnabled()
  await expect(page.getByRole('region', { name: 'Depoimentos de clientes' }).getByRole('button', { name: 'Próximo slide' })).toBeEnabled()
  await page.goto('/blog/opcoes-menu-criancas')
  await expect(page.getByRole('button', { name: 'Compartilhar' })).toBeEnabled()
})
