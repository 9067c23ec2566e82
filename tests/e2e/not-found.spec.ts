import { expect, test } from '@playwright/test'

test('an unknown route shows the not-found page with a 404 status and noindex', async ({ page }) => {
  const response = await page.goto('/esta-pagina-nao-existe/de-jeito-nenhum')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
  await expect(page.getByText('Desculpe, a página que você está procurando não existe ou foi movida.')).toBeVisible()
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  await expect(page.locator('header')).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para o início' }).click()
  await expect(page).toHaveURL(/\/$/)
})
