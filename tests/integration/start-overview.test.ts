import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from 'sanity'
import { expect, it } from 'vitest'
import { loadSeed, type SeedDocument } from '@/lib/content/seed/load-seed'
import { seedValidator } from '@/studio/seed/validate'
import { documentsQuery, overviewOf, type TitledDocument } from '@/studio/start-overview'

const seed = loadSeed(path.resolve('studio/seed'))
const now = Date.parse('2026-11-26T13:00:00.000Z')
const post = seed.find(({ _id }) => _id === 'post-opcoes-menu-criancas')!

// A dataset staff left mid-work: an edited menu, a new post never published, a post scheduled for
// tomorrow, and a testimonial whose draft lost its text (an error) among the seed.
const documents: SeedDocument[] = [
  ...seed,
  {
    ...seed.find(({ _id }) => _id === 'menu-salgadinhos')!,
    _id: 'drafts.menu-salgadinhos',
    title: 'Salgadinhos fritos na hora',
  },
  { ...post, _id: 'drafts.post-novo', title: 'Um artigo novo', slug: { _type: 'slug', current: 'um-artigo-novo' } },
  {
    ...post,
    _id: 'post-amanha',
    title: 'Artigo de amanhã',
    slug: { _type: 'slug', current: 'artigo-de-amanha' },
    publishedAt: '2026-11-27T12:00:00.000Z',
  },
  { ...seed.find(({ _type }) => _type === 'testimonial')!, _id: 'drafts.testimonial-sem-texto', content: '' },
]

it('the start screen lists the drafts, the scheduled posts and the documents the checks before publishing complain about', async () => {
  const listed = (await (await evaluate(parse(documentsQuery), { dataset: documents })).get()) as TitledDocument[]
  const validate = seedValidator(documents)
  const overview = await overviewOf(
    listed,
    async (document: SanityDocument) =>
      (await validate(document)).map(({ level, message }) => ({ level, message, path: [] })),
    now,
  )

  expect(overview.drafts).toEqual(
    expect.arrayContaining([
      { _id: 'menu-salgadinhos', _type: 'menu', title: 'Salgadinhos fritos na hora', isNew: false },
      { _id: 'post-novo', _type: 'post', title: 'Um artigo novo', isNew: true },
    ]),
  )
  expect(overview.scheduled).toEqual([
    { _id: 'post-amanha', _type: 'post', title: 'Artigo de amanhã', publishedAt: '2026-11-27T12:00:00.000Z' },
  ])
  // The testimonial's empty text is an error; one testimonial and two posts more than designed for are warnings.
  expect(overview.problems).toContainEqual(expect.objectContaining({ _id: 'testimonial-sem-texto', errors: 1 }))
  expect(overview.problems.find(({ _id }) => _id === 'post-amanha')).toBeUndefined()
  expect(overview.problems.filter(({ errors }) => errors > 0).map(({ _id }) => _id)).toEqual(['testimonial-sem-texto'])
}, 120_000)

it('names a document without a title by nothing of its own (the screen shows its type\'s title, never "homePage")', async () => {
  const untitled = [{ _id: 'drafts.homePage', _type: 'homePage' } as SeedDocument]
  const listed = (await (await evaluate(parse(documentsQuery), { dataset: untitled })).get()) as TitledDocument[]
  const overview = await overviewOf(listed, async () => [], now)
  expect(overview.drafts).toEqual([{ _id: 'homePage', _type: 'homePage', title: null, isNew: true }])
})

it('quotes an error, not the warning found before it, when a document has both', async () => {
  const listed = [
    { _id: 'testimonial-x', _type: 'testimonial', _title: 'Ana', _createdAt: '', _updatedAt: '', _rev: '' },
  ] as TitledDocument[]
  const markers = [
    { level: 'warning' as const, message: 'O site foi desenhado para 5 depoimentos.', path: [] },
    { level: 'error' as const, message: 'Escreva o depoimento.', path: [] },
  ]
  const overview = await overviewOf(listed, async () => markers, now)
  expect(overview.problems).toEqual([
    {
      _id: 'testimonial-x',
      _type: 'testimonial',
      title: 'Ana',
      errors: 1,
      warnings: 1,
      first: 'Escreva o depoimento.',
    },
  ])
})
