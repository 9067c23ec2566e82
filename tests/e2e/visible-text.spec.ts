import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { publicPaths, readPageText, type PageText } from './support/public-text'

// Every word of every public page, as served from the seed dataset when its texts were still written
// in the code: now that the Studio holds them, the seed must keep reproducing them. Regenerate only
// when a text changes on purpose: VISIBLE_TEXT_UPDATE=1 npx playwright test visible-text.
const baselineFile = 'tests/e2e/fixtures/visible-text.json'
const updating = process.env.VISIBLE_TEXT_UPDATE === '1'
const baseline: Record<string, PageText> =
  updating || !existsSync(baselineFile) ? {} : JSON.parse(readFileSync(baselineFile, 'utf8'))

test('the public pages are the ones of the baseline', async ({ browser, request }) => {
  const paths = await publicPaths(request)
  if (updating) {
    test.setTimeout(900_000)
    const pages: Record<string, PageText> = {}
    for (const path of paths) pages[path] = await readPageText(browser, path)
    await writeFile(baselineFile, `${JSON.stringify(pages, null, 1)}\n`)
  }
  expect(paths).toEqual(Object.keys(updating ? JSON.parse(readFileSync(baselineFile, 'utf8')) : baseline))
})

for (const [path, expected] of Object.entries(baseline)) {
  test(`${path} shows the same words as the baseline, byte for byte`, async ({ browser }) => {
    expect(await readPageText(browser, path)).toEqual(expected)
  })
}
