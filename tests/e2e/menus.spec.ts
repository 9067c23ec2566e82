import { expect, test, type Page } from '@playwright/test'
import { e2e } from './support/config'
import { phone } from './support/devices'
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
import {
  breadcrumbs,
  expectHeadingOutline,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  expectTopImagePreloaded,
} from './support/page-checks'

const BUSINESS = 'Buffet Festa em Casa'

// Section headings of each package page, then 'Observações' where the package has notes.
const packages = [
  { slug: 'kids', title: 'Kids', headings: ['O pacote inclui', 'Adicionais opcionais'] },
  { slug: 'milk-shake', title: 'Milk Shake', headings: ['Tradicional', 'Premium'] },
  { slug: 'brunch', title: 'Brunch', headings: ['Mesa posta', 'Serviço volante', 'Bebidas'] },
  { slug: 'boteco', title: 'Boteco', headings: ['Petiscos', 'Bebidas', 'Observações'] },
  {
    slug: 'churrasco',
    title: 'Churrasco',
    headings: ['Espetinhos', 'Acompanhamentos', 'Bebidas', 'Descartáveis inclusos', 'Observações'],
  },
  { slug: 'brigadeiro', title: 'Brigadeiro', headings: ['Massas', 'Coberturas'] },
  {
    slug: 'festa-junina',
    title: 'Festa Junina',
    headings: ['Salgados e comidas típicas', 'Doces típicos', 'Bebidas quentes'],
  },
]

