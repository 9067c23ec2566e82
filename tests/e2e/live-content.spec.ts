import { expect, test, type Page } from '@playwright/test'
import type { SeedDocument } from '@/lib/content/seed/load-seed'
import { sanitySite } from './support/sanity-site'

// Live content on the Sanity path: what an editor publishes in the Studio reaches the open page and
// every fresh visit within seconds through the Content Lake's live events (<SanityLive>), with no
// webhook, publish after publish and after an outage of the Content Lake; and a scheduled post
// appears on time. Its own copy of the shared build, server and stand-in, fresh: no earlier test has
// used its live events.
const site = sanitySite({ distDir: '.next-sanity-live', secret: 'segredo-do-webhook-do-teste-ao-vivo' })
const { lake } = site

test.describe.configure({ mode: 'serial' })
// The stand-in's certificate is its own (tests/support/local-tls.ts): the pages' live events reach it.
test.use({ ignoreHTTPSErrors: true })

test.beforeAll(async () => {
  test.setTimeout(900_000)
  await site.start()
})
test.afterAll(() => site.stop())

/** How often the live action expires one tag (ONCE_PER_MS in lib/content/live-action.ts). */
const ONCE_PER_MS = 500
const { liveRevalidations } = site
const fallbacks = () => site.linesSaying('[conteúdo] Sanity indisponível')
const about = () => structuredClone(lake.documents.find(({ _id }) => _id === 'aboutPage')!)
/** Opens a page of the site and waits until its <SanityLive> hears the Content Lake's live events. */
async function openListening(page: Page, pathname: string) {
  const listening = page.waitForEvent('console', (message) => message.text().includes('is connected and listening'))
  await page.goto(`${site.base}${pathname}`)
  await listening
}
const historyHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })

/**
 * Between changes the page is static: served from Next's cache (x-nextjs-cache HIT) without asking
 * the Content Lake again.
 */
async function expectCached(pathname: string, text: string) {
  await expect.poll(async () => (await site.page(pathname)).cache, { timeout: 10_000 }).toBe('HIT')
  const asked = lake.queries.length
  for (let visit = 0; visit < 3; visit++) {
    const { status, html, cache } = await site.page(pathname)
    expect({ status, cache, hasText: html.includes(text) }).toEqual({ status: 200, cache: 'HIT', hasText: true })
  }
  expect(lake.queries.length, 'visitas em cache não consultam o Content Lake').toBe(asked)
}

/** Publishes the about page with this history heading: the open page and a fresh visit show it within seconds. */
async function publishAndSee(page: Page, heading: string) {
  const revalidationsBefore = liveRevalidations()
  await site.publishInStudio({ ...about(), historyHeading: heading })
  await expect.poll(liveRevalidations, { timeout: 10_000 }).toBeGreaterThan(revalidationsBefore)
  const expiredAt = Date.now()
  await expect(historyHeading(page, heading)).toBeVisible({ timeout: 10_000 })
  await expect.poll(async () => (await site.page('/sobre-nos')).html, { timeout: 10_000 }).toContain(heading)
  // A visit in another tab of the same browser, whose cache holds the page from before.
  const tab = await page.context().newPage()
  await tab.goto(`${site.base}/sobre-nos`)
  await expect(historyHeading(tab, heading)).toBeVisible()
  await tab.close()
  await expectCached('/sobre-nos', heading)
  return expiredAt
}

