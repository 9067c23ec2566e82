import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { blogPageQuery, postQuery, postSlugsQuery, scheduledPostTimesQuery, sitemapQuery } from '@/lib/content/queries'
import type { BlogPageQueryResult, PostQueryResult, SitemapQueryResult } from '@/lib/content/sanity.types'
import { loadSeed, type SeedDocument } from '@/lib/content/seed/load-seed'

// The queries compare with GROQ's now(): groq-js takes the moment to evaluate at, as the Content Lake
// takes the moment of the request.
const seed = loadSeed(path.resolve('studio/seed'))
const at = '2026-12-20T12:00:00.000Z'
const scheduled: SeedDocument = {
  ...seed.find(({ _id }) => _id === 'post-opcoes-menu-criancas')!,
  _id: 'post-agendado',
  slug: { _type: 'slug', current: 'agendado' },
  related: [],
  publishedAt: at,
}
// A post from before posts had a time: the date alone counts from that day's start.
const legacy: SeedDocument = {
  ...scheduled,
  _id: 'post-antigo',
  slug: { _type: 'slug', current: 'antigo' },
  publishedAt: '2024-01-02',
}
const documents = [...seed, scheduled, legacy]

const run = async <T>(query: string, moment: string, params: Record<string, unknown> = {}) =>
  (await (
    await evaluate(parse(query, { params }), { dataset: documents, params, timestamp: new Date(moment) })
  ).get()) as T

describe.each([
  ['a minute before its time', '2026-12-20T11:59:00.000Z', false],
  ['at its time', at, true],
  ['a day later', '2026-12-21T12:00:00.000Z', true],
])('a scheduled post, %s', (_, moment, live) => {
  it(
    live
      ? 'is listed, served, suggested and in the sitemap'
      : 'is neither listed, served, suggested nor in the sitemap',
    async () => {
      const blog = await run<BlogPageQueryResult>(blogPageQuery, moment, { preview: false })
      expect(blog.posts.some(({ slug }) => slug === 'agendado')).toBe(live)
      expect(await run<PostQueryResult>(postQuery, moment, { slug: 'agendado', preview: false })).toEqual(
        live ? expect.objectContaining({ slug: 'agendado' }) : null,
      )
      expect((await run<string[]>(postSlugsQuery, moment)).includes('agendado')).toBe(live)
      const sitemap = await run<SitemapQueryResult>(sitemapQuery, moment)
      expect(sitemap.posts.some(({ slug }) => slug === 'agendado')).toBe(live)
      // An article without chosen related posts suggests the two most recent others.
      const newest = await run<PostQueryResult>(postQuery, moment, {
        slug: 'tendencias-festas-empresariais-2025',
        preview: false,
      })
      expect(newest?.related.some(({ slug }) => slug === 'agendado')).toBe(live)
      expect(await run<string[]>(scheduledPostTimesQuery, moment)).toEqual(live ? [] : [at])
    },
  )
})

it('staff previewing drafts see a scheduled post before its time', async () => {
  expect(
    await run<PostQueryResult>(postQuery, '2026-12-01T00:00:00.000Z', { slug: 'agendado', preview: true }),
  ).toEqual(expect.objectContaining({ slug: 'agendado' }))
})

it('a date without a time still counts as published', async () => {
  expect((await run<string[]>(postSlugsQuery, '2026-12-01T00:00:00.000Z')).includes('antigo')).toBe(true)
})
