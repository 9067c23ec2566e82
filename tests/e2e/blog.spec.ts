import { expect, test, type Page } from '@playwright/test'
import { breadcrumbItems, jsonLd, servedImagePreloads, testAccessibility } from './support/page-checks'
import { specBlogSlugs } from '../support/spec-blog'
import { hydrated } from './support/hydration'

const related = (page: Page) => page.getByRole('region', { name: 'Artigos relacionados' })
const shareButton = (page: Page) => page.getByRole('button', { name: 'Compartilhar' })

test.describe('blog list', () => {
  test('hero and the ten articles newest first, each with date, reading time, title, excerpt and Ler mais', async ({
    page,
  }) => {
    await page.goto('/blog')
    await expect(page).toHaveTitle('Blog | Buffet Festa em Casa')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Buffet Festa em Casa' })).toBeVisible()
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(10)
    for (const [index, slug] of specBlogSlugs.entries()) {
      const card = cards.nth(index)
      await expect(card.locator('time')).toHaveText(/^\d{1,2} de [a-zç]+ de 2025$/)
      await expect(card).toContainText(/\d+ min de leitura/)
      await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty()
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.{10,}/)
      const title = await card.getByRole('heading', { level: 2 }).innerText()
      const readMore = card.getByRole('link', { name: `Ler mais: ${title}` })
      await expect(readMore).toHaveAttribute('href', `/blog/${slug}`)
      await expect(readMore).toContainText('Ler mais')
    }
    await expect(cards.first().locator('time')).toHaveText('3 de junho de 2025')
    await expect(cards.first()).toContainText('De onde vêm as bandeirinhas')
  })

  test('Ler mais opens the article', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: /^Ler mais: Como escolher o buffet perfeito/ }).click()
    await expect(page).toHaveURL(/\/blog\/como-escolher-o-buffet-perfeito$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Como escolher o buffet perfeito para a sua festa' }),
    ).toBeVisible()
  })
})

