import type { Page } from '@playwright/test'

/**
 * A full-page screenshot to check a screen by eye, only when E2E_SCREENSHOTS names a folder (never
 * committed): each costs the browser a full layout and paint that the suite's runs do not need.
 */
export async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}
