import { expect, test } from '@playwright/test'
import { currentSlide } from './support/carousel'
import { expectHeadingOutline, expectNoSeriousAxeViolations, jsonLd } from './support/page-checks'
import { phone } from './support/devices'

test.describe('home on desktop', () => {
  test('hero, service, menus block and quote section show the product texts and links', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/ \| Buffet Festa em Casa$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O melhor buffet especializado em festas infantis')
    await expectHeadingOutline(page)
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
    expect((await hero.boundingBox())?.height).toBe(468)
    await expect(hero.getByRole('link', { name: 'Faça um orçamento' })).toHaveAttribute('href', '/orcamento')
    // The hero photo is the LCP element: fetched eagerly at high priority, never lazily.
    const heroImage = hero.locator('img')
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high')
    await expect(heroImage).not.toHaveAttribute('loading', 'lazy')

    const service = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Buffet a Domicílio' }) })
    for (const dish of [
      'finger food',
      'massas',
      'saladas',
      'crepe',
      'caldos',
      'churrasco',
      'milk shake gourmet',
      'brigadeiro gourmet',
    ]) {
      await expect(service).toContainText(dish)
    }

    const menus = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Cardápios e Pacotes' }) })
    await expect(menus.getByRole('link', { name: 'Ver Cardápios e Pacotes' })).toHaveAttribute('href', '/cardapios')
    await expect(menus.getByRole('link', { name: 'Solicitar Orçamento' })).toHaveAttribute('href', '/orcamento')

    const quote = page.locator('section#orcamento')
    await expect(quote.getByRole('heading', { level: 2, name: 'Faça seu orçamento' })).toBeVisible()
    await expect(quote).toContainText('momento mais bonito')
    await expect(quote.getByRole('link', { name: '11 91234-5678' })).toHaveAttribute('href', 'tel:+5511912345678')
    await expect(quote.getByRole('link', { name: 'contato@buffetfestaemcasa.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@buffetfestaemcasa.com.br',
    )
    const chat = quote.getByRole('link', { name: /WhatsApp/ })
    await expect(chat).toHaveAttribute('target', '_blank')
    const href = (await chat.getAttribute('href')) ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/)
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('gostaria de mais informações')
    await expect(quote.getByRole('button', { name: 'Solicitar Orçamento' })).toBeVisible()
  })

  test('the menu gallery is a grid of 8 lazy images: 4 columns wide, 3 from 768 px', async ({ page }) => {
    await page.goto('/')
    const grid = page.getByRole('region', { name: 'Galeria de pratos' }).getByRole('list')
    await expect(
      page.getByRole('region', { name: 'Pratos dos nossos cardápios' }).getByRole('button', { name: 'Próximo slide' }),
    ).toBeHidden()
    const images = grid.getByRole('img')
    await expect(images).toHaveCount(8)
    for (let n = 1; n <= 8; n++)
      await expect(grid.getByRole('img', { name: `Menu item ${n}`, exact: true })).toHaveAttribute('loading', 'lazy')
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(await columns()).toBe(4)
    await page.setViewportSize({ width: 900, height: 900 })
    expect(await columns()).toBe(3)
  })

  test('testimonials: 5 in a looping carousel showing 3 at a time', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 2, name: 'O que Nossos Clientes Dizem' })).toBeVisible()
    await expect(page.getByText('A satisfação de nossos clientes é nossa maior recompensa')).toBeVisible()
    const carousel = page.getByRole('region', { name: 'Depoimentos de clientes' })
    await carousel.scrollIntoViewIfNeeded()
    const names = await carousel.locator('.carousel-slide figcaption .font-bold').allTextContents()
    expect(names).toHaveLength(5)
    expect(new Set(names).size).toBe(5)
    const slides = carousel.locator('.carousel-slide')
    const visible = () =>
      slides.evaluateAll(
        (nodes) =>
          nodes.filter((node) => {
            const box = node.getBoundingClientRect()
            const parent = node.closest('.carousel-track')!.getBoundingClientRect()
            return box.width > 0 && box.left >= parent.left - 1 && box.right <= parent.right + 1
          }).length,
      )
    await expect.poll(visible).toBe(3)
    // Looping: "next" never disables; three steps reach the end (the last three in view), the next the start.
    const next = carousel.getByRole('button', { name: 'Próximo slide' })
    for (const expected of [1, 2, 0]) {
      await expect(next).toBeEnabled()
      await next.click()
      await expect.poll(() => currentSlide(carousel)).toBe(expected)
    }
  })

  test('structured data describes the business as a FoodEstablishment', async ({ page }) => {
    await page.goto('/')
    const business = await jsonLd(page, 'FoodEstablishment')
    expect(business).toMatchObject({
      name: 'Buffet Festa em Casa',
      telephone: expect.stringContaining('91234-5678'),
      address: { addressLocality: 'São Paulo', addressRegion: 'SP', addressCountry: 'BR' },
      areaServed: { name: expect.stringContaining('São Paulo') },
      openingHoursSpecification: [expect.objectContaining({ opens: '09:00', closes: '18:00' })],
    })
  })

  test('a photo that fails to load shows "Imagem não disponível"', async ({ page }) => {
    await page.route(/menu-item-3\.webp/, (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto('/')
    const grid = page.getByRole('region', { name: 'Galeria de pratos' }).getByRole('list')
    await grid.scrollIntoViewIfNeeded()
    await expect(grid.getByText('Imagem não disponível').filter({ visible: true })).toHaveCount(1)
    await expect(grid.getByRole('img', { name: 'Menu item 3', exact: true })).toHaveText('Imagem não disponível')
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/')
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('home on a phone', () => {
  test.use(phone)

  test('the menu gallery is a carousel that advances every 3 s, loops, and moves with arrows, dots and keys', async ({
    page,
  }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Pratos dos nossos cardápios' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel')
    const index = () => currentSlide(carousel)
    expect(await index()).toBe(0)
    await expect(carousel.getByRole('img', { name: 'Menu item 1', exact: true })).toBeInViewport()

    // Autoplay, measured without the pointer resting on the carousel.
    await page.mouse.move(0, 0)
    const start = Date.now()
    await expect.poll(index, { timeout: 6000 }).toBe(1)
    expect(Date.now() - start).toBeGreaterThan(2000)

    const dot = (n: number) => carousel.getByRole('link', { name: `Ir para o slide ${n}` })
    await dot(8).click()
    await expect.poll(index).toBe(7)
    await expect(dot(8)).toHaveAttribute('aria-current', 'true')
    // The dot scrolled the track, not the page: no jump to the slide's anchor.
    expect(new URL(page.url()).hash).toBe('')
    await carousel.getByRole('button', { name: 'Próximo slide' }).click()
    await expect.poll(index).toBe(0)
    await carousel.getByRole('button', { name: 'Slide anterior' }).click()
    await expect.poll(index).toBe(7)
    await dot(3).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(index).toBe(0)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(index).toBe(7)
  })

  test('autoplay stays still for reduced motion, and while the carousel has focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The page's clock is Playwright's: it runs as usual, and can be moved past an autoplay turn at once.
    await page.clock.install()
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Pratos dos nossos cardápios' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel')
    await page.mouse.move(0, 0)
    const index = () => currentSlide(carousel)
    // Longer than an autoplay turn (3 s), with every timer due in it fired: nothing moved.
    await page.clock.runFor(4000)
    expect(await index()).toBe(0)

    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await expect.poll(index, { timeout: 5000 }).toBe(1)
    await carousel.getByRole('link', { name: 'Ir para o slide 5' }).focus()
    await page.clock.runFor(4000)
    expect(await index()).toBe(1)
    await page.getByRole('heading', { level: 1 }).click()
    await expect.poll(index, { timeout: 5000 }).toBe(2)
  })

  test('testimonials show one at a time', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Depoimentos de clientes' })
    await carousel.scrollIntoViewIfNeeded()
    const widths = await carousel
      .locator('.carousel-slide')
      .first()
      .evaluate((slide) => [
        slide.getBoundingClientRect().width,
        slide.closest('.carousel-track')!.getBoundingClientRect().width,
      ])
    expect(widths[0]).toBeCloseTo(widths[1] ?? 0, 0)
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/')
    await expectNoSeriousAxeViolations(page)
  })
})
