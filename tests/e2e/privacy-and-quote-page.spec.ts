import { expect, test } from '@playwright/test'
import { breadcrumbItems, testAccessibility } from './support/page-checks'

test.describe('privacy policy', () => {
  test('the LGPD policy from the CMS: title, update date, sections and breadcrumbs', async ({ page }) => {
    await page.goto('/politica-de-privacidade')
    await expect(page).toHaveTitle('Política de privacidade | Buffet Festa em Casa')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /LGPD/)
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible()
    await expect(page.getByText('Atualizada em 7 de dezembro de 2026')).toBeVisible()
    for (const heading of [
      'Quem cuida dos seus dados',
      'Quais dados coletamos',
      'Para que usamos',
      'Por quanto tempo guardamos',
      'Seus direitos',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'contato@buffetfestaemcasa.com.br' }).first()).toHaveAttribute(
      'href',
      'mailto:contato@buffetfestaemcasa.com.br',
    )
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' })
    await expect(trail.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/')
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Política de Privacidade')
    expect(await breadcrumbItems(page)).toHaveLength(2)
  })

  test('the footer link leads to it', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer').getByRole('link', { name: 'Política de Privacidade' }).click()
    await expect(page).toHaveURL(/\/politica-de-privacidade$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible()
  })
})

test('the quote page hero comes from the CMS, above the form', async ({ page }) => {
  await page.goto('/orcamento')
  await expect(page).toHaveTitle('Solicite seu orçamento | Buffet Festa em Casa')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Resposta em até um dia útil/)
  const heading = page.getByRole('heading', { level: 1, name: 'Solicite seu Orçamento' })
  await expect(heading).toBeVisible()
  await expect(
    page.getByText('Conte um pouco sobre a sua festa. Respondemos em até um dia útil, por e-mail ou WhatsApp.'),
  ).toBeVisible()
  const form = page.getByLabel('Nome *')
  await expect(form).toBeVisible()
  expect((await heading.boundingBox())?.y ?? 0).toBeLessThan((await form.boundingBox())?.y ?? 0)
})

testAccessibility(['/politica-de-privacidade', '/orcamento'])
