import { expect, test } from '@playwright/test'
import { phone } from './support/devices'
import { effectsSettled, holdScripts, hydrated } from './support/hydration'

test.describe('site chrome on desktop', () => {
  test('header has the logo and the five main links, content starts 124 px below it', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    await expect(header.getByRole('link', { name: /Buffet Festa em Casa/ })).toHaveAttribute('href', '/')
    const nav = header.getByRole('navigation', { name: 'Principal' })
    for (const [name, href] of [
      ['Sobre nós', '/sobre-nos'],
      ['Cardápios', '/cardapios'],
      ['Galeria', '/galeria'],
      ['Blog', '/blog'],
      ['Orçamento', '/orcamento'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    const headerBox = await header.boundingBox()
    expect(headerBox?.height).toBe(124)
    const paddingTop = await page.locator('main').evaluate((main) => getComputedStyle(main).paddingTop)
    expect(paddingTop).toBe('124px')
    const inner = await header
      .locator('.container-content')
      .first()
      .evaluate((el) => getComputedStyle(el).maxWidth)
    expect(inner).toBe('1175px')
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden()
  })

  test('footer shows every link, contacts and the current year', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Quem Somos' })).toHaveAttribute('href', '/sobre-nos')
    for (const href of ['/', '/orcamento', '/galeria', '/cardapios', '/pacotes', '/blog', '/politica-de-privacidade']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible()
    }
    await expect(footer.getByText('São Paulo, SP - Brasil')).toBeVisible()
    await expect(footer.getByText('Segunda a Sexta: 9h às 18h')).toBeVisible()
    await expect(footer.getByRole('link', { name: 'contato@buffetfestaemcasa.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@buffetfestaemcasa.com.br',
    )
    await expect(footer.getByRole('link', { name: '11 91234-5678' })).toHaveAttribute('href', 'tel:+5511912345678')
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com/)
    await expect(footer.getByRole('link', { name: /Instagram/ }).first()).toHaveAttribute('href', /instagram\.com/)
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5511912345678\?text=/,
    )
    await expect(footer.getByText(`© ${new Date().getFullYear()} Buffet Festa em Casa`)).toBeVisible()
    const strip = footer.getByRole('region', { name: 'Fotos do Instagram' })
    await expect(strip.locator('img')).toHaveCount(5)
  })

  test('chat widget opens, links to WhatsApp in a new tab and closes on outside click or on the link', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Conversar pelo WhatsApp' })
    const panel = page.getByRole('dialog', { name: 'Chat pelo WhatsApp' })
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(panel.getByText('Responderemos em breve!')).toBeVisible()
    const start = panel.getByRole('link', { name: /Iniciar conversa/ })
    await expect(start).toHaveAttribute('target', '_blank')
    const href = await start.getAttribute('href')
    expect(href).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/)
    expect(decodeURIComponent(href!.split('text=')[1]!)).toContain('gostaria de mais informações')

    await page.mouse.click(10, 400)
    await expect(panel).toBeHidden()

    await toggle.click()
    await expect(panel).toBeVisible()
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'ok' }))
    const popup = page.waitForEvent('popup')
    await start.click()
    await (await popup).close()
    await expect(panel).toBeHidden()
  })

  test('navigating scrolls the new page to the top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Quem Somos' }).click()
    await expect(page).toHaveURL(/\/sobre-nos$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a page scrolled before its scripts run stays where the visitor scrolled it once they do', async ({ page }) => {
    // On a slow phone the visitor reads and scrolls before hydration; jumping back to the top then
    // would also send their next tap to whatever the jump put under the finger.
    const release = await holdScripts(page)
    await page.goto('/blog', { waitUntil: 'domcontentloaded' })
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight / 2)
      return window.scrollY
    })
    expect(scrolled).toBeGreaterThan(0)
    release()
    await hydrated(page)
    await effectsSettled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('the chat panel opened before the scripts run is announced as open once they do', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Conversar pelo WhatsApp' }).click()
    await expect(page.getByRole('dialog', { name: 'Chat pelo WhatsApp' })).toBeVisible()
    release()
    await hydrated(page)
    await effectsSettled(page)
    await expect(page.getByRole('button', { name: 'Conversar pelo WhatsApp' })).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('site chrome on a phone', () => {
  test.use(phone)

  test('the drawer slides in, traps focus, closes with Escape and links to the quote page', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Abrir menu' })
    await toggle.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    // Once the slide-in animation ends the 300 px drawer is flush with the right edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(90)
    expect((await drawer.boundingBox())?.width).toBe(300)
    for (const name of ['Sobre nós', 'Cardápios', 'Galeria', 'Blog', 'Orçamento']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(drawer.getByRole('link', { name: 'Faça seu orçamento' })).toHaveAttribute('href', '/orcamento')

    // Focus stays inside the drawer however far the visitor tabs.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await drawer.getByRole('link', { name: 'Faça seu orçamento' }).click()
    await expect(page).toHaveURL(/\/orcamento$/)
    await expect(drawer).toBeHidden()
  })

  test('the menu opened before the scripts run stays open once they do, announced as open', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    release()
    await hydrated(page)
    await effectsSettled(page)
    await expect(drawer).toBeVisible()
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'true')
  })
})
