import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { sanitySite } from './support/sanity-site'

// The site built and served with a Sanity project whose Content Lake is a local stand-in
// (groq-js over the seed dataset): it goes down, and staff preview a draft from the Studio. It is
// the shared Sanity-path build (support/sanity-site.ts), built as Vercel builds it: the site's
// address known only from VERCEL_PROJECT_PRODUCTION_URL.
const site = sanitySite({ distDir: '.next-sanity-outage', secret: 'segredo-do-webhook-do-teste-de-queda' })
const { lake, page, publish } = site
const OPEN_HOURS = 'Segunda a Sexta: 9h às 18h'
const NEW_HOURS = 'Segunda a Sábado: 8h às 20h'

test.describe.configure({ mode: 'serial' })
// The stand-in's certificate is its own (tests/support/local-tls.ts): the pages' live events reach it.
test.use({ ignoreHTTPSErrors: true })

test.beforeAll(async () => {
  test.setTimeout(900_000)
  await site.start()
})
test.afterAll(() => site.stop())

const settings = () => lake.documents.find(({ _id }) => _id === 'siteSettings')!
const failureLines = () => site.log.split('\n').filter((line) => line.includes('[conteúdo]'))

test.describe('a build that knows its address only from VERCEL_PROJECT_PRODUCTION_URL', () => {
  const built = (file: string) => readFileSync(path.join(site.distDir, 'server', 'app', file), 'utf8')

  test('writes https://buffet.example.com.br in the canonical links of the built pages', () => {
    expect(built('index.html')).toContain('<link rel="canonical" href="https://buffet.example.com.br"/>')
    expect(built('sobre-nos.html')).toContain('<link rel="canonical" href="https://buffet.example.com.br/sobre-nos"/>')
    expect(built('index.html')).not.toContain('localhost')
  })

  test('writes it in the sitemap and robots.txt', () => {
    const sitemap = built('sitemap.xml.body')
    expect(sitemap).toContain('<loc>https://buffet.example.com.br</loc>')
    expect(sitemap).toContain('<loc>https://buffet.example.com.br/cardapios</loc>')
    expect(sitemap).not.toContain('localhost')
    expect(built('robots.txt.body')).toContain('Sitemap: https://buffet.example.com.br/sitemap.xml')
  })
})

test.describe('Sanity down', () => {
  test('built pages come from the Content Lake stand-in', async () => {
    for (const pathname of ['/', '/cardapios', '/sobre-nos']) {
      const { status, html } = await page(pathname)
      expect(status, pathname).toBe(200)
      expect(html, pathname).toContain(OPEN_HOURS)
    }
    expect(lake.queries.length).toBeGreaterThan(0)
  })

  // The build reads without a token, as the public site does: a document whose id has a dot would
  // be hidden from it (its page never built, its card and link missing from the index pages).
  test('menus, packages and articles are built from the Content Lake and linked from their index pages', async () => {
    const details = [
      { index: '/cardapios', pathname: '/cardapios/crepe-frances', title: 'Crepe Francês' },
      { index: '/cardapios', pathname: '/pacotes/kids', title: 'Kids' },
      {
        index: '/blog',
        pathname: '/blog/como-escolher-o-buffet-perfeito',
        title: 'Como escolher o buffet perfeito para a sua festa',
      },
    ]
    for (const { index, pathname, title } of details) {
      expect(existsSync(path.join(site.distDir, 'server/app', `${pathname}.html`)), `${pathname} gerada no build`).toBe(
        true,
      )
      const { status, html } = await page(pathname)
      expect({ pathname, status, hasTitle: html.includes(title) }).toEqual({ pathname, status: 200, hasTitle: true })
      expect((await page(index)).html, index).toContain(`href="${pathname}"`)
    }
  })

  for (const outage of ['unreachable', 'answering 503'] as const) {
    test(`while the Content Lake is ${outage}, pages and a webhook revalidation keep the last good version`, async () => {
      if (outage === 'unreachable') await lake.stop()
      else lake.failWith(503)
      const linesBefore = failureLines().length
      try {
        expect(await page('/')).toMatchObject({ status: 200, html: expect.stringContaining(OPEN_HOURS) })
        await publish('siteSettings')
        for (let visit = 0; visit < 3; visit++) {
          const { status, html } = await page('/')
          expect(status).toBe(200)
          expect(html).toContain(OPEN_HOURS)
        }
        const { status, html } = await page('/cardapios')
        expect({ status, hasHours: html.includes(OPEN_HOURS) }).toEqual({ status: 200, hasHours: true })
        // The page is regenerated in the background, and the client tries a failed query again a few
        // times (about 6 s) before the adapter falls back and says so: the line comes then.
        await expect.poll(() => failureLines().length, { timeout: 30_000 }).toBeGreaterThan(linesBefore)
      } finally {
        if (outage === 'unreachable') await lake.start()
        else lake.failWith()
      }
      // One clear line per failed fetch, no stack traces.
      const lines = failureLines().slice(linesBefore)
      expect(lines.length).toBeGreaterThan(0)
      expect(site.log).not.toMatch(/^\s+at /m)
    })
  }

  test('after the Content Lake returns, the next revalidation shows the new content', async () => {
    const document = settings()
    const hours = document.hours as object
    document.hours = { ...hours, label: NEW_HOURS }
    try {
      await publish('siteSettings')
      await expect.poll(async () => (await page('/')).html.includes(NEW_HOURS), { timeout: 30_000 }).toBe(true)
    } finally {
      document.hours = hours
      await publish('siteSettings')
    }
  })
})

