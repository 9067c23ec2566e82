import type { Browser, APIRequestContext } from '@playwright/test'

/** What a visitor reads on a page (and what a screen reader announces), before any script runs. */
export type PageText = { title: string; text: string[]; labels: string[] }

// The 404 page has no address of its own: any unknown one shows it.
export const NOT_FOUND_PATH = '/esta-pagina-nao-existe'

/** Every public page the sitemap lists, plus the not-found page. */
export async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  return [...paths.sort(), NOT_FOUND_PATH]
}

/** The page's title, its body text line by line, and its aria-labels, alt texts, placeholders and titles. */
export async function readPageText(browser: Browser, path: string): Promise<PageText> {
  // Without scripts, so carousels, toasts and timers cannot make two reads differ.
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto(path)
    return await page.evaluate(() => ({
      title: document.title,
      text: document.body.innerText
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
      labels: [...document.body.querySelectorAll('[aria-label], img[alt], [placeholder], [title]')].flatMap((element) =>
        ['aria-label', 'alt', 'placeholder', 'title'].flatMap((name) =>
          element.hasAttribute(name) ? [`${name}: ${element.getAttribute(name)}`] : [],
        ),
      ),
    }))
  } finally {
    await context.close()
  }
}