test.describe('article page', () => {
  test('cover, title, date, reading time, author, share, body, back link, call to action and chosen related posts', async ({
    page,
  }) => {
    await page.goto('/blog/como-escolher-o-buffet-perfeito')
    await expect(page).toHaveTitle('Como escolher o buffet perfeito | Buffet Festa em Casa')
    const article = page.locator('main > article')
    await expect(
      article.getByRole('heading', { level: 1, name: 'Como escolher o buffet perfeito para a sua festa' }),
    ).toBeVisible()
    await expect(article.locator('header time')).toHaveText('11 de março de 2025')
    await expect(article.locator('header')).toContainText(/\d+ min de leitura/)
    await expect(article.locator('header')).toContainText('Por Renata Oliveira')
    await expect(shareButton(page)).toBeVisible()
    await expect(
      article.getByRole('heading', { level: 2, name: 'Comece pela sua festa, não pelo buffet' }),
    ).toBeVisible()
    await expect(article).toContainText('o buffet costuma representar de 30% a 40% do custo total de uma festa')
    const year = Number(new Date().toLocaleString('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric' }))
    await expect(article).toContainText(`o que aprendemos em ${year - 2005} anos servindo festas em São Paulo`)
    const author = page.getByRole('complementary', { name: 'Sobre quem escreveu' })
    await expect(author).toContainText('Renata Oliveira')
    await expect(author).toContainText('Coordena as festas do Buffet Festa em Casa')
    await expect(author.getByRole('img')).toHaveAttribute('alt', /Renata Oliveira/)
    await expect(page.getByRole('link', { name: 'Voltar para o blog' })).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('link', { name: 'Solicitar Orçamento' })).toHaveAttribute('href', '/orcamento')
    const relatedLinks = await related(page)
      .getByRole('link', { name: /^Ler mais/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(relatedLinks).toEqual(['/blog/orcamento-festa-infantil', '/blog/opcoes-menu-criancas'])
  })

  test('the cover is 21:9, at most 500 px tall and preloaded as the LCP image', async ({ page }) => {
    await page.goto('/blog/festa-junina-tradicoes-sabores')
    const cover = page.locator('main > article > header img').first()
    await expect(cover).toHaveAttribute('fetchpriority', 'high')
    await expect(cover).not.toHaveAttribute('loading', 'lazy')
    const box = await cover.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(500)
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(21 / 9, 1)
    expect(await servedImagePreloads(page)).toEqual([await cover.getAttribute('srcset')])
  })

  test('without related posts chosen in the Studio, the two most recent other articles are suggested', async ({
    page,
  }) => {
    await page.goto('/blog/tendencias-festas-empresariais-2025')
    const links = await related(page)
      .getByRole('link', { name: /^Ler mais/ })
      .evaluateAll((items) => items.map((link) => link.getAttribute('href')))
    expect(links).toEqual(['/blog/festa-junina-tradicoes-sabores', '/blog/festas-condominio-guia-completo'])
  })

  test('with one related post chosen, the most recent other article completes the two', async ({ page }) => {
    await page.goto('/blog/opcoes-menu-criancas')
    const links = await related(page)
      .getByRole('link', { name: /^Ler mais/ })
      .evaluateAll((items) => items.map((link) => link.getAttribute('href')))
    expect(links).toEqual(['/blog/tendencias-festas-infantis-2025', '/blog/festa-junina-tradicoes-sabores'])
  })

  test('article metadata and structured data: BlogPosting and BreadcrumbList', async ({ page }) => {
    await page.goto('/blog/festa-junina-tradicoes-sabores')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    // Posts publish at a time (9:00 in São Paulo for the seed's): 12:00 UTC.
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      '2025-06-03T12:00:00.000Z',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/festa-junina-tradicoes-sabores$/,
    )
    const posting = await jsonLd(page, 'BlogPosting')
    expect(posting).toMatchObject({
      headline: 'Festa junina: tradições e sabores para celebrar em casa',
      datePublished: expect.stringMatching(/^2025-06-03(T12:00:00(\.000)?Z)?$/),
      dateModified: expect.stringMatching(/^2025-06-03(T12:00:00(\.000)?Z)?$/),
      author: { '@type': 'Person', name: 'Carolina Mendes' },
      publisher: { '@type': 'Organization', name: 'Buffet Festa em Casa' },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': expect.stringMatching(/^https?:\/\/.+\/blog\/festa-junina-tradicoes-sabores$/),
      },
      image: expect.stringMatching(/^https?:\/\/.+\/seed-images\/blog-festa-junina\.webp$/),
    })
    expect(String(posting?.description)).toBeTruthy()
    expect((await breadcrumbItems(page))?.map((item) => item.name)).toEqual([
      'Início',
      'Blog',
      'Festa junina: tradições e sabores para celebrar em casa',
    ])
  })

  test('an unknown slug is the not-found page with a 404 status and noindex, never another article', async ({
    page,
  }) => {
    const response = await page.goto('/blog/artigo-que-nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
    await expect(page.locator('main article')).toHaveCount(0)
  })
})

test.describe('share button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('without the Web Share API it offers WhatsApp, e-mail and Copiar link, which copies and confirms with a toast', async ({
    page,
  }) => {
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
    await page.goto('/blog/opcoes-menu-criancas')
    await hydrated(page)
    await shareButton(page).click()
    const options = page.getByRole('dialog', { name: 'Compartilhar o artigo' })
    await expect(options.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
    await expect(options.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:\?subject=/)
    await options.getByRole('button', { name: 'Copiar link' }).click()
    await expect(page.getByText('Link copiado!')).toBeVisible()
    await expect(options).toBeHidden()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('a failed copy says so in Portuguese', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share')
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('negado')) } })
    })
    await page.goto('/blog/opcoes-menu-criancas')
    await hydrated(page)
    await shareButton(page).click()
    await page.getByRole('button', { name: 'Copiar link' }).click()
    await expect(page.getByText('Não foi possível copiar o link')).toBeVisible()
  })

  test('with the Web Share API it opens the system share sheet with the title and link', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          document.body.dataset.shared = JSON.stringify(data)
          return Promise.resolve()
        },
      })
    })
    await page.goto('/blog/opcoes-menu-criancas')
    await hydrated(page)
    await shareButton(page).click()
    await expect(page.locator('body')).toHaveAttribute('data-shared', /./)
    // The system sheet instead of the links.
    await expect(page.getByRole('dialog', { name: 'Compartilhar o artigo' })).toBeHidden()
    const shared = JSON.parse((await page.locator('body').getAttribute('data-shared')) ?? '{}') as ShareData
    expect(shared.url).toBe(page.url())
    expect(shared.title).toBe(await page.getByRole('heading', { level: 1 }).innerText())
    await expect(page.getByText('Link copiado!')).toHaveCount(0)
  })
})

testAccessibility(['/blog', ...specBlogSlugs.map((slug) => `/blog/${slug}`)])