// What one package page holds beyond the sections every package has, checked on the same loaded page.
const packageDetails: Record<string, { name: string; check: (page: Page) => Promise<void> }> = {
  kids: {
    name: 'the six groups with the popcorn gift, and the optional extras',
    check: async (page) => {
      const included = page.getByRole('region', { name: 'O pacote inclui' })
      for (const [list, count] of kidsGroups) {
        await expect(itemsOf(included, list)).toHaveCount(count)
      }
      await expect(itemsOf(included, 'Brinde')).toContainText(/pipoca/i)
      const extras = page.getByRole('region', { name: 'Adicionais opcionais' })
      for (const list of kidsExtras) await expect(itemsOf(extras, list).first()).toBeVisible()
    },
  },
  'milk-shake': {
    name: 'Tradicional chooses 2 and 2, Premium 4 and 5, both with a gift',
    check: async (page) => {
      for (const [option, flavours, toppings] of milkShakeOptions) {
        const region = page.getByRole('region', { name: option })
        await expect(region.getByRole('heading', { level: 3 })).toHaveText([
          `Sabores (escolha ${flavours})`,
          `Coberturas (escolha ${toppings})`,
          'Brinde',
        ])
        expect(await itemsOf(region, `Sabores (escolha ${flavours})`).count()).toBeGreaterThan(flavours)
        expect(await itemsOf(region, `Coberturas (escolha ${toppings})`).count()).toBeGreaterThan(toppings)
        await expect(itemsOf(region, 'Brinde')).toHaveCount(1)
      }
    },
  },
  brigadeiro: {
    name: '15 bases and 13 toppings',
    check: async (page) => {
      await expect(itemsOf(page.getByRole('region', { name: 'Massas' }), '15 opções')).toHaveCount(15)
      await expect(itemsOf(page.getByRole('region', { name: 'Coberturas' }), '13 opções')).toHaveCount(13)
    },
  },
  boteco: {
    name: 'alcohol and a bartender on request',
    check: (page) =>
      expect(page.getByRole('region', { name: 'Observações' })).toContainText(
        'Bebidas alcoólicas e bartender sob consulta, com custo adicional.',
      ),
  },
  churrasco: {
    name: 'professional grill cooks',
    check: (page) =>
      expect(page.getByRole('region', { name: 'Observações' })).toContainText(/churrasqueiros profissionais/i),
  },
  brunch: {
    name: 'the link back to /pacotes lands on the menus index',
    check: async (page) => {
      await page.getByRole('link', { name: 'Voltar para os pacotes' }).click()
      await expect(page).toHaveURL(/\/cardapios$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossos Cardápios')
    },
  },
}

const routes = [
  '/cardapios',
  ...simpleMenus.map(({ slug }) => `/cardapios/${slug}`),
  '/cardapios/crepe-frances',
  ...packages.map(({ slug }) => `/pacotes/${slug}`),
]

const itemsOf = (scope: Page | ReturnType<Page['getByRole']>, list: string) =>
  scope.getByRole('list', { name: list, exact: true }).getByRole('listitem')

async function expectCanonical(page: Page, path: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2e.baseURL}${path}`)
}

// The menu and package pages' structure, checked on the page as loaded, before anything is clicked.
const STRUCTURE = 'one h1, ordered headings, preloaded top image, no serious axe violations'

// Every menu and package page is one template (components/menus/detail-page.tsx): axe (the slow part)
// runs on the index, the crepe page and one other page of each kind, a different one on a phone and
// on a desktop; every page is still checked on both for its outline, its preloaded image and
// sideways scrolling.
const axeOnPhone = [routes[0], routes[1], '/cardapios/crepe-frances', `/pacotes/${packages[0]!.slug}`]
const axeOnDesktop = [routes[0], routes[2], '/cardapios/crepe-frances', `/pacotes/${packages[1]!.slug}`]

/** The structure step of a desktop test: with axe where this page is one of the desktop's. */
const structureOf = (path: string) =>
  axeOnDesktop.includes(path)
    ? { name: STRUCTURE, axe: true }
    : { name: 'one h1, ordered headings, preloaded top image, no sideways scrolling', axe: false }

async function expectStructure(page: Page, { axe }: { axe: boolean }) {
  await expectHeadingOutline(page)
  await expectTopImagePreloaded(page)
  await expectNoHorizontalScroll(page)
  if (axe) await expectNoSeriousAxeViolations(page)
}

// Each desktop test below loads its page once for all it checks: the structure first, then the content.

test.describe('/cardapios', () => {
  test(`the hero and the 12 cards in order, each linking to its page with a distinct name, the combined-sale highlight; ${STRUCTURE}`, async ({
    page,
  }) => {
    await page.goto('/cardapios')
    await test.step(STRUCTURE, () => expectStructure(page, { axe: true }))
    await test.step('shows the hero and the 12 cards in order, each linking to its page with a distinct name', () =>
      expectIndexCards(page))
    await test.step('only Comidinhas and Saladas e Legumes carry the combined-sale highlight', async () => {
      const highlighted = page.locator('#cardapios-lista').getByRole('listitem').filter({ hasText: COMBINED })
      await expect(highlighted.getByRole('heading')).toHaveText(['Comidinhas', 'Saladas e Legumes'])
    })
  })

  async function expectIndexCards(page: Page) {
    await expect(page).toHaveTitle(`Cardápios e pacotes | ${BUSINESS}`)
    await expectCanonical(page, '/cardapios')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossos Cardápios')
    const grid = page.locator('#cardapios-lista')
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(menuCards.map(([title]) => title))
    const links = grid.getByRole('link')
    await expect(links).toHaveCount(12)
    for (const [index, [title, href]] of menuCards.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(`Ver detalhes de ${title}`)
      await expect(links.nth(index)).toHaveText(/^Ver detalhes/)
      await expect(links.nth(index)).toHaveAttribute('href', href)
    }
    const items = grid.getByRole('listitem')
    await expect(items).toHaveCount(12)
    for (const item of await items.all()) {
      await expect(item.getByRole('img')).toHaveAttribute('alt', /\w{3}/)
      await expect(item.locator('p').first()).not.toBeEmpty()
      // The card's icon from the Studio, drawn from the site's icon set.
      await expect(item.locator('[data-card-icon] svg')).toHaveCount(1)
    }
  }

  test('the hero button scrolls to the grid, below the fixed header', async ({ page }) => {
    await page.goto('/cardapios')
    await page.getByRole('main').getByRole('link', { name: 'Ver cardápios' }).click()
    await expect(page).toHaveURL(/\/cardapios#cardapios-lista$/)
    const heading = page.locator('#cardapios-lista').getByRole('heading', { level: 2 })
    await expect(heading).toBeInViewport()
    expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(124)
  })

  test('a whole card is one click target and one tab stop with a visible focus ring', async ({ page }) => {
    await page.goto('/cardapios')
    const grid = page.locator('#cardapios-lista')
    await expect(grid.locator('a, button, input, [tabindex]:not([tabindex="-1"])')).toHaveCount(12)

    await page.getByRole('main').getByRole('link', { name: 'Ver cardápios' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Ver detalhes de Mini Lanchinhos' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Ver detalhes de Salgadinhos' })).toBeFocused()
    const card = grid.getByRole('listitem').nth(1).locator('article')
    await expect(card).toHaveCSS('box-shadow', /rgb\(35, 124, 73\) 0px 0px 0px 4px/)

    // A click on the photo, far from the button, opens the card's page.
    await grid
      .getByRole('listitem')
      .nth(4)
      .click({ position: { x: 40, y: 40 } })
    await expect(page).toHaveURL(/\/pacotes\/kids$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kids')
  })
})

test.describe('menu pages', () => {
  for (const { slug, title, items, highlight } of simpleMenus) {
    const path = `/cardapios/${slug}`
    const structure = structureOf(path)
    test(`${path}: ${items} included items${highlight ? ', the highlight' : ''}, notes, quote and back links; ${structure.name}`, async ({
      page,
    }) => {
      await page.goto(path)
      await test.step(structure.name, () => expectStructure(page, structure))
      await test.step('the content', () => expectMenuPage(page, { path, title, items, highlight }))
    })
  }

  async function expectMenuPage(
    page: Page,
    { path, title, items, highlight }: { path: string; title: string; items: number; highlight: boolean },
  ) {
    await expect(page).toHaveTitle(`${title} | ${BUSINESS}`)
    await expectCanonical(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await breadcrumbs(page)).toEqual({
      visible: ['Início', 'Cardápios', title],
      structured: [
        ['Início', '/'],
        ['Cardápios', '/cardapios'],
        [title, path],
      ],
    })
    await expect(page.getByRole('heading', { level: 2, name: 'O que está incluso' })).toBeVisible()
    await expect(itemsOf(page, 'O que está incluso')).toHaveCount(items)
    const notice = page.getByRole('main').getByText(COMBINED)
    if (highlight) {
      await expect(notice).toBeVisible()
      expect((await notice.boundingBox())!.y).toBeLessThan(
        (await page.getByRole('heading', { name: 'O que está incluso' }).boundingBox())!.y,
      )
    } else {
      await expect(notice).toHaveCount(0)
    }
    await expect(page.getByRole('region', { name: 'Observações' }).getByRole('listitem').first()).toBeVisible()
    for (const link of await page.getByRole('main').getByRole('link', { name: 'Solicitar orçamento' }).all()) {
      await expect(link).toHaveAttribute('href', '/orcamento')
    }
    await expect(page.getByRole('link', { name: 'Voltar para os cardápios' })).toHaveAttribute('href', '/cardapios')
  }

  test(`/cardapios/crepe-frances: Tradicional, Cabana and Premium, drinks and ice cream, back to /cardapios; ${STRUCTURE}`, async ({
    page,
  }) => {
    await page.goto('/cardapios/crepe-frances')
    await test.step(STRUCTURE, () => expectStructure(page, { axe: true }))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crepe Francês')
    await expect(page.getByRole('heading', { name: 'O que está incluso' })).toHaveCount(0)
    for (const [option, savoury, sweet] of crepeOptions) {
      const region = page.getByRole('region', { name: option })
      await expect(itemsOf(region, 'Entrada').first()).toBeVisible()
      await expect(itemsOf(region, 'Saladas').first()).toBeVisible()
      await expect(itemsOf(region, `Crepes salgados (${savoury} sabores)`)).toHaveCount(savoury)
      await expect(itemsOf(region, `Crepes doces (${sweet} sabores)`)).toHaveCount(sweet)
      await expect(region.getByText(SAUCES)).toBeVisible()
    }
    const drinks = page.getByRole('region', { name: 'Bebidas e Finalização' })
    await expect(itemsOf(drinks, 'Bebidas')).toHaveCount(3)
    await expect(itemsOf(drinks, 'Finalização')).toHaveCount(2)
    await expect(
      itemsOf(page, 'Adicionais')
        .filter({ hasText: /sorvete/i })
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Solicitar orçamento' }).first()).toHaveAttribute(
      'href',
      '/orcamento',
    )
    await page.getByRole('link', { name: 'Voltar para os cardápios' }).click()
    await expect(page).toHaveURL(/\/cardapios$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossos Cardápios')
  })
})

test.describe('package pages', () => {
  for (const { slug, title, headings } of packages) {
    const details = packageDetails[slug]
    const path = `/pacotes/${slug}`
    const structure = structureOf(path)
    test(`${path}: its sections, the customisation note, the invitation, quote and back links${details ? `, ${details.name}` : ''}; ${structure.name}`, async ({
      page,
    }) => {
      await page.goto(path)
      await test.step(structure.name, () => expectStructure(page, structure))
      await test.step('the sections every package has', () => expectPackagePage(page, { path, title, headings }))
      if (details) await test.step(details.name, () => details.check(page))
    })
  }

  async function expectPackagePage(
    page: Page,
    { path, title, headings }: { path: string; title: string; headings: string[] },
  ) {
    await expect(page).toHaveTitle(`${title} | ${BUSINESS}`)
    await expectCanonical(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect((await breadcrumbs(page)).structured).toEqual([
      ['Início', '/'],
      ['Cardápios', '/cardapios'],
      [title, path],
    ])
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(headings)
    const main = page.getByRole('main')
    await expect(main.getByText('Todos os itens podem ser personalizados livremente', { exact: false })).toBeVisible()
    await expect(main.getByText(/^Gostou deste pacote\? Fale com a gente/)).toBeVisible()
    await expect(main.getByRole('link', { name: 'Solicitar orçamento' }).last()).toHaveAttribute('href', '/orcamento')
    await expect(main.getByRole('link', { name: 'Voltar para os pacotes' })).toHaveAttribute('href', '/pacotes')
  }
})

test.describe('redirects', () => {
  for (const [from, to, status] of [
    ['/cardapios/brigadeiro-gourmet', '/pacotes/brigadeiro', 308],
    ['/cardapios/milk-shake', '/pacotes/milk-shake', 308],
    ['/cardapios/churrasco', '/pacotes/churrasco', 308],
    ['/pacotes/buteco', '/pacotes/boteco', 308],
    ['/pacotes', '/cardapios', 307],
  ] as const) {
    // The answer itself: each target page has its own test above, and a browser following a redirect
    // is shown by the footer link below.
    test(`${from} redirects to ${to} (${status})`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(status)
      expect(new URL(response.headers()['location']!, e2e.baseURL).pathname).toBe(to)
    })
  }

  test('following the footer link to /pacotes replaces the history entry with /cardapios', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer').locator('a[href="/pacotes"]').click()
    await expect(page).toHaveURL(`${e2e.baseURL}/cardapios`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossos Cardápios')
    await page.goBack()
    await expect(page).toHaveURL(`${e2e.baseURL}/`)
  })
})

test.describe('unknown menus and packages', () => {
  for (const path of ['/cardapios/xyz', '/pacotes/xyz']) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada')
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
    })
  }
})

// On desktop every page's structure is checked above, in the test that loads it.
test.describe('structure and accessibility on phone', () => {
  test.use(phone)
  for (const route of routes) {
    const axe = axeOnPhone.includes(route)
    test(`${route}: one h1, ordered headings, preloaded top image${axe ? ', no serious axe violations' : ', no sideways scrolling'}`, async ({
      page,
    }) => {
      await page.goto(route)
      await expectStructure(page, { axe })
    })
  }
})
