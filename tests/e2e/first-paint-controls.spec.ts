import { expect, test, type Locator, type Page } from '@playwright/test'
import { clickScrollButton, currentSlide, swipe } from './support/carousel'
import { phone } from './support/devices'
import { holdScripts } from './support/hydration'

// Every control a visitor can touch in the first viewport is HTML that works by itself
// (a popover, scroll-snap, links), so when the page's scripts run never decides whether it works.
// Each journey runs twice: with JavaScript switched off, and with the scripts held back on the
// wire as a slow phone link holds them (the page's own inline scripts do run then).

const ARTICLE = '/blog/como-escolher-o-buffet-perfeito'
const ARTICLE_TITLE = 'Como escolher o buffet perfeito para a sua festa'

/** No element has been touched by React yet: what works now works without the page's scripts. */
const untouchedByReact = (locator: Locator) =>
  locator.evaluate((element) => !Object.keys(element).some((key) => key.startsWith('__react')))

const modes = [
  { name: 'with JavaScript off', javaScriptEnabled: false, prepare: async () => {} },
  {
    name: 'with the scripts held back',
    javaScriptEnabled: true,
    prepare: (page: Page) => holdScripts(page).then(() => {}),
  },
] as const

for (const mode of modes) {
  test.describe(`first-viewport controls on a phone, ${mode.name}`, () => {
    test.use({ ...phone, javaScriptEnabled: mode.javaScriptEnabled, reducedMotion: 'reduce' })
    test.beforeEach(async ({ page }) => mode.prepare(page))

    test('the menu opens, closes and leads to the quote page', async ({ page }) => {
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      const toggle = page.getByRole('button', { name: 'Abrir menu' })
      if (mode.javaScriptEnabled) expect(await untouchedByReact(toggle)).toBe(true)
      await toggle.click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await expect(drawer).toBeVisible()
      await expect(drawer.getByRole('link', { name: 'Galeria', exact: true })).toBeVisible()
      await drawer.getByRole('button', { name: 'Fechar menu' }).click()
      await expect(drawer).toBeHidden()
      await toggle.click()
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(toggle).toBeFocused()
      await toggle.click()
      await drawer.getByRole('link', { name: 'Faça seu orçamento' }).click()
      await expect(page).toHaveURL(/\/orcamento$/)
    })

    test('the gallery moves with its arrows and a swipe', async ({ page }) => {
      await page.goto('/galeria', { waitUntil: 'domcontentloaded' })
      const carousel = page.getByRole('region', { name: 'Fotos da galeria' })
      if (mode.javaScriptEnabled) expect(await untouchedByReact(carousel)).toBe(true)
      await clickScrollButton(page, carousel, 'next')
      await expect.poll(() => currentSlide(carousel)).toBe(1)
      await clickScrollButton(page, carousel, 'next')
      await expect.poll(() => currentSlide(carousel)).toBe(2)
      await clickScrollButton(page, carousel, 'prev')
      await expect.poll(() => currentSlide(carousel)).toBe(1)
      await swipe(page, carousel.locator('.carousel-track'))
      await expect.poll(() => currentSlide(carousel)).toBe(2)
    })

    test('the home carousels move with dots, arrows and a swipe', async ({ page }) => {
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      const dishes = page.getByRole('region', { name: 'Pratos dos nossos cardápios' })
      await dishes.getByRole('link', { name: 'Ir para o slide 5' }).click()
      await expect.poll(() => currentSlide(dishes)).toBe(4)
      await clickScrollButton(page, dishes, 'next')
      await expect.poll(() => currentSlide(dishes)).toBe(5)

      const testimonials = page.getByRole('region', { name: 'Depoimentos de clientes' })
      await testimonials.getByRole('link', { name: 'Ir para o slide 3' }).click()
      await expect.poll(() => currentSlide(testimonials)).toBe(2)
      await clickScrollButton(page, testimonials, 'prev')
      await expect.poll(() => currentSlide(testimonials)).toBe(1)

      const instagram = page.getByRole('region', { name: 'Fotos do Instagram' })
      await swipe(page, instagram.locator('.carousel-track'))
      await expect.poll(() => currentSlide(instagram)).toBeGreaterThan(0)
    })

    test('the article is shared by WhatsApp or e-mail links', async ({ page, context }) => {
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      )
      await page.goto(ARTICLE, { waitUntil: 'domcontentloaded' })
      const share = page.getByRole('button', { name: 'Compartilhar' })
      if (mode.javaScriptEnabled) expect(await untouchedByReact(share)).toBe(true)
      await share.click()
      const options = page.getByRole('dialog', { name: 'Compartilhar o artigo' })
      await expect(options).toBeVisible()
      const email = options.getByRole('link', { name: 'E-mail' })
      const mailto = new URL((await email.getAttribute('href')) ?? '')
      expect(mailto.protocol).toBe('mailto:')
      expect(mailto.searchParams.get('subject')).toBe(ARTICLE_TITLE)
      expect(mailto.searchParams.get('body')).toMatch(new RegExp(`^https?://[^/]+${ARTICLE}$`))
      const popup = page.waitForEvent('popup')
      await options.getByRole('link', { name: /WhatsApp/ }).click()
      const chat = new URL((await popup).url())
      expect(chat.origin).toBe('https://wa.me')
      expect(chat.searchParams.get('text')).toMatch(new RegExp(`^${ARTICLE_TITLE} https?://[^/]+${ARTICLE}$`))
    })
  })
}
