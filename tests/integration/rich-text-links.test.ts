import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { aboutPageQuery, homePageQuery, postQuery, privacyPageQuery } from '@/lib/content/queries'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { linkTargetTypes } from '@/lib/content/content-types'
import { linkHref, type LinkMark } from '@/lib/content/navigation'
import { specBlogSlugs } from '../support/spec-blog'

const documents = loadSeed(path.resolve('studio/seed'))
const byId = new Map(documents.map((doc) => [doc._id, doc]))

type Found = { owner: string; mark: Record<string, unknown> }

// Every link annotation anywhere in a document: the markDefs of its Portable Text blocks.
function linkMarks(value: unknown, owner: string): Found[] {
  if (Array.isArray(value)) return value.flatMap((item) => linkMarks(item, owner))
  if (!value || typeof value !== 'object') return []
  const object = value as Record<string, unknown>
  const own =
    object._type === 'block' && Array.isArray(object.markDefs)
      ? (object.markDefs as Record<string, unknown>[]).filter((mark) => mark._type === 'link')
      : []
  return [...own.map((mark) => ({ owner, mark })), ...Object.values(object).flatMap((child) => linkMarks(child, owner))]
}

const marks = documents.flatMap((doc) => linkMarks(doc, doc._id))
const internal = marks.filter(({ mark }) => mark.kind === 'internal')
const external = marks.filter(({ mark }) => mark.kind === 'external')

describe('links in rich text (seed dataset)', () => {
  it('every link is either internal or external, and the bodies hold dozens of internal ones', () => {
    expect(marks.filter(({ mark }) => mark.kind !== 'internal' && mark.kind !== 'external')).toEqual([])
    expect(internal.length).toBeGreaterThan(50)
  })

  it('every internal link is a reference (no typed address) to a page-like document that exists', () => {
    const broken = internal.filter(({ mark }) => {
      const ref = (mark.reference as { _ref?: string } | undefined)?._ref
      const target = ref ? byId.get(ref) : undefined
      return 'href' in mark || !target || !(linkTargetTypes as readonly string[]).includes(target._type)
    })
    expect(broken).toEqual([])
  })

  it('external links are https, mailto or tel only', () => {
    for (const { mark } of external) expect(String(mark.href)).toMatch(/^(https:\/\/|mailto:|tel:)/)
  })
})

const sitePath =
  /^\/($|sobre-nos$|cardapios(\/[a-z0-9-]+)?$|pacotes\/[a-z0-9-]+$|galeria$|blog(\/[a-z0-9-]+)?$|orcamento$|politica-de-privacidade$)/

function resolvedHrefs(value: unknown): Array<string | null> {
  if (Array.isArray(value)) return value.flatMap(resolvedHrefs)
  if (!value || typeof value !== 'object') return []
  const object = value as Record<string, unknown>
  const own =
    object._type === 'block'
      ? ((object.markDefs as LinkMark[] | undefined) ?? []).filter((mark) => mark._type === 'link').map(linkHref)
      : []
  return [...own, ...Object.values(object).flatMap(resolvedHrefs)]
}

describe('links as the queries resolve them', () => {
  it.each(specBlogSlugs)(
    'every link of the article %s resolves to a page of the site or an allowed external address',
    async (slug) => {
      const post = await evaluateQuery(documents, postQuery, { slug })
      const hrefs = resolvedHrefs((post as { body: unknown }).body)
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) expect(href).toMatch(href?.startsWith('/') ? sitePath : /^(https:\/\/|mailto:|tel:)/)
      expect(hrefs).toContain('/orcamento')
    },
  )

  it('page texts resolve their links too (home, about, privacy)', async () => {
    const pages = await Promise.all(
      [homePageQuery, aboutPageQuery, privacyPageQuery].map((query) => evaluateQuery(documents, query)),
    )
    const hrefs = pages.flatMap(resolvedHrefs)
    expect(hrefs).not.toContain(null)
  })

  it('a renamed article moves its links with it', async () => {
    const renamed = documents.map((doc) =>
      doc._id === 'post-festas-condominio-guia-completo'
        ? { ...doc, slug: { _type: 'slug', current: 'festa-no-condominio' } }
        : doc,
    )
    const before = await evaluateQuery(documents, postQuery, { slug: 'buffet-barraquinhas-festa-completa' })
    const after = await evaluateQuery(renamed, postQuery, { slug: 'buffet-barraquinhas-festa-completa' })
    expect(resolvedHrefs((before as { body: unknown }).body)).toContain('/blog/festas-condominio-guia-completo')
    const moved = resolvedHrefs((after as { body: unknown }).body)
    expect(moved).toContain('/blog/festa-no-condominio')
    expect(moved).not.toContain('/blog/festas-condominio-guia-completo')
  })
})
