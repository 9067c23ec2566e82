import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { pagePath } from '@/lib/content/content-types'
import { specBlogSlugs } from '../support/spec-blog'

const sitePaths = new Set([
  '/',
  '/sobre-nos',
  '/cardapios',
  '/galeria',
  '/blog',
  '/orcamento',
  ...['lanchinhos', 'salgadinhos', 'comidinhas', 'saladas-e-legumes', 'crepe-frances'].map(
    (menu) => `/cardapios/${menu}`,
  ),
  ...['kids', 'milk-shake', 'brunch', 'boteco', 'churrasco', 'brigadeiro', 'festa-junina'].map(
    (pack) => `/pacotes/${pack}`,
  ),
  ...specBlogSlugs.map((slug) => `/blog/${slug}`),
])

const image = z.object({
  alt: z.string().min(10),
  asset: z.object({ url: z.string(), width: z.number(), height: z.number() }),
})
const span = z.object({ _type: z.literal('span'), text: z.string(), marks: z.array(z.string()) })
// The 'Anos de experiência' placeholder reads as "N anos" on the site; as text here it is a word of its own.
const years = z
  .object({ _type: z.literal('yearsOfExperience') })
  .transform(() => ({ _type: 'span' as const, text: 'N anos', marks: [] as string[] }))
const block = z.object({
  _type: z.literal('block'),
  style: z.string(),
  listItem: z.enum(['bullet', 'number']).optional(),
  markDefs: z.array(
    z.union([
      z.object({
        _key: z.string(),
        _type: z.literal('link'),
        kind: z.literal('internal'),
        reference: z.object({ _ref: z.string() }),
      }),
      z.object({ _key: z.string(), _type: z.literal('link'), kind: z.literal('external'), href: z.string() }),
    ]),
  ),
  children: z.array(z.union([span, years])),
})
const post = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string(),
  cover: image,
  author: z.object({ _id: z.string(), name: z.string(), role: z.string(), bio: z.string(), photo: image }).nullable(),
  related: z.array(z.object({ ref: z.string(), slug: z.string().nullable() })).nullable(),
  body: z.array(block),
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }).nullable(),
})

const postsQuery = /* groq */ `*[_type == "post"] | order(publishedAt desc) {
  _id,
  "slug": slug.current,
  title,
  excerpt,
  publishedAt,
  "cover": coverImage{ alt, "asset": asset->{ url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } },
  "author": author->{ _id, name, role, bio, "photo": photo{ alt, "asset": asset->{ url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } } },
  "related": related[]{ "ref": _ref, "slug": @->slug.current },
  body,
  seo{ title, description }
}`

const documents = loadSeed(path.resolve('studio/seed'))
const byId = new Map(documents.map((doc) => [doc._id, doc]))
// The address an internal link leads to: its target document's page.
const addressOf = (id: string) => {
  const doc = byId.get(id)
  return (
    (doc && pagePath(doc._type, (doc.slug as { current?: string } | undefined)?.current ?? null)) ?? `sem página: ${id}`
  )
}
const posts = z.array(post).parse(await evaluateQuery(documents, postsQuery))
const bySlug = new Map(posts.map((entry) => [entry.slug, entry]))
const article = (slug: string) => {
  const found = bySlug.get(slug)
  if (!found) throw new Error(`Artigo ${slug} não está no seed`)
  return found
}

const plainText = (blocks: z.infer<typeof block>[]) =>
  blocks.map((entry) => entry.children.map((child) => child.text).join('')).join('\n')
const wordCount = (blocks: z.infer<typeof block>[]) =>
  plainText(blocks)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length

