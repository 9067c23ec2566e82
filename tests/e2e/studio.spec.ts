import { expect, test } from '@playwright/test'

test('without Sanity credentials /studio explains how to connect a project', async ({ page }) => {
  await page.goto('/studio')
  await expect(page.getByRole('heading', { level: 1, name: 'Conecte um projeto Sanity para editar o conteúdo' })).toBeVisible()
  await expect(page.getByText('NEXT_PUBLIC_SANITY_PROJECT_ID')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})
