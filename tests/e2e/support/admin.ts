import type { Page } from '@playwright/test'

/** Signs in on /admin/login as `account`; the caller asserts where it lands. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}
