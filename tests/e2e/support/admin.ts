import { expect, type Page } from '@playwright/test'
import { clientAddress } from './client-address'
import { e2e } from './config'

/**
 * Signs in on /admin/login as `account`; the caller asserts where it lands. Each signing-in test is
 * a device on a network of its own, as behind the proxy the e2e server trusts: one address may try
 * 30 sign-ins in 15 minutes (an attacker's allowance), which the suite's tests together would use up.
 */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
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
