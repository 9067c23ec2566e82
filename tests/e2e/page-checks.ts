import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { phone } from './devices'

/** axe finds no serious or critical violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`)
  expect(serious).toEqual([])
}

/** Exactly one h1, and heading levels never skip one on the way down (h2 -> h4). */
export async function expectHeadingOutline(page: Page) {
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
    headings.filter((heading) => heading.getClientRects().length > 0).map((heading) => Number(heading.tagName.slice(1))),
  )
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `h${levels[index - 1]} followed by h${level}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
  })
}

/** Every JSON-LD block of the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** A test per path, on desktop and on a phone: one h1, an ordered outline and no serious axe violation. */
export function testAccessibility(paths: string[]) {
  for (const [device, use] of [
    ['desktop', {}],
    ['a phone', phone],
  ] as const) {
    test.describe(`accessibility on ${device}`, () => {
      test.use(use)

      for (const path of paths) {
        test(`${path} has one h1, an ordered outline and no serious violations`, async ({ page }) => {
          await page.goto(path)
          await expectHeadingOutline(page)
          await expectNoSeriousA11yViolations(page)
        })
      }
    })
  }
}
