import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSeed, type SeedDocument } from '@/lib/content/seed/load-seed'
import { seedValidator, validateDataset, type SeedProblem } from '@/studio/seed/validate'

const documents = loadSeed(path.resolve('studio/seed'))
const editable = documents.filter(({ _type }) => !_type.startsWith('sanity.'))

function seedDocument(id: string): SeedDocument {
  const doc = documents.find(({ _id }) => _id === id)
  if (!doc) throw new Error(`${id} não está no seed`)
  return structuredClone(doc)
}

describe('the seed dataset passes the Studio validation', () => {
  let problems: SeedProblem[]
  beforeAll(async () => {
    problems = await validateDataset(documents)
  }, 120_000)

  it('covers every editable document type', () => {
    expect(new Set(editable.map(({ _type }) => _type)).size).toBe(16)
    expect(editable.length).toBeGreaterThan(60)
  })

  it('has no error or warning in any document', () => {
    expect(problems).toEqual([])
  })
})

describe('the same validation refuses what would break the site', () => {
  const problemsOf = async (doc: SeedDocument, dataset: SeedDocument[] = documents) => {
    const validate = seedValidator(dataset.some(({ _id }) => _id === doc._id) ? dataset : [...dataset, doc])
    return (await validate(doc)).map(({ level, path, message }) => ({ level, path, message }))
  }

  it('a card description longer than the card holds', async () => {
    const card = { ...seedDocument('card-kids'), description: 'Festa '.repeat(30) }
    expect(await problemsOf(card)).toEqual([
      { level: 'error', path: 'description', message: 'Use no máximo 140 caracteres para caber no layout.' },
    ])
  })

  it('an empty title, with its own message rather than the length one', async () => {
    const post = { ...seedDocument('post-opcoes-menu-criancas'), title: '' }
    expect(await problemsOf(post)).toEqual([{ level: 'error', path: 'title', message: 'Preencha "Título".' }])
  })

  it('an image without alternative text, and one without a file', async () => {
    const photo = seedDocument('gallery-01')
    const withoutAlt = { ...photo, image: { ...(photo.image as object), alt: undefined } }
    expect(await problemsOf(withoutAlt)).toEqual([
      { level: 'error', path: 'image.alt', message: 'Descreva a imagem: o texto alternativo é obrigatório.' },
    ])
    const withoutFile = { ...photo, image: { _type: 'image', alt: 'Mesa de doces' } }
    expect(await problemsOf(withoutFile)).toEqual([
      { level: 'error', path: 'image', message: 'Envie a foto: só o texto alternativo não basta.' },
    ])
  })

  it('a post whose slug another post already uses', async () => {
    const copy = { ...seedDocument('post-opcoes-menu-criancas'), _id: 'post-copia' }
    const problems = await problemsOf(copy)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ level: 'error', path: 'slug' })
    // The same slug on another type is fine: menus and posts live under different addresses.
    const menu = { ...seedDocument('menu-lanchinhos'), slug: { _type: 'slug', current: 'opcoes-menu-criancas' } }
    expect(await problemsOf(menu)).toEqual([])
  })

  it('a slug with accents or spaces', async () => {
    const menu = { ...seedDocument('menu-lanchinhos'), slug: { _type: 'slug', current: 'Crepe Francês' } }
    expect(await problemsOf(menu)).toEqual([
      {
        level: 'error',
        path: 'slug',
        message: 'Use só letras minúsculas sem acento, números e hífens (ex.: festa-junina).',
      },
    ])
  })

  it('a slug whose address always redirects elsewhere, so its page could never be opened', async () => {
    const menu = { ...seedDocument('menu-lanchinhos'), slug: { _type: 'slug', current: 'milk-shake' } }
    expect(await problemsOf(menu)).toEqual([
      {
        level: 'error',
        path: 'slug',
        message: '/cardapios/milk-shake sempre redireciona para /pacotes/milk-shake: escolha outro endereço.',
      },
    ])
    const partyPackage = { ...seedDocument('package-boteco'), slug: { _type: 'slug', current: 'buteco' } }
    expect(await problemsOf(partyPackage)).toEqual([
      {
        level: 'error',
        path: 'slug',
        message: '/pacotes/buteco sempre redireciona para /pacotes/boteco: escolha outro endereço.',
      },
    ])
    // Only the redirected address is taken: a package may use the slug the old menu address had.
    const milkShake = { ...seedDocument('package-milk-shake'), slug: { _type: 'slug', current: 'milk-shake' } }
    expect(await problemsOf(milkShake)).toEqual([])
  })

  it('a reference to an author that does not exist', async () => {
    const post = {
      ...seedDocument('post-opcoes-menu-criancas'),
      author: { _type: 'reference', _ref: 'author-ninguem' },
    }
    const problems = await problemsOf(post)
    expect(problems).toEqual([expect.objectContaining({ level: 'error', path: 'author' })])
  })

  it('a field the schema does not know', async () => {
    const testimonial = { ...seedDocument('testimonial-1'), rating: 5 }
    expect(await problemsOf(testimonial)).toEqual([
      expect.objectContaining({ path: 'rating', message: expect.stringContaining("'rating'") }),
    ])
  })

  it('the about page without its six values', async () => {
    const about = seedDocument('aboutPage')
    const values = about.values as unknown[]
    expect(await problemsOf({ ...about, values: values.slice(1) })).toEqual([
      { level: 'error', path: 'values', message: 'A página mostra exatamente 6 valores.' },
    ])
  })
})

describe('the counts the pages are designed for', () => {
  // One card, photo or testimonial more than the page is designed for, or a blog with only nine posts.
  it.each([
    ['menuCard', 'card-lanchinhos', /12 cartões.*com 13/],
    ['galleryPhoto', null, /22 fotos; com 23/],
    ['testimonial', null, /5 depoimentos.*com 6/],
  ])('another %s than designed for is a warning on each, naming the count', async (type, id, message) => {
    const source = id ? seedDocument(id) : structuredClone(documents.find(({ _type }) => _type === type)!)
    const extra = { ...source, _id: `${type}-a-mais` }
    const problems = await seedValidator([...documents, extra])(extra)
    expect(problems).toContainEqual(
      expect.objectContaining({ level: 'warning', path: '', message: expect.stringMatching(message) }),
    )
  })

  it('fewer than 10 posts is a warning; more is how a blog grows', async () => {
    const posts = documents.filter(({ _type }) => _type === 'post')
    const fewer = documents.filter(({ _id }) => _id !== posts[0]!._id)
    expect(await seedValidator(fewer)(posts[1]!)).toContainEqual(
      expect.objectContaining({ level: 'warning', message: expect.stringMatching(/pelo menos 10 artigos; com 9/) }),
    )
    const more = { ...structuredClone(posts[0]!), _id: 'post-a-mais', slug: { _type: 'slug', current: 'a-mais' } }
    expect((await seedValidator([...documents, more])(more)).filter(({ level }) => level === 'warning')).toEqual([])
  })
})

it('an image in an article body with its alternative text but no file cannot be published', async () => {
  const article = seedDocument('post-opcoes-menu-criancas')
  const body = [...(article.body as object[]), { _type: 'image', _key: 'sem-foto', alt: 'Mesa de doces' }]
  const problems = await seedValidator(documents)({ ...article, body })
  expect(problems).toContainEqual(
    expect.objectContaining({ level: 'error', message: 'Envie a foto: só o texto alternativo não basta.' }),
  )
})
