import { expect, test } from '@playwright/test'
import { phone } from './support/devices'

// On a slow phone link the body font arrives after the first paint. Swapping it in then re-wraps
// every paragraph on screen (Lighthouse measured CLS 0.016-0.031 on five pages), so a late font
// must leave the text where it is.
test.use(phone)

const FONT_DELAY_MS = 1500

for (const path of ['/', '/sobre-nos', '/blog/como-escolher-o-buffet-perfeito']) {
  test(`${path} does not move when the body font arrives late`, async ({ page }) => {
    let fontServed!: () => void
    const served = new Promise<void>((resolve) => (fontServed = resolve))
    // The heading font is preloaded to arrive before the first paint; on a loaded machine it can lose
    // that race and swap in (font-display swap) over balanced headings. The page's styles wait for it
    // here, so what is measured is the late body font alone.
    let headingFontServed!: () => void
    const headingFont = new Promise<void>((resolve) => (headingFontServed = resolve))
    await page.route(/\/_next\/static\/media\/fredoka.*\.woff2$/, async (route) => {
      await route.fulfill({ response: await route.fetch() })
      headingFontServed()
    })
    await page.route(/\/_next\/static\/chunks\/.*\.css$/, async (route) => {
      await headingFont
      await route.continue()
    })
    await page.route(/\/_next\/static\/media\/nunito.*\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS))
      await route.continue()
      fontServed()
    })
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path)
    // The page asks for the font as soon as it lays out text, so the delayed answer always comes.
    await served
    // Two frames after the font landed: a swap would have been laid out and reported by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
    expect(shifts).toEqual([])
  })
}
