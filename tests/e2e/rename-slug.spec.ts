import { expect, test } from '@playwright/test'
import { moveAddress } from '../../studio/redirects'
import { standInClient } from '../support/content-lake-client'
import { contentLakeStandIn } from '../support/content-lake-stand-in'
import { publish, readDataset, writeDataset } from './support/dataset'

// Renaming a post's address in the Studio, with each of the two publish actions: the Studio's
// writes (the redirect action's own code, then the publish of the renamed post) go to a Content Lake
// stand-in holding the site's dataset, which then becomes what the site reads, and the webhook fires.
const editorToken = 'token-editora'

async function rename(request: Parameters<typeof publish>[0], from: string, to: string, redirect: boolean) {
  const lake = contentLakeStandIn(0, await readDataset(), { editor: editorToken })
  await lake.start()
  try {
    const client = standInClient(lake.url, editorToken)
    const post = lake.documents.find(
      (doc) => doc._type === 'post' && (doc.slug as { current: string }).current === from,
    )!
    await moveAddress(client, { from: `/blog/${from}`, to: `/blog/${to}` }, { redirect })
    await client.createOrReplace({ ...post, slug: { _type: 'slug', current: to } })
    await writeDataset(lake.documents)
  } finally {
    await lake.stop()
  }
  await publish(request, ['post', 'redirect'])
}

test.describe.configure({ mode: 'serial' })

test('"Publicar e redirecionar": the old address answers 308 to the new one', async ({ request }) => {
  const original = await readDataset()
  try {
    await rename(request, 'opcoes-menu-criancas', 'menu-para-criancas', true)
    const old = await request.get('/blog/opcoes-menu-criancas', { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    // Next sends a page's redirect with its Location twice (as tests/e2e/redirects.spec.ts notes): both to the new address.
    expect(new Set(old.headers().location?.split(', '))).toEqual(new Set(['/blog/menu-para-criancas']))
    expect((await request.get('/blog/menu-para-criancas')).status()).toBe(200)
  } finally {
    await writeDataset(original)
    await publish(request, ['post', 'redirect'])
  }
})

test('"Publicar sem redirecionar": the old address answers 404', async ({ request }) => {
  const original = await readDataset()
  try {
    await rename(request, 'aniversarios-tematicos', 'festas-de-aniversario-com-tema', false)
    expect((await request.get('/blog/aniversarios-tematicos', { maxRedirects: 0 })).status()).toBe(404)
    expect((await request.get('/blog/festas-de-aniversario-com-tema')).status()).toBe(200)
  } finally {
    await writeDataset(original)
    await publish(request, ['post', 'redirect'])
  }
})
