import { expect, test, type Page } from '@playwright/test'
import { contentTypes, contentTypeTable, type ContentType } from '@/lib/content/content-types'
import { orderedTypes } from '@/schemas/fields/rank'
import { sanitySite } from './support/sanity-site'
import { englishIn } from './support/studio-english'

// The Studio as staff use it: the production build with a Sanity project whose Content Lake is the
// local stand-in, in a real Chromium, signed in as an editor. No webhook is configured on this
// site (no SANITY_REVALIDATE_SECRET): what reaches the site gets there through the live events.
// The preview opens the site on its own address, where the Studio is.
const site = sanitySite({ distDir: '.next-studio', ownAddress: true })
const { lake } = site

// One Studio for the file, booted once (its megabytes of script), as an editor keeps hers open and
// moves inside it. In order, not serial: a test that fails ends its worker, and the next one starts
// afresh (the site, the Studio), so a failure hides no other test's promise.
test.describe.configure({ mode: 'default' })
// The stand-in's certificate is its own (tests/support/local-tls.ts).
test.use({ ignoreHTTPSErrors: true })

let studio: Page

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000)
  await site.start()
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  studio = await context.newPage()
  // Signed in: the address carries the token, as after Sanity's sign-in.
  await studio.goto(`${site.base}/studio#token=${site.tokens.editor}`)
  await expect(navbarLink('Conteúdo')).toBeVisible({ timeout: 30_000 })
})

test.afterAll(async () => {
  await studio?.context().close()
  await site.stop()
})

const navbarLink = (name: string) => studio.getByTestId('studio-navbar').getByRole('link', { name })
/** The structure's first pane: "Início" and every content type. */
const typesPane = () => studio.getByTestId('structure-tool-list-pane').first()

/**
 * Back to "Conteúdo" from the navbar if elsewhere, whatever an earlier test left open, and into this
 * type's list or document from the structure's first pane. Its title there.
 */
async function openType(type: ContentType) {
  await studio.keyboard.press('Escape')
  if (!new URL(studio.url()).pathname.startsWith('/studio/structure')) await navbarLink('Conteúdo').click()
  const item = typesPane().locator(`a[href$="/structure/${type}"]`)
  const title = (await item.innerText()).trim()
  await item.click()
  await expect(studio).toHaveURL(new RegExp(`/studio/structure/${type}$`))
  return title
}

const { liveRevalidations } = site

/**
 * The document's menu of actions in its pane's footer (Duplicar, Mudar a posição…): a rich text
 * field's toolbar folds its own buttons into a menu button with the same test id.
 */
const documentActions = (page: Page) => page.getByTestId('pane-footer').getByTestId('action-menu-button')

