import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { createClient } from 'next-sanity'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { contentLakeStandIn } from '../support/content-lake-stand-in'
import { e2e } from './support/config'

// The site built and served with a Sanity project whose Content Lake is a local stand-in
// (groq-js over the seed dataset): it goes down, and staff preview a draft from the Studio.
// Its own build and port, shared by both so the suite builds only once more. It is also built as
// Vercel builds it: the site's address known only from VERCEL_PROJECT_PRODUCTION_URL.
const DIST_DIR = '.next-sanity'
const port = e2e.port + 3
const base = `http://127.0.0.1:${port}`
const secret = 'segredo-do-webhook-do-teste-de-queda'
const OPEN_HOURS = 'Segunda a Sexta: 9h às 18h'
const NEW_HOURS = 'Segunda a Sábado: 8h às 20h'

// The site's Viewer token (SANITY_API_READ_TOKEN) and the credential of an editor in the Studio.
const tokens = { viewer: 'token-viewer-do-site', editor: 'token-da-editora-no-studio' }
const lake = contentLakeStandIn(e2e.port + 50, loadSeed('studio/seed'), tokens)
// Playwright loads this file in more processes than the one running it: nothing on disk at load.
let dataDir = ''
const env = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin',
  NEXT_PUBLIC_SANITY_DATASET: 'production',
  SANITY_API_HOST: lake.url,
  SANITY_REVALIDATE_SECRET: secret,
  SANITY_API_READ_TOKEN: tokens.viewer,
  // Empty values are "set" for Next's .env loading: a developer's .env.local cannot fill them in.
  SITE_URL: '',
  VERCEL: '',
  VERCEL_PROJECT_PRODUCTION_URL: 'buffet.example.com.br',
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
})
let server: ChildProcess
let log = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(900_000)
  await lake.start()
  dataDir = mkdtempSync(path.join(tmpdir(), 'outage-'))
  const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(`${DIST_DIR}/BUILD_ID`)
  if (!reuse) {
    // The build would start from the answers an earlier run's server cached (a regenerated page's content): from the dataset instead.
    for (const cache of ['fetch-cache', 'sanity-last-good'])
      rmSync(path.join(DIST_DIR, 'cache', cache), { recursive: true, force: true })
    // Not spawnSync: the stand-in answers the build's queries from this process's event loop.
    const build = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      env: env(),
      stdio: 'inherit',
    })
    const status = await new Promise((resolve) => build.once('exit', resolve))
    if (status !== 0) throw new Error('o build com o Sanity (dublê) falhou')
  }
  server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    { env: env() },
  )
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (log += String(chunk)))
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200)
  // A reused build keeps the pages an earlier run regenerated: bring them back to the dataset.
  if (reuse) for (const type of ['siteSettings', 'aboutPage', 'post']) await publish(type)
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await lake.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function page(pathname: string) {
  // A kept-alive connection the server closed just as it was reused: a browser sends a GET again.
  const response = await fetch(`${base}${pathname}`).catch(() => fetch(`${base}${pathname}`))
  return { status: response.status, html: await response.text() }
}

async function publish(type: string) {
  const body = JSON.stringify({ _type: type, _id: type })
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
    },
  })
  expect(response.status).toBe(200)
}

const settings = () => lake.documents.find(({ _id }) => _id === 'siteSettings')!
const failureLines = () => log.split('\n').filter((line) => line.includes('[conteúdo]'))

test.describe('a build that knows its address only from VERCEL_PROJECT_PRODUCTION_URL', () => {
  const built = (file: string) => readFileSync(path.join(DIST_DIR, 'server', 'app', file), 'utf8')

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
      expect(existsSync(path.join(DIST_DIR, 'server/app', `${pathname}.html`)), `${pathname} gerada no build`).toBe(
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
      expect(log).not.toMatch(/^\s+at /m)
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
    const studio = createClient({
      projectId: 'standin',
      dataset: 'production',
      apiVersion: '2025-10-01',
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
      token: tokens.editor,
    })
    const { secret: studioSecret } = await createPreviewSecret(
      studio,
      'sanity/presentation',
      `${base}/studio/presentation`,
      'id-da-editora',
    )
    // As sanity/presentation builds it (previewUrl.previewMode.enable in studio/sanity.config.ts).
    const url = new URL('/api/draft-mode/enable', base)
    url.searchParams.set('sanity-preview-secret', studioSecret)
    url.searchParams.set('sanity-preview-perspective', 'drafts')
    url.searchParams.set('sanity-preview-pathname', pathname)
    return url
  }
  const cookieNames = async (context: BrowserContext) => (await context.cookies(base)).map(({ name }) => name)

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
    await expect(page).toHaveURL(`${base}/sobre-nos?sanity-preview-perspective=drafts`)
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
    await expect(page).toHaveURL(`${base}/sobre-nos`)
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

    await page.goto(`${base}/sobre-nos`)
    await expect(history(page, PUBLISHED)).toBeVisible()
    await expect(history(page, DRAFT)).toHaveCount(0)
  })
})
