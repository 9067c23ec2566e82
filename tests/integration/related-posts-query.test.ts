import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { postQuery } from '@/lib/content/queries'
import type { PostQueryResult } from '@/lib/content/sanity.types'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed, type SeedDocument } from '@/lib/content/seed/load-seed'
import { specBlogSlugs } from '../support/spec-blog'

const documents = loadSeed(path.resolve('studio/seed'))

async function related(dataset: SeedDocument[], slug: string) {
  const post = (await evaluateQuery(dataset, postQuery, { slug })) as PostQueryResult
  return post?.related.map((entry) => entry.slug) ?? []
}

// Newest first, as the fill-up orders them.
const byDate = documents
  .filter((doc) => doc._type === 'post')
  .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))
  .map((doc) => (doc.slug as { current: string }).current)

const chosen = (slug: string) => {
  const post = documents.find((doc) => doc._id === `post-${slug}`)
  return ((post?.related as Array<{ _ref: string }> | undefined) ?? []).map(({ _ref }) => _ref.replace(/^post-/, ''))
}

describe('postQuery related posts', () => {
  it.each(specBlogSlugs)(
    '%s shows two: the chosen ones first, filled with the most recent others, never itself',
    async (slug) => {
      const slugs = await related(documents, slug)
      const picks = chosen(slug)
      const fill = byDate.filter((other) => other !== slug && !picks.includes(other))
      expect(slugs).toEqual([...picks, ...fill].slice(0, 2))
      expect(slugs).toHaveLength(2)
      expect(slugs).not.toContain(slug)
      expect(new Set(slugs).size).toBe(2)
    },
  )

  it('skips a chosen article that points at itself or is not published, and still shows two', async () => {
    const slug = 'opcoes-menu-criancas'
    const edited = documents.map((doc) =>
      doc._id === `post-${slug}`
        ? {
            ...doc,
            related: [
              { _type: 'reference', _ref: `post-${slug}` },
              { _type: 'reference', _ref: 'post-rascunho-apagado' },
            ],
          }
        : doc,
    )
    expect(await related(edited, slug)).toEqual(byDate.filter((other) => other !== slug).slice(0, 2))
  })
})