describe('blog posts in the seed dataset', () => {
  it('are exactly the ten articles of the blog, newest first in the order of the blog list', () => {
    expect(posts.map((entry) => entry.slug)).toEqual(specBlogSlugs)
    expect(new Set(posts.map((entry) => entry.publishedAt)).size).toBe(posts.length)
  })

  it.each(specBlogSlugs)('%s has its id, a title, an excerpt, a 2025 date and a 21:9 cover', (slug) => {
    const entry = article(slug)
    expect(entry._id).toBe(`post-${slug}`)
    expect(entry.title.length).toBeGreaterThan(10)
    expect(entry.title.length).toBeLessThanOrEqual(90)
    expect(entry.excerpt.length).toBeGreaterThan(60)
    expect(entry.excerpt.length).toBeLessThanOrEqual(200)
    // 9:00 in São Paulo, stored in UTC as the Studio's date and time field does.
    expect(entry.publishedAt).toMatch(/^2025-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T12:00:00\.000Z$/)
    expect(entry.cover.asset).toMatchObject({ width: 1600, height: 686 })
    if (entry.seo) {
      expect(entry.seo.title?.length ?? 0).toBeLessThanOrEqual(60)
      expect(entry.seo.description?.length ?? 0).toBeLessThanOrEqual(160)
    }
  })

  it('each article has its own cover', () => {
    expect(new Set(posts.map((entry) => entry.cover.asset.url)).size).toBe(posts.length)
  })

  it.each(specBlogSlugs)(
    '%s is a full article: at least 600 words, two h2 sections and working internal links',
    (slug) => {
      const { body } = article(slug)
      expect(wordCount(body)).toBeGreaterThanOrEqual(600)
      expect(body.filter((entry) => entry.style === 'h2').length).toBeGreaterThanOrEqual(2)
      expect(body.some((entry) => entry.listItem)).toBe(true)
      const links = body.flatMap((entry) =>
        entry.markDefs.map((mark) => (mark.kind === 'internal' ? addressOf(mark.reference._ref) : mark.href)),
      )
      expect(links).toContain('/orcamento')
      expect(links.filter((href) => !sitePaths.has(href))).toEqual([])
      expect(links).not.toContain(`/blog/${slug}`)
      // Every link mark is used by a span, and every span mark is a decorator or a defined link.
      for (const entry of body) {
        const keys = entry.markDefs.map((mark) => mark._key)
        const used = entry.children.flatMap((child) => child.marks)
        expect(keys.every((key) => used.includes(key))).toBe(true)
        expect(used.every((mark) => mark === 'strong' || mark === 'em' || keys.includes(mark))).toBe(true)
      }
      expect(plainText(body)).not.toMatch(/\*|\]\(|^#/m)
    },
  )

  it.each(specBlogSlugs)('%s has an author with name, role, a short bio and a square portrait', (slug) => {
    const { author } = article(slug)
    expect(author).not.toBeNull()
    expect(author?.name).toBeTruthy()
    expect(author?.role).toBeTruthy()
    expect(author?.bio.length).toBeGreaterThan(40)
    expect(author?.bio.length).toBeLessThanOrEqual(280)
    expect(author?.photo.asset).toMatchObject({ width: 400, height: 400 })
  })

  it('has two or three authors, each writing at least one article', () => {
    const authors = documents.filter((doc) => doc._type === 'author').map((doc) => doc._id)
    expect(authors.length).toBeGreaterThanOrEqual(2)
    expect(authors.length).toBeLessThanOrEqual(3)
    for (const id of authors) expect(posts.some((entry) => entry.author?._id === id)).toBe(true)
  })

  it('related articles resolve, are at most two, never repeat and never point to the article itself', () => {
    for (const entry of posts) {
      const related = entry.related ?? []
      expect(related.length).toBeLessThanOrEqual(2)
      expect(related.every((ref) => ref.slug !== null && specBlogSlugs.includes(ref.slug))).toBe(true)
      expect(new Set(related.map((ref) => ref.ref)).size).toBe(related.length)
      expect(related.map((ref) => ref.slug)).not.toContain(entry.slug)
    }
  })

  it('leaves some articles without related posts so the site falls back to the most recent ones', () => {
    expect(posts.filter((entry) => !entry.related?.length).length).toBeGreaterThanOrEqual(1)
    expect(posts.filter((entry) => entry.related?.length).length).toBeGreaterThanOrEqual(5)
  })
})

describe('article claims the product states', () => {
  it('como-escolher-o-buffet-perfeito: a buffet is typically 30% to 40% of the party cost', () => {
    expect(plainText(article('como-escolher-o-buffet-perfeito').body)).toMatch(
      /buffet costuma representar de 30% a 40% do custo total/,
    )
  })

  it.each([
    [
      'costs about 15% to 25% more than a traditional buffet',
      /custar cerca de 15% a 25% a mais do que um buffet tradicional/,
    ],
    ['about one stall per 15 to 20 guests', /uma barraquinha para cada 15 a 20 convidados/],
    ['setup takes 2 to 4 hours', /montagem leva de 2 a 4 horas/],
    ['needs at least 100 square meters', /área mínima de 100 metros quadrados/],
    ['suits parties of 50 guests or more', /festas com 50 convidados ou mais/],
  ])('buffet-barraquinhas-festa-completa: a stalls buffet %s', (_, claim) => {
    expect(plainText(article('buffet-barraquinhas-festa-completa').body)).toMatch(claim)
  })

  it('festa-junina-tradicoes-sabores and tendencias-festas-empresariais-2025 keep their subjects', () => {
    expect(plainText(article('festa-junina-tradicoes-sabores').body)).toMatch(
      /São João[\s\S]*quentão[\s\S]*pacote Festa Junina/,
    )
    expect(article('tendencias-festas-empresariais-2025').title).toMatch(/festas empresariais em 2025/)
  })
})
