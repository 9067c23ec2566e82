import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  aboutPageQuery,
  menuQuery,
  menuSlugsQuery,
  menusPageQuery,
  packageQuery,
  packageSlugsQuery,
} from '@/lib/content/queries'
import type {
  AboutPageQueryResult,
  MenuQueryResult,
  MenusPageQueryResult,
  MenuSlugsQueryResult,
  PackageQueryResult,
  PackageSlugsQueryResult,
} from '@/lib/content/sanity.types'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { isIconName } from '@/lib/icons'
import { targetPath } from '@/lib/content/navigation'
import {
  COMBINED,
  crepeOptions,
  kidsExtras,
  kidsGroups,
  menuCards,
  milkShakeOptions,
  SAUCES,
  simpleMenus,
} from '../support/menus-content'

const documents = loadSeed(path.resolve('studio/seed'))
const menu = async (slug: string) => (await evaluateQuery(documents, menuQuery, { slug })) as MenuQueryResult
const partyPackage = async (slug: string) =>
  (await evaluateQuery(documents, packageQuery, { slug })) as PackageQueryResult

/** Title and item count of every list of every section, the way the page shows them. */
const outline = (sections: NonNullable<PackageQueryResult>['sections'] | null | undefined) =>
  (sections ?? []).map(({ title, lists }) => ({ title, lists: lists.map((list) => [list.title, list.items.length]) }))

describe('menusPageQuery on the seed dataset', () => {
  it('gives the hero texts and the 12 cards in their fixed order, each linking to its page', async () => {
    const { page, cards } = (await evaluateQuery(documents, menusPageQuery)) as MenusPageQueryResult
    expect(page).toMatchObject({
      title: 'Nossos Cardápios',
      buttonLabel: expect.any(String),
      gridHeading: expect.any(String),
    })
    expect(cards.map((card) => [card.title, targetPath(card)])).toEqual(menuCards)
    for (const card of cards)
      expect(card.type).toBe(targetPath(card)?.startsWith('/cardapios/') ? 'menu' : 'partyPackage')
  })

  it('gives every card a description, an image with alt text and its target theme', async () => {
    const { cards } = (await evaluateQuery(documents, menusPageQuery)) as MenusPageQueryResult
    for (const card of cards) {
      expect(card.description.length).toBeGreaterThan(20)
      expect(card.image.alt).toBeTruthy()
      expect(card.image.asset?.url).toMatch(/^\/seed-images\/[\w-]+\.webp$/)
      expect(['green', 'cream', 'orange', 'pink', 'yellow']).toContain(card.theme)
    }
  })

  it('carries the highlight on exactly Comidinhas and Saladas e Legumes', async () => {
    const { cards } = (await evaluateQuery(documents, menusPageQuery)) as MenusPageQueryResult
    expect(cards.filter((card) => card.highlightInfo).map((card) => [card.title, card.highlightInfo])).toEqual([
      ['Comidinhas', COMBINED],
      ['Saladas e Legumes', COMBINED],
    ])
  })
  it("an empty card shows its target's title, text and photo, so renaming a menu renames its card", async () => {
    const emptied = documents
      .map((doc) =>
        doc._id === 'card-brunch'
          ? { _id: doc._id, _type: doc._type, target: doc.target, orderRank: doc.orderRank, icon: doc.icon }
          : doc,
      )
      .map((doc) => (doc._id === 'package-brunch' ? { ...doc, title: 'Brunch de domingo' } : doc))
    const { cards } = (await evaluateQuery(emptied, menusPageQuery)) as MenusPageQueryResult
    const brunch = cards.find((card) => card._id === 'card-brunch')
    const target = documents.find((doc) => doc._id === 'package-brunch') as unknown as {
      description: string
      image: { alt: string }
    }
    expect(brunch).toMatchObject({
      title: 'Brunch de domingo',
      description: target.description,
      image: { alt: target.image.alt },
    })
    // A card's own text still wins over the target's.
    expect(cards.find((card) => card._id === 'card-kids')?.description).toMatch(/^O pacote completo da festa infantil/)
  })

  it('gives every card one of the site icons', async () => {
    const { cards } = (await evaluateQuery(documents, menusPageQuery)) as MenusPageQueryResult
    for (const card of cards) expect(isIconName(card.icon), card._id).toBe(true)
  })
})

