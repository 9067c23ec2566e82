import { expect, test } from '@playwright/test'
import { e2e } from './support/config'
import { phone } from './support/devices'
import {
  breadcrumbs,
  expectHeadingOutline,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  expectTopImagePreloaded,
} from './support/page-checks'

test('/sobre-nos tells the history since 2005, the mission, the vision and the six values', async ({ page }) => {
  await page.goto('/sobre-nos')
  await expect(page).toHaveTitle('Quem somos | Buffet Festa em Casa')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2e.baseURL}/sobre-nos`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /desde 2005/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre Nós')
  expect(await breadcrumbs(page)).toEqual({
    visible: ['Início', 'Sobre Nós'],
    structured: [
      ['Início', '/'],
      ['Sobre Nós', '/sobre-nos'],
    ],
  })

  const history = page.getByRole('region', { name: 'Nossa História' })
  await expect(history).toContainText('2005')
  await expect(history).toContainText('fundadora')
  await expect(history).toContainText('pequenas festas infantis')
  await expect(history).toContainText('Vila Mariana')
  await expect(history).toContainText(/eventos corporativos.*sociais/)
  await expect(history.getByRole('img')).toHaveAttribute('alt', /equipe/i)

  await expect(page.getByRole('region', { name: 'Missão' })).toContainText('comida saborosa, feita na hora')
  await expect(page.getByRole('region', { name: 'Visão' })).toContainText('mais lembrado e recomendado')

  const values = page.getByRole('region', { name: 'Nossos Valores' })
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Qualidade',
    'Carinho',
    'Pontualidade',
    'Higiene e segurança',
    'Flexibilidade',
    'Transparência',
  ])
  await expect(values.getByRole('listitem')).toHaveCount(6)
  for (const value of await values.getByRole('listitem').all()) await expect(value.locator('p')).not.toBeEmpty()
})

test('/sobre-nos counts the years of experience from the founding year, in São Paulo time', async ({ page }) => {
  const year = Number(new Date().toLocaleString('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric' }))
  await page.goto('/sobre-nos')
  const intro = page.locator('h1 + p')
  await expect(intro).toHaveText(
    `Há ${year - 2005} anos levando comida feita na hora e cuidado de família para as festas de São Paulo.`,
  )
  await expect(page.getByText('{anos}')).toHaveCount(0)
})

for (const [device, options] of [
  ['desktop', {}],
  ['phone', phone],
] as const) {
  test.describe(`/sobre-nos on ${device}`, () => {
    test.use(options)
    test('one h1, ordered headings, preloaded top image, no serious axe violations', async ({ page }) => {
      await page.goto('/sobre-nos')
      await expectHeadingOutline(page)
      await expectTopImagePreloaded(page)
      await expectNoHorizontalScroll(page)
      await expectNoSeriousAxeViolations(page)
    })
  })
}
