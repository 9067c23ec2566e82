import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { phone } from './devices'

/** Axe reports nothing serious or critical on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // Without frames (the site's CSP allows none), axe.run in the page gives the same results as the
  // default per-frame run, which then opens a second, blank page to merge them: half of each check here.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).analyze()
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map(({ target }) => target.join(' ')) }))
  expect(serious).toEqual([])
}

/** Exactly one h1, first, and no level skipped on the way down (the footer's headings included). */
export async function expectHeadingOutline(page: Page) {
  const levels = await page
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  const skips = levels.flatMap((level, index) =>
    index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  )
  expect(skips).toEqual([])
}

/**
 * The image preloads the server puts in the page's <head>, as srcsets. Read from the HTML because, once
 * loaded, the page also gains preloads for the photos of the pages Next prefetches.
 */
export async function servedImagePreloads(page: Page): Promise<string[]> {
  const html = await (await page.request.get(page.url())).text()
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  )
}

/** The page's top image, and only it, is preloaded at high priority; every other image in main waits until it is near. */
export async function expectTopImagePreloaded(page: Page) {
  const images = page.locator('main img')
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  expect(await servedImagePreloads(page)).toEqual([await images.first().getAttribute('srcset')])
  const rest = await images.evaluateAll((elements) => elements.slice(1).map((image) => image.getAttribute('loading')))
  expect(rest.every((loading) => loading === 'lazy')).toBe(true)
}

/** Nothing sticks out sideways (a phone must not scroll horizontally). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
}

/** The page's breadcrumb trail as the visitor reads it, and as its BreadcrumbList structured data names it. */
export async function breadcrumbs(page: Page) {
  const visible = await page
    .getByRole('navigation', { name: 'Trilha de navegação' })
    .locator('a, [aria-current="page"]')
    .allInnerTexts()
  return { visible, structured: (await breadcrumbItems(page))?.map(({ name, item }) => [name, new URL(item).pathname]) }
}

type BreadcrumbList = { itemListElement?: Array<{ name: string; item: string }> }

/** The page's JSON-LD block of `type` (FoodEstablishment, BlogPosting, BreadcrumbList…), parsed. */
export async function jsonLd<T = Record<string, unknown>>(
  page: Page,
  type: string,
): Promise<(T & Record<string, unknown>) | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as T & Record<string, unknown>).find((data) => data['@type'] === type)
}

/** The page's BreadcrumbList items, as JSON-LD lists them. */
export const breadcrumbItems = async (page: Page) =>
  (await jsonLd<BreadcrumbList>(page, 'BreadcrumbList'))?.itemListElement

/** A test per path, on desktop and on a phone: one h1 and an ordered outline; no serious axe violation on desktop, and on a phone on the first two paths. */
export function testAccessibility(paths: string[]) {
  for (const [device, use] of [
    ['desktop', {}],
    ['a phone', phone],
  ] as const) {
    test.describe(`accessibility on ${device}`, () => {
      test.use(use)

      for (const [index, path] of paths.entries()) {
        // Pages after the second share a template with it (an index, then its details): on a phone,
        // where only the layout differs, axe (about ten seconds a page here) runs on the first two;
        // every page's own content gets it on desktop, and its outline and width on both.
        const axe = device === 'desktop' || index < 2
        test(`${path} has one h1, an ordered outline and ${axe ? 'no serious violations' : 'no sideways scrolling'}`, async ({
          page,
        }) => {
          await page.goto(path)
          await expectHeadingOutline(page)
          if (axe) await expectNoSeriousAxeViolations(page)
          else await expectNoHorizontalScroll(page)
        })
      }
    })
  }
}
