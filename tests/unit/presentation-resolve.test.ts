import path from 'node:path'
import { match } from 'path-to-regexp'
import type { DocumentLocationResolverObject, DocumentResolver } from 'sanity/presentation'
import { describe, expect, it } from 'vitest'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { relativePath } from '@/lib/preview/relative-path'
import { schemaTypes } from '@/schemas'
import { documentLocations, locations, mainDocuments, pageTypes } from '@/studio/presentation/resolve'

const documents = loadSeed(path.resolve('studio/seed'))
// Redirects have no page of their own: they send visitors from an old address to a page.
const editable = documents.filter(({ _type }) => !_type.startsWith('sanity.') && _type !== 'redirect')
const slugOf = (doc: (typeof documents)[number]) => (doc.slug as { current?: string } | undefined)?.current

/** The public routes of the site (app/(site)), the only addresses a location may point at. */
const publicRoutes = [
  '/',
  '/sobre-nos',
  '/cardapios',
  '/cardapios/:slug',
  '/pacotes/:slug',
  '/galeria',
  '/blog',
  '/blog/:slug',
  '/orcamento',
  '/politica-de-privacidade',
]
const isPublicRoute = (href: string) => publicRoutes.some((route) => match(route)(href))

// What the Presentation tool does with mainDocuments (sanity/presentation, useMainDocument): the
// first resolver whose route matches the preview's path (path-to-regexp, as there), then `*[filter][0]`.
function mainDocumentQuery(pathname: string): { query: string; params: Record<string, string> } | undefined {
  for (const resolver of mainDocuments) {
    const routes = Array.isArray(resolver.route) ? resolver.route : [resolver.route]
    const matched = routes
      .map((route) => match<Record<string, string>>(route, { decode: decodeURIComponent })(pathname))
      .find(Boolean)
    if (!matched) continue
    const context = { origin: 'http://localhost', params: matched.params, path: matched.path }
    const filter = filterOf(resolver, context)
    return filter && { query: `*[${filter.filter}][0]{_id, _type}`, params: filter.params ?? {} }
  }
  return undefined
}

function filterOf(
  resolver: DocumentResolver,
  context: Parameters<Extract<DocumentResolver, { resolve: unknown }>['resolve']>[0],
) {
  if (resolver.resolve) return resolver.resolve(context)
  if (resolver.type) return { filter: `_type == "${resolver.type}"` }
  throw new Error(`resolver de ${String(resolver.route)} sem type nem resolve`)
}

async function mainDocumentId(pathname: string): Promise<string | null | undefined> {
  const found = mainDocumentQuery(pathname)
  if (!found) return undefined
  const result = await evaluateQuery(documents, found.query, found.params)
  return (result as { _id: string } | null)?._id ?? null
}

describe('document locations', () => {
  it('exist for every document type of the schema: every one shows somewhere on the site', () => {
    const documentTypes = schemaTypes
      .filter(({ type, name }) => type === 'document' && name !== 'redirect')
      .map(({ name }) => name)
    expect([...pageTypes].sort()).toEqual(documentTypes.sort())
    expect(Object.keys(locations).sort()).toEqual(documentTypes.sort())
  })

  it('point every seed document at relative URLs of public routes', () => {
    for (const doc of editable) {
      const hrefs = documentLocations({ _type: doc._type, title: doc.title as string, slug: slugOf(doc) }).map(
        ({ href }) => href,
      )
      expect(hrefs.length, doc._id).toBeGreaterThan(0)
      for (const href of hrefs) {
        expect(relativePath(href, 'fora do site'), doc._id).toBe(href)
        expect(isPublicRoute(href), `${doc._id}: ${href}`).toBe(true)
      }
    }
  })

  it.each([
    [{ _type: 'menu', title: 'Salgadinhos', slug: 'salgadinhos' }, ['/cardapios/salgadinhos', '/cardapios']],
    [{ _type: 'partyPackage', title: 'Kids', slug: 'kids' }, ['/pacotes/kids', '/cardapios']],
    [{ _type: 'post', title: 'Artigo', slug: 'um-artigo' }, ['/blog/um-artigo', '/blog']],
    [{ _type: 'post', title: 'Rascunho sem endereço', slug: null }, ['/blog']],
    [{ _type: 'testimonial' }, ['/']],
    [{ _type: 'menuCard' }, ['/cardapios']],
    [{ _type: 'galleryPhoto' }, ['/galeria']],
    [{ _type: 'author' }, ['/blog']],
    [{ _type: 'privacyPage' }, ['/politica-de-privacidade']],
    [{ _type: 'sanity.imageAsset' }, []],
    [{ _type: 'redirect' }, []],
  ])('%o → %o', (doc, hrefs) => {
    expect(documentLocations(doc).map(({ href }) => href)).toEqual(hrefs)
  })

  it('list every page for the site settings, which show in the header and footer', () => {
    expect(documentLocations({ _type: 'siteSettings' }).map(({ href }) => href)).toEqual([
      '/',
      '/sobre-nos',
      '/cardapios',
      '/galeria',
      '/blog',
      '/orcamento',
      '/politica-de-privacidade',
    ])
  })

  it('title the page of a document with the document itself', () => {
    expect(documentLocations({ _type: 'menu', title: 'Crepe Francês', slug: 'crepe-frances' })[0]).toEqual({
      title: 'Crepe Francês',
      href: '/cardapios/crepe-frances',
    })
  })

  it('resolve what the Studio selects, and ask for a slug when there is none', () => {
    const post = locations.post as DocumentLocationResolverObject<'title' | 'slug'>
    expect(post.select).toEqual({ title: 'title', slug: 'slug.current' })
    expect(post.resolve({ title: 'Novo artigo', slug: 'novo-artigo' })).toEqual({
      locations: [
        { title: 'Novo artigo', href: '/blog/novo-artigo' },
        { title: 'Blog', href: '/blog' },
      ],
    })
    expect(post.resolve({ title: 'Novo artigo', slug: null })).toMatchObject({
      tone: 'caution',
      message: expect.stringContaining('slug'),
    })
    const settings = locations.siteSettings as DocumentLocationResolverObject
    expect(settings.resolve(null)).toMatchObject({ message: expect.stringContaining('todas as páginas') })
  })
})

describe('main documents', () => {
  it('open, for the page of every seed document that has one, that very document', async () => {
    const withOwnPage = editable.filter(
      ({ _type }) => !['siteSettings', 'testimonial', 'menuCard', 'galleryPhoto', 'author'].includes(_type),
    )
    expect(withOwnPage).toHaveLength(7 + 5 + 7 + 10)
    for (const doc of withOwnPage) {
      const [own] = documentLocations({ _type: doc._type, title: doc.title as string, slug: slugOf(doc) })
      expect(await mainDocumentId(own!.href), own!.href).toBe(doc._id)
    }
  })

  it('find nothing for an unknown slug, and no resolver outside the site pages', async () => {
    expect(await mainDocumentId('/blog/nao-existe')).toBeNull()
    expect(await mainDocumentId('/pacotes/kids')).toBe('package-kids')
    expect(await mainDocumentId('/cardapios/kids')).toBeNull()
    expect(await mainDocumentId('/admin')).toBeUndefined()
  })

  it('pass the slug as a GROQ parameter, never inside the query', () => {
    expect(mainDocumentQuery('/blog/a"||true||"')).toEqual({
      query: '*[_type == "post" && slug.current == $slug][0]{_id, _type}',
      params: { slug: 'a"||true||"' },
    })
  })
})
