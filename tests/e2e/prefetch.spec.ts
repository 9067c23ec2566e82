import { expect, test, type Page } from '@playwright/test'

/** Paths the client router fetched RSC data for (prefetches and navigations). */
function recordRouterFetches(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) paths.push(url.pathname)
  })
  return paths
}

test('site links prefetch their page on intent, not when they scroll into view', async ({ page }) => {
  const fetched = recordRouterFetches(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  await page.goto('/politica-de-privacidade')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  // Next prefetches visible links as soon as they enter the viewport: once the network is quiet, none went.
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((path) => path.startsWith('/pacotes/'))).toEqual([])

  const kids = footer.getByRole('link', { name: 'Kids', exact: true })
  await kids.hover()
  await expect.poll(() => fetched).toContain('/pacotes/kids')
  await kids.click()
  await expect(page).toHaveURL(/\/pacotes\/kids$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A client-side transition: the browser loaded one document, the first.
  expect(documents).toEqual(['/politica-de-privacidade'])
})

test('call-to-action buttons prefetch on intent too', async ({ page }) => {
  const fetched = recordRouterFetches(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])

  const cta = page.getByRole('main').getByRole('link', { name: 'Faça um orçamento' })
  await cta.hover()
  await expect.poll(() => fetched).toContain('/orcamento')
})
