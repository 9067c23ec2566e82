import { describe, expect, it } from 'vitest'
import { movedAddress } from '@/studio/slug-redirect-action'
import { dottedRedirectId, redirectId } from '@/studio/redirects'

const doc = (slug?: string) => (slug ? { _id: 'x', _type: 'post', slug: { current: slug } } : null)

describe('publishing a renamed page', () => {
  it.each([
    ['post', 'nome-antigo', 'nome-novo', { from: '/blog/nome-antigo', to: '/blog/nome-novo' }],
    ['menu', 'lanches', 'lanchinhos', { from: '/cardapios/lanches', to: '/cardapios/lanchinhos' }],
    ['partyPackage', 'buteco-2', 'boteco-2', { from: '/pacotes/buteco-2', to: '/pacotes/boteco-2' }],
    ['post', 'mesmo', 'mesmo', null],
    ['post', undefined, 'primeira-publicacao', null],
    ['author', 'ana', 'ana-maria', null],
  ])('%s %s → %s redirects %j', (type, published, draft, expected) => {
    expect(movedAddress({ type, published: doc(published) as never, draft: doc(draft) as never })).toEqual(expected)
  })

  it.each([
    ['/blog/nome-antigo', 'redirect-blog-nome-antigo', 'redirect.blog.nome-antigo'],
    ['/cardapios/lanches', 'redirect-cardapios-lanches', 'redirect.cardapios.lanches'],
    ['/pacotes/buteco-2', 'redirect-pacotes-buteco-2', 'redirect.pacotes.buteco-2'],
  ])(
    'names the redirect from %s after the old address, without a dot (%s), so a second rename replaces it; earlier versions used %s',
    (from, id, dotted) => {
      expect(redirectId(from)).toBe(id)
      expect(dottedRedirectId(from)).toBe(dotted)
    },
  )
})
