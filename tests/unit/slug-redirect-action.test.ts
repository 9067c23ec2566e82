import { describe, expect, it } from 'vitest'
import { movedAddress, redirectId } from '@/studio/slug-redirect-action'

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

  it('names the redirect after the old address, so a second rename replaces it', () => {
    expect(redirectId('/blog/nome-antigo')).toBe('redirect.blog.nome-antigo')
  })
})
