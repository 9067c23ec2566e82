import { expect, test } from '@playwright/test'

test('a redirect document of the seed answers 308 with its new address, and the browser lands there', async ({
  page,
  request,
}) => {
  const response = await request.get('/blog/como-escolher-buffet', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  // Next 16 repeats the header on a path's first (uncached) render; every value is the new address.
  expect(
    response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'location')
      .map(({ value }) => value),
  ).toContain('/blog/como-escolher-o-buffet-perfeito')
  expect(new Set(response.headers().location?.split(', '))).toEqual(new Set(['/blog/como-escolher-o-buffet-perfeito']))
  await page.goto('/blog/como-escolher-buffet')
  await expect(page).toHaveURL(/\/blog\/como-escolher-o-buffet-perfeito$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Como escolher o buffet perfeito para a sua festa')
})

test('an address with neither a page nor a redirect is still the 404 page', async ({ request }) => {
  expect((await request.get('/blog/nenhum-artigo-aqui', { maxRedirects: 0 })).status()).toBe(404)
  expect((await request.get('/endereco/que-nunca-existiu', { maxRedirects: 0 })).status()).toBe(404)
})