describe('menuQuery on the seed dataset', () => {
  it('lists the five menu slugs', async () => {
    const slugs = (await evaluateQuery(documents, menuSlugsQuery)) as MenuSlugsQueryResult
    expect([...slugs].sort()).toEqual(['comidinhas', 'crepe-frances', 'lanchinhos', 'saladas-e-legumes', 'salgadinhos'])
  })

  it.each(simpleMenus)(
    '$slug: "$title" with $items included items, highlight $highlight, notes and a photo',
    async ({ slug, title, items: count, highlight }) => {
      const result = await menu(slug)
      expect(result).toMatchObject({ title, slug, highlightInfo: highlight ? COMBINED : null, sections: null })
      expect(result?.items).toHaveLength(count)
      expect(new Set(result?.items).size).toBe(count)
      expect(result?.notes?.length).toBeGreaterThan(0)
      expect(result?.description.length).toBeGreaterThan(40)
      expect(result?.image.asset?.url).toBeTruthy()
    },
  )

  it('crepe-frances: Tradicional, Cabana and Premium with 6/5, 11/7 and 12/10 crepes, then drinks and ice cream', async () => {
    const result = await menu('crepe-frances')
    expect(result?.items).toBeNull()
    const crepes = (savoury: number, sweet: number) => [
      ['Entrada', expect.any(Number)],
      ['Saladas', expect.any(Number)],
      [`Crepes salgados (${savoury} sabores)`, savoury],
      [`Crepes doces (${sweet} sabores)`, sweet],
    ]
    expect(outline(result?.sections)).toEqual([
      ...crepeOptions.map(([title, savoury, sweet]) => ({ title, lists: crepes(savoury, sweet) })),
      {
        title: 'Bebidas e Finalização',
        lists: [
          ['Bebidas', 3],
          ['Finalização', 2],
        ],
      },
      { title: 'Adicionais', lists: [[null, 3]] },
    ])
    const savouryNotes = result?.sections?.slice(0, 3).map((section) => section.lists[2]?.note)
    expect(savouryNotes).toEqual(Array(3).fill(SAUCES))
    expect(result?.sections?.[4]?.lists[0]?.items.filter((item) => /sorvete/i.test(item)).length).toBeGreaterThan(0)
  })

  it('is null for an unknown slug, so the page is a 404', async () => {
    expect(await menu('xyz')).toBeNull()
    expect(await menu('kids')).toBeNull()
  })
})

