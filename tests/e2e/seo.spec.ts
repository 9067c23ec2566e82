import { expect, test } from '@playwright/test'
import { specBlogSlugs } from '../support/spec-blog'
import { menuCards } from '../support/menus-content'
import { e2e } from './support/config'
import { breadcrumbItems } from './support/page-checks'

const sitemapUrls = async (request: import('@playwright/test').APIRequestContext) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
}

test('the sitemap lists every public page by absolute URL, and nothing private', async ({ request }) => {
  const urls = await sitemapUrls(request)
  const paths = urls.map((url) => url.replace(e2e.baseURL, '') || '/')
  expect(urls.every((url) => url.startsWith(`${e2e.baseURL}`))).toBe(true)
  const specPaths = [
    '/',
    '/sobre-nos',
    '/cardapios',
    '/galeria',
    '/blog',
    '/orcamento',
    '/politica-de-privacidade',
    ...menuCards.map(([, path]) => path),
    ...specBlogSlugs.map((slug) => `/blog/${slug}`),
  ]
  expect([...paths].sort()).toEqual([...specPaths].sort())
  expect(paths.filter((path) => /^\/(admin|studio|api)/.test(path))).toEqual([])
})

test('robots.txt points to the sitemap and keeps crawlers out of /admin and /studio', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain(`Sitemap: ${e2e.baseURL}/sitemap.xml`)
  expect(text).toMatch(/^Disallow: \/admin$/m)
  expect(text).toMatch(/^Disallow: \/studio$/m)
})

test('every page in the sitemap has its title, description, canonical, robots and a share image that loads', async ({
  request,
}) => {
  test.setTimeout(120_000)
  for (const url of await sitemapUrls(request)) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    const html = await response.text()
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1], url).toMatch(/^.+ \| Buffet Festa em Casa$/)
    expect(meta('name', 'description')?.length, url).toBeGreaterThan(40)
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], url).toBe(url.replace(/\/$/, ''))
    expect(meta('name', 'robots'), url).toBe('index, follow')
    expect(meta('property', 'og:title'), url).toMatch(/ \| Buffet Festa em Casa$/)
    expect(meta('property', 'og:url'), url).toBe(url.replace(/\/$/, ''))
    expect(meta('property', 'og:locale'), url).toBe('pt_BR')
    expect(meta('name', 'twitter:card'), url).toBe('summary_large_image')
    const image = meta('property', 'og:image')
    expect(image, url).toMatch(/^http/)
    const imageResponse = await request.get(image!.replaceAll('&amp;', '&'))
    expect(imageResponse.status(), image).toBe(200)
    expect(imageResponse.headers()['content-type'], image).toMatch(/^image\//)
  }
})

test('a page without its own photo gets a generated share card with its title', async ({ page, request }) => {
  await page.goto('/orcamento')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toContain('/orcamento/opengraph-image')
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  const png = await request.get(image!)
  expect(png.headers()['content-type']).toBe('image/png')
  expect((await png.body()).length).toBeGreaterThan(10_000)
})

test('nested pages describe their place in the site as a BreadcrumbList', async ({ page }) => {
  await page.goto('/cardapios/crepe-frances')
  expect((await breadcrumbItems(page))?.map(({ item }) => item)).toEqual([
    e2e.baseURL,
    `${e2e.baseURL}/cardapios`,
    `${e2e.baseURL}/cardapios/crepe-frances`,
  ])
})
