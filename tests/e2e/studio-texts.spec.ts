import { expect, test } from '@playwright/test'
import {
  articleTextSets,
  homeContactTexts,
  quoteFormTextSets,
  siteTextSets,
  type TextSet,
} from '../../lib/content/fixed-texts'
import { messageTemplates } from '../../lib/content/message-templates'
import type { SeedDocument } from '../../lib/content/seed/load-seed'
import { signIn } from './support/admin'
import { e2e } from './support/config'
import { publish, readDataset, writeDataset } from './support/dataset'
import { publicPaths } from './support/public-text'

// Every text the Studio edits is given a marker in the dataset; every public page is
// then rendered and the markers looked for in what the server sent (the HTML and, for the texts only
// client components print, such as toasts and the error page, the page's RSC payload).
const marker = (field: string) => `MARCADOR_${field}_`

const namesOf = (sets: readonly TextSet[]) => sets.flatMap((set) => set.texts.map(([name]) => name))
const marked = (names: readonly string[], prefix: string) =>
  Object.fromEntries(names.map((name) => [name, marker(`${prefix}.${name}`)]))

// The site chrome's texts, the quote form's, the articles', the home contact panel's and the breadcrumb's.
const fields = {
  siteSettings: {
    texts: marked(namesOf(siteTextSets), 'texts'),
    messages: { quoteWhatsapp: `${messageTemplates.quoteWhatsapp.value}\n${marker('messages.quoteWhatsapp')}` },
  },
  quotePage: { form: marked(namesOf(quoteFormTextSets), 'form') },
  blogPage: { articleTexts: marked(namesOf(articleTextSets), 'articleTexts') },
  homePage: {
    quote: marked(
      homeContactTexts.map(([name]) => name),
      'quote',
    ),
  },
  menusPage: { shortTitle: marker('menusPage.shortTitle') },
} satisfies Record<string, Record<string, unknown>>

const allMarkers = [
  ...Object.values(fields.siteSettings.texts),
  marker('messages.quoteWhatsapp'),
  ...Object.values(fields.quotePage.form),
  ...Object.values(fields.blogPage.articleTexts),
  ...Object.values(fields.homePage.quote),
  fields.menusPage.shortTitle,
]

function withMarkers(documents: SeedDocument[]): SeedDocument[] {
  return documents.map((doc) => {
    const changes = (fields as Record<string, Record<string, unknown>>)[doc._id]
    if (!changes) return doc
    const merged: SeedDocument = { ...doc }
    for (const [key, value] of Object.entries(changes))
      merged[key] = typeof value === 'object' && value ? { ...(doc[key] as object), ...value } : value
    return merged
  })
}

test.describe.configure({ mode: 'serial' })

test('every text of the Studio reaches the pages: each field holds a marker and every marker is found', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const original = await readDataset()
  const types = Object.keys(fields)
  try {
    await writeDataset(withMarkers(original))
    await publish(request, types)
    const found = new Set<string>()
    for (const path of await publicPaths(request)) {
      const html = await (await request.get(path)).text()
      for (const text of allMarkers) if (html.includes(text)) found.add(text)
    }
    expect(allMarkers.filter((text) => !found.has(text))).toEqual([])
    // Shown as text, not only carried: the quote page's labels, the 404's title in the tab.
    await page.goto('/orcamento')
    await expect(page.getByLabel(marker('form.nameLabel'))).toBeVisible()
    await page.goto('/pagina-que-nao-existe')
    await expect(page).toHaveTitle(new RegExp(marker('texts.notFoundTitle')))
  } finally {
    await writeDataset(original)
    await publish(request, types)
  }
})

test('the admin writes its follow-ups with the templates of the Studio', async ({ page, request }) => {
  const original = await readDataset()
  const greeting = `Oi {nome}, ${marker('messages.followUpWhatsapp')}`
  try {
    await writeDataset(
      original.map((doc) =>
        doc._id === 'siteSettings'
          ? { ...doc, messages: { ...(doc.messages as object), followUpWhatsapp: greeting } }
          : doc,
      ),
    )
    await publish(request, ['siteSettings'])
    await signIn(page, e2e.admin)
    await expect(page).toHaveURL(/\/admin$/)
    const href = await page.locator('a[href^="https://wa.me/"]').first().getAttribute('href')
    expect(new URL(href!).searchParams.get('text')).toMatch(
      new RegExp(`^Oi \\S+, ${marker('messages.followUpWhatsapp')}$`),
    )
  } finally {
    await writeDataset(original)
    await publish(request, ['siteSettings'])
  }
})