test.describe('the Studio on the production build', () => {
  test('an editor edits a document and publishes it: the page changes within seconds, with no webhook', async ({
    page: visitor,
  }) => {
    const page = studio
    const about = structuredClone(lake.documents.find(({ _id }) => _id === 'aboutPage')!)
    const heading = `Nossa História, publicada no Studio ${Date.now()}`
    // A visitor has the page open while staff publish.
    await visitor.goto(`${site.base}/sobre-nos`)
    await expect(
      visitor.getByRole('heading', { level: 2, name: String(about.historyHeading), exact: true }),
    ).toBeVisible()

    await openType('aboutPage')
    const field = page.getByTestId('field-historyHeading').getByRole('textbox')
    await expect(field).toHaveValue(String(about.historyHeading), { timeout: 30_000 })
    await field.fill(heading)
    // The draft is saved in the Content Lake as she types.
    await expect.poll(() => lake.documents.find(({ _id }) => _id === 'drafts.aboutPage')?.historyHeading).toBe(heading)
    const before = liveRevalidations()
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect.poll(() => lake.documents.find(({ _id }) => _id === 'aboutPage')?.historyHeading).toBe(heading)
    await expect.poll(() => lake.documents.some(({ _id }) => _id === 'drafts.aboutPage')).toBe(false)

    await expect(visitor.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible({
      timeout: 15_000,
    })
    await expect.poll(async () => (await site.page('/sobre-nos')).html, { timeout: 15_000 }).toContain(heading)
    expect(liveRevalidations()).toBeGreaterThan(before)
  })
})

test.describe('the Studio speaks Portuguese', () => {
  test('every list, document, menu and new-document dialog shows no English from the list', async () => {
    test.setTimeout(300_000)
    const page = studio
    const found: string[] = []
    const check = async (where: string) => {
      const english = englishIn(await page.locator('body').innerText())
      if (english.length) found.push(`${where}: ${english.join(', ')}`)
    }
    await page.keyboard.press('Escape')
    await navbarLink('Conteúdo').click()
    await expect(typesPane()).toBeVisible()
    await check('início')
    // Type after type from the structure's first pane, as an editor goes: the Studio boots once.
    for (const type of contentTypes) {
      const title = await openType(type)
      if (contentTypeTable[type].singleton) {
        // This type's document, not the one before it still on its way out.
        await expect(page.getByTestId('document-panel-document-title')).toHaveText(title, { timeout: 30_000 })
        await expect(page.getByTestId('document-panel-scroller')).toBeVisible({ timeout: 30_000 })
        await expect(page.getByText('Carregando documento…')).toHaveCount(0, { timeout: 30_000 })
        await check(type)
        continue
      }
      const list = page.getByTestId('document-list-pane')
      // This type's list, not the one before it still on its way out.
      await expect(list.getByRole('listbox', { name: title })).toBeVisible({ timeout: 30_000 })
      await expect(list.getByText(/Carregando|Loading/)).toHaveCount(0, { timeout: 30_000 })
      await check(`lista ${type}`)
      // The list's own menu (sorting) and its "new document" button.
      await page.getByTestId('pane-context-menu-button').last().click()
      await check(`menu da lista ${type}`)
      await page.keyboard.press('Escape')
      const first = list.getByRole('link').first()
      if ((await first.count()) === 0) continue
      await first.click()
      await expect(page.getByTestId('document-panel-scroller')).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText('Carregando documento…')).toHaveCount(0, { timeout: 30_000 })
      await check(`documento ${type}`)
      await documentActions(page).click()
      // The menu is open (the scan reads it): every document can be duplicated.
      await expect(page.getByRole('menuitem', { name: 'Duplicar' })).toBeVisible()
      if (orderedTypes.has(type)) await expect(page.getByRole('menuitem', { name: 'Mudar a posição' })).toBeVisible()
      await check(`ações do documento ${type}`)
      if (type === 'testimonial') await page.screenshot({ path: test.info().outputPath('studio-lista-ordenada.png') })
      await page.keyboard.press('Escape')
    }
    await page.getByRole('button', { name: 'Criar novo documento' }).click()
    await check('criar novo documento')
    await page.keyboard.press('Escape')
    expect(found).toEqual([])
  })
})

test.describe('the ordered lists', () => {
  test('"Mudar a posição" puts a testimonial where the editor says, and the list and the site follow', async () => {
    const page = studio
    const names = () =>
      page
        .getByTestId('document-list-pane')
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) =>
            (link as HTMLElement).innerText
              .split('\n')
              .map((line) => line.trim())
              .find(Boolean),
          ),
        )
    await openType('testimonial')
    // Each item's preview (its name) fills in after the list itself.
    await expect.poll(async () => (await names()).filter(Boolean).length, { timeout: 20_000 }).toBeGreaterThan(2)
    await expect.poll(async () => (await names()).every(Boolean)).toBe(true)
    const before = await names()
    // The names in the home page's testimonials, in order, as a visitor arriving now gets them.
    const onTheSite = async () =>
      [
        ...(await site.page('/')).html.matchAll(
          /<figure class="testimonial-card">.*?<span class="block font-bold[^"]*">([^<]+)</gs,
        ),
      ].map(([, name]) => name)
    expect(await onTheSite()).toEqual(before)
    await page.getByTestId('document-list-pane').getByRole('link').first().click()
    await documentActions(page).click()
    await page.getByRole('menuitem', { name: 'Mudar a posição' }).click()
    const dialog = page.getByRole('dialog', { name: 'Mudar a posição na lista' })
    await expect(dialog.getByText(`1 é o primeiro; ${before.length}, o último.`)).toBeVisible()
    await dialog.getByLabel('Nova posição').fill('3')
    await dialog.getByRole('button', { name: 'Mover' }).click()
    await expect(dialog).toHaveCount(0)
    const moved = [...before.slice(1, 3), before[0], ...before.slice(3)]
    await expect.poll(names, { timeout: 15_000 }).toEqual(moved)
    // The order is the site's at once (no publish needed): the home page shows the new order.
    await expect.poll(onTheSite, { timeout: 15_000 }).toEqual(moved)
  })
})