test.describe('live content, without a webhook', () => {
  let original: SeedDocument
  test.beforeAll(() => {
    original = about()
  })
  test.afterAll(async () => {
    await site.publishInStudio(original)
    await site.publish('aboutPage')
  })

  test('a publish in the Studio reaches the open page and every fresh visit within seconds; the page stays cached', async ({
    page,
  }) => {
    // The page's <SanityLive> listens to the Content Lake's live events.
    await openListening(page, '/sobre-nos')
    await expect(historyHeading(page, String(original.historyHeading))).toBeVisible()
    await expectCached('/sobre-nos', String(original.historyHeading))
    await publishAndSee(page, `Nossa História, publicada ao vivo ${Date.now()}`)
  })

  test('publish after publish, each one reaches the open page and fresh visits', async ({ page }) => {
    await openListening(page, '/sobre-nos')
    for (let round = 1; round <= 3; round++) {
      const expiredAt = await publishAndSee(page, `Nossa História, publicação ${round} ${Date.now()}`)
      // The next publish comes once the server takes the same tags again: it expires each tag at
      // most once per half second (lib/content/live-action.ts), and an editor's publishes are further apart.
      await expect.poll(() => Date.now() - expiredAt, { intervals: [100] }).toBeGreaterThanOrEqual(ONCE_PER_MS)
    }
  })

  test('after the Content Lake was down and came back, a publish still reaches the open page and fresh visits', async ({
    page,
  }) => {
    await openListening(page, '/sobre-nos')
    await lake.stop()
    const fallbacksBefore = fallbacks()
    try {
      // During the outage the page is regenerated (another publish's webhook): from the last good
      // answers, which the adapter keeps.
      await site.publish('aboutPage')
      expect((await site.page('/sobre-nos')).status).toBe(200)
      await expect.poll(fallbacks, { timeout: 30_000 }).toBeGreaterThan(fallbacksBefore)
      await expect.poll(async () => (await site.page('/sobre-nos')).cache, { timeout: 30_000 }).toBe('HIT')
    } finally {
      await lake.start()
    }
    // The open page's live client sees its stream fail and connects again.
    await expect.poll(() => lake.liveListeners, { timeout: 30_000 }).toBeGreaterThan(0)
    await publishAndSee(page, `Nossa História, depois da queda ${Date.now()}`)
  })
})

test.describe('a scheduled post on Sanity appears on time', () => {
  /**
   * How far ahead the post is scheduled: time to publish it and make the visits that find it not out
   * yet (each renders a page afresh, on a busy machine a few seconds in all), and all the test waits.
   */
  const AHEAD_MS = 12_000
  /** A copy of an article, to be published now with a time a few seconds ahead. */
  function scheduledPost(slug: string) {
    const source = lake.documents.find(({ _id }) => _id === 'post-opcoes-menu-criancas')!
    const at = new Date(Date.now() + AHEAD_MS)
    const title = `Artigo agendado ${slug} ${Date.now()}`
    const doc = {
      ...structuredClone(source),
      _id: `post-${slug}`,
      title,
      slug: { _type: 'slug', current: slug },
      publishedAt: at.toISOString(),
      related: [],
    }
    return { at, title, doc }
  }
  async function appearsOnTime(slug: string, title: string, at: Date) {
    expect((await site.page(`/blog/${slug}`)).status).toBe(404)
    expect((await site.page('/blog')).html).not.toContain(title)
    expect((await site.page('/sitemap.xml')).html).not.toContain(`/blog/${slug}`)
    expect(Date.now()).toBeLessThan(at.getTime())
    // Only the clock from here on. A visit after the time has the page regenerated, and a visit
    // moments later gets the new one: a visitor every half second.
    const visits = { timeout: 60_000, intervals: [500] }
    await expect.poll(async () => (await site.page('/blog')).html, visits).toContain(title)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    await expect.poll(async () => (await site.page(`/blog/${slug}`)).status, visits).toBe(200)
    await expect.poll(async () => (await site.page('/sitemap.xml')).html, visits).toContain(`/blog/${slug}`)
  }

  test('published in the Studio with no webhook: the live event tells the site its time', async ({ page }) => {
    test.setTimeout(240_000)
    // The Studio (or any page of the site) is open when staff publish: it hears the event.
    await openListening(page, '/blog')
    const { at, title, doc } = scheduledPost('agendado-ao-vivo')
    const revalidationsBefore = liveRevalidations()
    try {
      await site.publishInStudio(doc)
      await expect.poll(liveRevalidations).toBeGreaterThan(revalidationsBefore)
      await page.close()
      await appearsOnTime('agendado-ao-vivo', title, at)
    } finally {
      await site.editorClient().delete(doc._id)
    }
  })

  test('published with the webhook and no page open: the webhook tells the site its time', async () => {
    test.setTimeout(240_000)
    await expect.poll(() => lake.liveListeners).toBe(0)
    const { at, title, doc } = scheduledPost('agendado-webhook')
    try {
      await site.publishInStudio(doc)
      await site.publish('post')
      await appearsOnTime('agendado-webhook', title, at)
    } finally {
      await site.editorClient().delete(doc._id)
      await site.publish('post')
    }
  })
})
