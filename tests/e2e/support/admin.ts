import { expect, type Page } from '@playwright/test'
import { e2e } from './config'

/** Signs in on /admin/login as `account`; the caller asserts where it lands. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/**
 * The Pix every proposal sent from now on freezes, saved as it already is (the same key each time):
 * the e2e database starts without one, and a version sent without it shows the client no code.
 */
export async function configurePix(page: Page) {
  await page.goto('/admin/configuracoes/propostas')
  await page.getByLabel('Chave Pix').fill('contato@buffetfestaemcasa.com.br')
  await page.getByLabel('Nome do favorecido').fill('Buffet Festa em Casa')
  await page.getByLabel('Cidade do favorecido').fill('Sao Paulo')
  await page.getByLabel('Sua senha (para mudar o Pix)').fill(e2e.admin.password)
  await page.getByRole('button', { name: 'Salvar configurações' }).click()
  await expect(page.getByText('Configurações salvas.')).toBeVisible()
}
