import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moveAddress, publishRedirect } from '@/studio/redirects'
import { standInClient } from '../support/content-lake-client'
import { contentLakeStandIn } from '../support/content-lake-stand-in'

const tokens = { editor: 'token-editora' }
const redirect = (_id: string, from: string, to: string, permanent = true) => ({
  _id,
  _type: 'redirect',
  from,
  to,
  permanent,
})

// Redirects already published when an editor renames /blog/antigo to /blog/novo: two into the old
// address (one under the dotted id the first version of the action wrote), and one from the new
// address back to the old one, left by an earlier rename the other way.
const lake = contentLakeStandIn(
  0,
  [
    redirect('redirect.blog.mais-antigo', '/blog/mais-antigo', '/blog/antigo', false),
    redirect('0b9d-criado-no-studio', '/blog/outro', '/blog/antigo'),
    redirect('redirect.blog.novo', '/blog/novo', '/blog/antigo'),
  ],
  tokens,
)
beforeAll(() => lake.start())
afterAll(() => lake.stop())

const client = (token?: string) => standInClient(lake.url, token)

describe('"Publicar e redirecionar" when a slug changes', () => {
  it('publishes dot-free redirects the site can read, with no chain and no loop', async () => {
    await publishRedirect(client(tokens.editor), { from: '/blog/antigo', to: '/blog/novo' })

    const site = client()
    const published = await site.fetch<Array<{ _id: string; from: string; to: string; permanent: boolean }>>(
      '*[_type == "redirect"] | order(from){_id, from, to, permanent}',
    )
    expect(published).toEqual([
      { _id: 'redirect-blog-antigo', from: '/blog/antigo', to: '/blog/novo', permanent: true },
      { _id: 'redirect-blog-mais-antigo', from: '/blog/mais-antigo', to: '/blog/novo', permanent: false },
      { _id: '0b9d-criado-no-studio', from: '/blog/outro', to: '/blog/novo', permanent: true },
    ])
    // Nothing left under a dotted id, where only a token would find it.
    expect(lake.documents.map(({ _id }) => _id).filter((id) => id.includes('.'))).toEqual([])
  })

  it('renaming back replaces the same redirect instead of adding one', async () => {
    await publishRedirect(client(tokens.editor), { from: '/blog/novo', to: '/blog/antigo' })
    const published = await client().fetch<Array<{ _id: string; from: string; to: string }>>(
      '*[_type == "redirect"] | order(from){_id, from, to}',
    )
    expect(published).toEqual([
      { _id: 'redirect-blog-mais-antigo', from: '/blog/mais-antigo', to: '/blog/antigo' },
      { _id: 'redirect-blog-novo', from: '/blog/novo', to: '/blog/antigo' },
      { _id: '0b9d-criado-no-studio', from: '/blog/outro', to: '/blog/antigo' },
    ])
  })
})

describe('"Publicar sem redirecionar" when a slug changes', () => {
  const withoutLake = contentLakeStandIn(
    0,
    [
      redirect('redirect-blog-velho', '/blog/velho', '/blog/outro-lugar'),
      redirect('redirect.blog.velho', '/blog/velho', '/blog/outro-lugar'),
      redirect('0c1e-criado-no-studio', '/blog/mais-velho', '/blog/velho'),
      redirect('redirect-blog-recente', '/blog/recente', '/blog/velho'),
    ],
    tokens,
  )
  beforeAll(() => withoutLake.start())
  afterAll(() => withoutLake.stop())
  const editor = () => standInClient(withoutLake.url, tokens.editor)

  it('leaves no redirect from the old address (it answers "not found"), drops the one from the new address and keeps older links working', async () => {
    await moveAddress(editor(), { from: '/blog/velho', to: '/blog/recente' }, { redirect: false })
    const published = await editor().fetch<Array<{ _id: string; from: string; to: string }>>(
      '*[_type == "redirect"] | order(from){_id, from, to}',
    )
    expect(published).toEqual([{ _id: '0c1e-criado-no-studio', from: '/blog/mais-velho', to: '/blog/recente' }])
  })
})