test.describe('the guide inside the Studio', () => {
  test('"Guia do editor" shows the guide as formatted text, searchable by heading', async () => {
    const page = studio
    await page.keyboard.press('Escape')
    await navbarLink('Guia do editor').click()
    await expect(page).toHaveURL(/\/studio\/guia$/)
    const guide = page.locator('.guia-texto')
    await expect(guide.getByRole('heading', { level: 1 })).toHaveText(/^Guia do editor/)
    // Formatted: headings, lists and tables, no Markdown marks left.
    await expect(guide.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(guide.locator('table').first()).toBeVisible()
    expect(await guide.innerText()).not.toMatch(/\*\*|^#+ |\|---/m)
    await page.screenshot({ path: test.info().outputPath('studio-guia.png') })
    await page.getByLabel('Buscar no guia').fill('ordem')
    const sections = page.getByRole('navigation', { name: 'Seções do guia' }).getByRole('link')
    await expect(sections).toHaveText(['8. Mudar a ordem dos cartões, da galeria e dos depoimentos'])
    await sections.first().click()
    await expect(
      guide.getByRole('heading', { name: '8. Mudar a ordem dos cartões, da galeria e dos depoimentos' }),
    ).toBeInViewport()
    await page.getByLabel('Buscar no guia').fill('palavra que não existe')
    await expect(page.getByText('Nenhum título do guia tem essas palavras.')).toBeVisible()
  })
})

test.describe('the presentation tool', () => {
  test('shows the site page beside its document, and a draft typed there appears in it', async () => {
    const page = studio
    // From the document, its page on the site: where the Studio lists the pages that show it.
    await openType('aboutPage')
    const document = page.getByTestId('document-pane')
    await document.getByRole('button', { name: 'Usado em uma página' }).click()
    await document.getByRole('link', { name: 'Sobre nós' }).click()
    await expect(page).toHaveURL(/\/studio\/presentation\/.*[?&]preview=[^&]*\/sobre-nos/)
    const preview = page.frameLocator('iframe')
    const about = lake.documents.find(({ _id }) => _id === 'aboutPage')!
    await expect(preview.getByRole('heading', { level: 1, name: String(about.title) })).toBeVisible({ timeout: 30_000 })
    // The page's document opens beside it; what staff type there is a draft the preview shows at once.
    const field = page.getByTestId('field-historyHeading').getByRole('textbox')
    await expect(field).toHaveValue(String(about.historyHeading), { timeout: 30_000 })
    const draft = `Nossa História, rascunho na pré-visualização ${Date.now()}`
    // The page's overlays have connected to the Studio ("Editar" turns on): from now on it hears each change.
    await expect(page.getByLabel('Editar')).toBeChecked({ timeout: 30_000 })
    // …and the Studio knows which document the page shows (it tells the page of that document's changes).
    await expect(page.getByText('Resolvendo localizações...')).toHaveCount(0, { timeout: 30_000 })
    await field.fill(draft)
    await expect(preview.getByRole('heading', { level: 2, name: draft })).toBeVisible({ timeout: 20_000 })
    await page.screenshot({ path: test.info().outputPath('studio-pre-visualizacao.png') })
    // Only staff in the Studio see it: visitors get the published page.
    expect((await site.page('/sobre-nos')).html).not.toContain(draft)
    expect(lake.documents.find(({ _id }) => _id === 'drafts.aboutPage')?.historyHeading).toBe(draft)
  })
})
