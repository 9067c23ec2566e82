import { expect, test, type Page } from '@playwright/test'
import { currentSlide, currentSlideText, swipe } from './support/carousel'
import { phone } from './support/devices'
import { testAccessibility } from './support/page-checks'

/** URLs of the gallery photo downloads (through /_next/image, one per photo and width) while the page is in use. */
function recordPhotoDownloads(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/galeria-\d{2}\.webp/.test(decodeURIComponent(request.url()))) urls.push(request.url())
  })
  return urls
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Fotos da galeria' })
const activeCaption = (page: Page) => currentSlideText(carousel(page))

test.describe('gallery on desktop', () => {
  test('hero, section heading and the 22 photos with captions in a 4-column grid', async ({ page }) => {
    await page.goto('/galeria')
    await expect(page).toHaveTitle('Galeria de festas | Buffet Festa em Casa')
    await expect(page.getByRole('heading', { level: 1, name: 'Nossa Galeria' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Momentos Especiais' })).toBeVisible()
    // One rendering of the photos: from 768 px the carousel's slides are a plain grid, with no controls.
    await expect(carousel(page).getByRole('button', { name: 'Próximo slide' })).toBeHidden()
    await expect(carousel(page)).not.toHaveAttribute('aria-roledescription')
    const photos = carousel(page)
      .getByRole('listitem')
      .filter({ has: page.locator('figure') })
    await expect(photos).toHaveCount(22)
    await expect(photos.first().locator('figcaption')).toHaveText('Mesa de doces de festa infantil')
    await expect(photos.last().locator('figcaption')).toHaveText('Lembrancinhas')
    await expect(photos.first().getByRole('img')).toHaveAttribute(
      'alt',
      'Mesa de doces com bolo de aniversário e brigadeiros',
    )
    const tops = await photos.evaluateAll((items) => items.slice(0, 5).map((item) => item.getBoundingClientRect().top))
    expect(new Set(tops.slice(0, 4)).size).toBe(1)
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0)
    const box = await photos.first().getByRole('img').boundingBox()
    expect(box?.width).toBeCloseTo(box?.height ?? 0, 0)
  })

  test('each photo is downloaded once; the first is fetched eagerly as the largest paint', async ({ page }) => {
    const downloads = recordPhotoDownloads(page)
    await page.goto('/galeria')
    const first = carousel(page).getByRole('img').first()
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await expect(first).not.toHaveAttribute('loading', 'lazy')
    await expect(carousel(page).getByRole('img').nth(1)).toHaveAttribute('loading', 'lazy')
    await scrollThrough(page)
    await expect.poll(() => downloads.length).toBe(22)
    expect(new Set(downloads).size).toBe(22)
  })
})

test.describe('gallery on a phone', () => {
  test.use({ ...phone, reducedMotion: 'reduce' })

  test('a looping carousel whose arrows and arrow keys move between the photos', async ({ page }) => {
    // The page's clock is Playwright's: it runs as usual, and can be moved past an autoplay turn at once.
    await page.clock.install()
    await page.goto('/galeria')
    await expect(page.getByRole('heading', { level: 1, name: 'Nossa Galeria' })).toBeVisible()
    await expect(carousel(page)).toBeVisible()
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carrossel')
    await expect(carousel(page).locator('figure')).toHaveCount(22)
    await expect.poll(() => activeCaption(page)).toBe('Mesa de doces de festa infantil')
    await page.getByRole('button', { name: 'Próximo slide' }).click()
    await expect.poll(() => activeCaption(page)).toBe('Salgadinhos fritos na hora')
    await page.getByRole('button', { name: 'Slide anterior' }).click()
    await expect.poll(() => activeCaption(page)).toBe('Mesa de doces de festa infantil')
    // Looping: before the first photo comes the last.
    await page.getByRole('button', { name: 'Slide anterior' }).click()
    await expect.poll(() => activeCaption(page)).toBe('Lembrancinhas')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => activeCaption(page)).toBe('Mesa de doces de festa infantil')
    // Reduced motion: nothing moves on its own, the carousel no longer focused or touched.
    await page.getByRole('heading', { level: 1 }).click()
    await page.clock.runFor(4000)
    expect(await activeCaption(page)).toBe('Mesa de doces de festa infantil')
  })

  test('a swipe moves the carousel, a native scroll that needs no script', async ({ page }) => {
    await page.goto('/galeria')
    await expect.poll(() => currentSlide(carousel(page))).toBe(0)
    await swipe(page, carousel(page).locator('.carousel-track'))
    await expect.poll(() => activeCaption(page)).toBe('Salgadinhos fritos na hora')
  })

  test('only the photos near the visible slide are fetched', async ({ page }) => {
    const downloads = recordPhotoDownloads(page)
    await page.goto('/galeria')
    await scrollThrough(page)
    await page.waitForLoadState('networkidle')
    expect(downloads.length).toBeGreaterThan(0)
    expect(downloads.length).toBeLessThan(6)
    expect(new Set(downloads).size).toBe(downloads.length)
  })
})

test.describe('gallery on a phone, motion allowed', () => {
  test.use(phone)

  test('the carousel advances on its own', async ({ page }) => {
    await page.goto('/galeria')
    await expect.poll(() => activeCaption(page)).toBe('Mesa de doces de festa infantil')
    await expect.poll(() => activeCaption(page), { timeout: 8000 }).toBe('Salgadinhos fritos na hora')
  })
})

testAccessibility(['/galeria'])