test.describe('draft mode entered from the Studio', () => {
  const PUBLISHED = 'Nossa História'
  const DRAFT = 'Nossa História, contada de novo (rascunho)'
  const history = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })

  test.beforeAll(() => {
    // An editor's unsaved change: a draft of the about page beside its published version.
    const about = lake.documents.find(({ _id }) => _id === 'aboutPage')!
    lake.documents.push({ ...about, _id: 'drafts.aboutPage', historyHeading: DRAFT })
  })
  test.afterAll(() => {
    const draft = lake.documents.findIndex(({ _id }) => _id === 'drafts.aboutPage')
    if (draft >= 0) lake.documents.splice(draft, 1)
  })

  /**
   * What the Presentation tool does to open a page: it writes a one-time secret to the dataset with
   * the editor's credential (the Studio's own code), then loads the site's enable route with it.
   */
  async function previewLink(pathname: string) {
    const { secret: studioSecret } = await createPreviewSecret(
      site.editorClient(),
      'sanity/presentation',
      `${site.base}/studio/presentation`,
      'id-da-editora',
    )
    // As sanity/presentation builds it (previewUrl.previewMode.enable in studio/sanity.config.ts).
    const url = new URL('/api/draft-mode/enable', site.base)
    url.searchParams.set('sanity-preview-secret', studioSecret)
    url.searchParams.set('sanity-preview-perspective', 'drafts')
    url.searchParams.set('sanity-preview-pathname', pathname)
    return url
  }
  const cookieNames = async (context: BrowserContext) => (await context.cookies(site.base)).map(({ name }) => name)

  test("the Studio's link turns draft mode on: the page shows the draft, uncached, with the overlays; leaving it shows the published text", async ({
    page,
    context,
  }) => {
    const scripts: Promise<string>[] = []
    // A body the browser dropped (its page navigated away first) cannot be the overlays' script.
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    }
    page.on('response', collect)
    const response = await page.goto(String(await previewLink('/sobre-nos')))
    await expect(page).toHaveURL(`${site.base}/sobre-nos?sanity-preview-perspective=drafts`)
    expect(response?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/)
    expect(await cookieNames(context)).toContain('__prerender_bypass')
    await expect(history(page, DRAFT)).toBeVisible()
    await expect(history(page, PUBLISHED)).toHaveCount(0)
    // The visual editing overlays that open each text in the Studio are loaded only now.
    await expect
      .poll(async () => (await Promise.all(scripts)).some((code) => code.includes('data-sanity-overlay-element')))
      .toBe(true)
    page.off('response', collect)

    await page.getByRole('link', { name: 'Sair da pré-visualização' }).click()
    await expect(page).toHaveURL(`${site.base}/sobre-nos`)
    await expect(history(page, PUBLISHED)).toBeVisible()
    await expect(history(page, DRAFT)).toHaveCount(0)
    expect(await cookieNames(context)).not.toContain('__prerender_bypass')
  })

  test('a wrong secret is refused (401, no draft mode cookie) and the page stays published', async ({
    page,
    context,
  }) => {
    const link = await previewLink('/sobre-nos')
    link.searchParams.set('sanity-preview-secret', 'segredo-inventado')
    const refused = await page.goto(String(link))
    expect(refused?.status()).toBe(401)
    expect(await cookieNames(context)).toEqual([])

    await page.goto(`${site.base}/sobre-nos`)
    await expect(history(page, PUBLISHED)).toBeVisible()
    await expect(history(page, DRAFT)).toHaveCount(0)
  })
})