describe('packageQuery on the seed dataset', () => {
  it('lists the seven package slugs', async () => {
    const slugs = (await evaluateQuery(documents, packageSlugsQuery)) as PackageSlugsQueryResult
    expect([...slugs].sort()).toEqual([
      'boteco',
      'brigadeiro',
      'brunch',
      'churrasco',
      'festa-junina',
      'kids',
      'milk-shake',
    ])
  })

  it.each(['kids', 'milk-shake', 'brunch', 'boteco', 'churrasco', 'brigadeiro', 'festa-junina'])(
    '%s has a photo, the customisation observation and the closing invitation',
    async (slug) => {
      const result = await partyPackage(slug)
      expect(result?.slug).toBe(slug)
      expect(result?.image.asset?.url).toBeTruthy()
      expect(result?.observation).toMatch(/personalizados livremente/)
      expect(result?.closing).toMatch(/orçamento/)
      for (const section of result?.sections ?? [])
        for (const list of section.lists) expect(list.items.length).toBeGreaterThan(0)
    },
  )

  it('kids: six groups and the optional extras', async () => {
    expect(outline((await partyPackage('kids'))?.sections)).toEqual([
      { title: 'O pacote inclui', lists: kidsGroups },
      { title: 'Adicionais opcionais', lists: kidsExtras.map((title) => [title, expect.any(Number)]) },
    ])
    const gift = (await partyPackage('kids'))?.sections[0]?.lists[5]?.items[0]
    expect(gift).toMatch(/pipoca/i)
  })

  it('milk-shake: Tradicional chooses 2 flavours and 2 toppings, Premium 4 and 5, both with a gift', async () => {
    const sections = outline((await partyPackage('milk-shake'))?.sections)
    expect(sections.map(({ title, lists }) => [title, lists.map(([list]) => list)])).toEqual(
      milkShakeOptions.map(([title, flavours, toppings]) => [
        title,
        [`Sabores (escolha ${flavours})`, `Coberturas (escolha ${toppings})`, 'Brinde'],
      ]),
    )
    // Each "escolha N" list offers more options than the guest picks.
    for (const [title, count] of sections.flatMap(({ lists }) => lists)) {
      const choose = /escolha (\d+)/.exec(String(title))?.[1]
      if (choose) expect(count).toBeGreaterThan(Number(choose))
    }
  })

  it('brunch: set table, roaming service and drinks', async () => {
    expect(outline((await partyPackage('brunch'))?.sections).map(({ title }) => title)).toEqual([
      'Mesa posta',
      'Serviço volante',
      'Bebidas',
    ])
  })

  it('boteco: finger food and drinks; alcohol and a bartender on request at extra cost', async () => {
    const result = await partyPackage('boteco')
    expect(outline(result?.sections).map(({ title }) => title)).toEqual(['Petiscos', 'Bebidas'])
    expect(result?.notes).toEqual(['Bebidas alcoólicas e bartender sob consulta, com custo adicional.'])
  })

  it('churrasco: skewers, sides, drinks and disposables, with professional grill cooks', async () => {
    const result = await partyPackage('churrasco')
    expect(outline(result?.sections).map(({ title }) => title)).toEqual([
      'Espetinhos',
      'Acompanhamentos',
      'Bebidas',
      'Descartáveis inclusos',
    ])
    expect(result?.notes?.join(' ')).toMatch(/churrasqueiros profissionais/i)
  })

  it('brigadeiro: 15 bases and 13 toppings', async () => {
    expect(outline((await partyPackage('brigadeiro'))?.sections)).toEqual([
      { title: 'Massas', lists: [['15 opções', 15]] },
      { title: 'Coberturas', lists: [['13 opções', 13]] },
    ])
  })

  it('festa-junina: snacks, typical sweets and hot drinks', async () => {
    expect(outline((await partyPackage('festa-junina'))?.sections).map(({ title }) => title)).toEqual([
      'Salgados e comidas típicas',
      'Doces típicos',
      'Bebidas quentes',
    ])
  })

  it('is null for an unknown slug or a menu slug', async () => {
    expect(await partyPackage('buteco')).toBeNull()
    expect(await partyPackage('lanchinhos')).toBeNull()
  })
})

describe('aboutPageQuery on the seed dataset', () => {
  it('gives the history since 2005, mission, vision and six values', async () => {
    const page = (await evaluateQuery(documents, aboutPageQuery)) as AboutPageQueryResult
    expect(page).toMatchObject({ title: 'Sobre Nós', historyHeading: 'Nossa História' })
    const history = page?.history
      .map((block) => block.children?.map((child) => (child._type === 'span' ? child.text : '')).join(''))
      .join('\n')
    expect(history).toMatch(/2005/)
    expect(history).toMatch(/fundadora/)
    expect(history).toMatch(/festas infantis/)
    expect(history).toMatch(/eventos corporativos/)
    expect(page?.mission.length).toBeGreaterThan(40)
    expect(page?.vision.length).toBeGreaterThan(40)
    expect(page?.values.map((value) => value.title)).toEqual([
      'Qualidade',
      'Carinho',
      'Pontualidade',
      'Higiene e segurança',
      'Flexibilidade',
      'Transparência',
    ])
    for (const value of page?.values ?? []) expect(value.description).toBeTruthy()
  })
})
