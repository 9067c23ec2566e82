import { expect, test } from '@playwright/test'
import { publish, readDataset, writeDataset } from './support/dataset'

// A post published with a time half a minute ahead: the site neither lists nor serves it until then,
// and then shows it without anyone publishing again (its pages are cached only until that time).
test('a scheduled post appears only once its time has come', async ({ page, request }) => {
  test.setTimeout(240_000)
  const original = await readDataset()
  const source = original.find((doc) => doc._id === 'post-opcoes-menu-criancas')!
  const title = `Artigo agendado ${Date.now()}`
  // Time to publish it and make the visits that find it not out yet (about 5 s on a busy machine):
  // the other tests of this server wait for this one, so every second here is theirs too.
  const at = new Date(Date.now() + 15_000)
  const scheduled = {
    ...source,
    _id: 'post-agendado',
    title,
    slug: { _type: 'slug', current: 'artigo-agendado' },
    publishedAt: at.toISOString(),
    related: [],
  }
  try {
    await writeDataset([...original, scheduled])
    await publish(request, ['post'])

    expect((await request.get('/blog/artigo-agendado')).status()).toBe(404)
    await page.goto('/blog')
    await expect(
      page.getByRole('heading', { name: 'Opções de menu para crianças: o que servir na festa infantil' }),
    ).toBeVisible()
    await expect(page.getByText(title)).toHaveCount(0)
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/blog/artigo-agendado')
    // Still hidden just before its time (the check above may have been quick).
    expect(Date.now()).toBeLessThan(at.getTime())

    // No webhook from here on: only the clock.
    await expect(async () => {
      await page.goto('/blog')
      await expect(page.getByText(title)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 150_000, intervals: [500] })
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    await expect(async () => expect((await request.get('/blog/artigo-agendado')).status()).toBe(200)).toPass({
      timeout: 30_000,
    })
    await page.goto('/blog/artigo-agendado')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  } finally {
    await writeDataset(original)
    await publish(request, ['post'])
  }
})
