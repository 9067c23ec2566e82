import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogPageQuery, galleryPageQuery, postQuery, privacyPageQuery, quotePageQuery } from '@/lib/content/queries'
import type {
  BlogPageQueryResult,
  GalleryPageQueryResult,
  PostQueryResult,
  PrivacyPageQueryResult,
  QuotePageQueryResult,
} from '@/lib/content/sanity.types'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { specBlogSlugs } from '../support/spec-blog'

// The page queries as the site runs them over the seed dataset (blog-seed.test.ts checks the documents themselves).
const documents = loadSeed(path.resolve('studio/seed'))
const gallery = () => evaluateQuery(documents, galleryPageQuery) as Promise<GalleryPageQueryResult>
const blog = () => evaluateQuery(documents, blogPageQuery) as Promise<BlogPageQueryResult>
const post = (slug: string) => evaluateQuery(documents, postQuery, { slug }) as Promise<PostQueryResult>

describe('galleryPageQuery', () => {
  it('returns the page texts and the 22 photos in Studio order, each with caption, alt text and image', async () => {
    const { page, photos } = await gallery()
    expect(page).toMatchObject({ title: 'Nossa Galeria', sectionHeading: 'Momentos Especiais' })
    expect(photos).toHaveLength(22)
    expect(photos[0]?.caption).toBe('Mesa de doces de festa infantil')
    expect(photos[21]?.caption).toBe('Lembrancinhas')
    for (const { caption, image } of photos) {
      expect(caption.length).toBeGreaterThan(3)
      expect(image.alt.length).toBeGreaterThan(10)
      expect(image.alt).not.toBe(caption)
      expect(image.asset).toMatchObject({
        url: expect.stringMatching(/^\/seed-images\/galeria-\d{2}\.webp$/),
        width: 800,
        height: 800,
      })
    }
  })
})

describe('blogPageQuery', () => {
  it('returns the hero texts and the ten blog articles, newest first', async () => {
    const { page, posts } = await blog()
    // The hero prints the title followed by the business name: 'Blog Buffet Festa em Casa'.
    expect(page).toMatchObject({ title: 'Blog' })
    expect(posts.map((entry) => entry.slug)).toEqual(specBlogSlugs)
    const dates = posts.map((entry) => entry.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('gives each card its cover, author, excerpt and a word count of a full article', async () => {
    const { posts } = await blog()
    for (const entry of posts) {
      expect(entry.coverImage.alt).toBeTruthy()
      expect(entry.coverImage.asset?.url).toMatch(/^\/seed-images\/blog-[\w-]+\.webp$/)
      expect(entry.coverImage.asset?.lqip).toMatch(/^data:image\//)
      expect(['Carolina Mendes', 'Renata Oliveira', 'Thiago Martins']).toContain(entry.authorName)
      expect(entry.excerpt.length).toBeGreaterThan(60)
      expect(entry.wordCount).toBeGreaterThanOrEqual(600)
    }
  })
})

describe('postQuery', () => {
  it('returns an article with its body, author, dates and the related posts chosen in the Studio', async () => {
    const article = await post('como-escolher-o-buffet-perfeito')
    expect(article).toMatchObject({
      title: 'Como escolher o buffet perfeito para a sua festa',
      publishedAt: '2025-03-11T12:00:00.000Z',
      updatedAt: '2025-03-11T12:00:00.000Z',
      author: { name: 'Renata Oliveira', role: expect.any(String), photo: { asset: { width: 400, height: 400 } } },
    })
    expect(article?.author.bio.length).toBeGreaterThan(40)
    expect(
      article?.body.filter((block) => block._type === 'block' && block.style === 'h2').length,
    ).toBeGreaterThanOrEqual(2)
    expect(article?.wordCount).toBeGreaterThanOrEqual(600)
    expect(article?.related?.map((entry) => entry.slug)).toEqual(['orcamento-festa-infantil', 'opcoes-menu-criancas'])
  })

  it.each(['tendencias-festas-empresariais-2025', 'entretenimento-festa-infantil'])(
    'without chosen related posts, %s shows the two most recent other articles',
    async (slug) => {
      const article = await post(slug)
      expect(article?.related?.map((entry) => entry.slug)).toEqual([
        'festa-junina-tradicoes-sabores',
        'festas-condominio-guia-completo',
      ])
    },
  )

  it('never suggests an article to itself: the newest one, stripped of its choice, gets the next two', async () => {
    const [newest = '', second, third] = specBlogSlugs
    const stripped = documents.map((doc) => {
      if (doc._id !== `post-${newest}`) return doc
      const { related: _, ...rest } = doc
      return rest
    })
    const article = (await evaluateQuery(stripped, postQuery, { slug: newest })) as PostQueryResult
    expect(article?.related?.map((entry) => entry.slug)).toEqual([second, third])
  })

  it('returns null for an unknown slug', async () => {
    expect(await post('nao-existe')).toBeNull()
  })
})

describe('privacy and quote pages', () => {
  it('privacyPageQuery returns the LGPD policy with its update date and sections', async () => {
    const page = (await evaluateQuery(documents, privacyPageQuery)) as PrivacyPageQueryResult
    expect(page).toMatchObject({ title: 'Política de Privacidade', updatedAt: '2026-12-07' })
    // The period and the request channel are placeholders the site fills from the admin and the site settings.
    const inline =
      page?.body.flatMap((block) =>
        block._type === 'block'
          ? (block.children ?? []).filter((child) => child._type !== 'span').map((child) => child._type)
          : [],
      ) ?? []
    expect(inline).toEqual(['privacyChannel', 'privacyChannel', 'retentionPeriod', 'privacyChannel', 'privacyChannel'])
    const headings =
      page?.body.flatMap((block) =>
        block._type === 'block' && block.style === 'h2'
          ? block.children?.map((child) => (child._type === 'span' ? child.text : ''))
          : [],
      ) ?? []
    expect(headings).toEqual(expect.arrayContaining(['Quais dados coletamos', 'Seus direitos']))
    expect(page?.seo?.description).toMatch(/LGPD/)
  })

  it('quotePageQuery returns the hero texts of /orcamento', async () => {
    const page = (await evaluateQuery(documents, quotePageQuery)) as QuotePageQueryResult
    expect(page).toMatchObject({ title: 'Solicite seu Orçamento', intro: expect.stringMatching(/sua festa/) })
    expect(page?.seo?.title).toBeTruthy()
  })
})
