import { expect, test } from '@playwright/test'
import { shoot } from './support/screenshots'
import { signIn } from './support/admin'
import { e2e } from './support/config'
import { queryCopy } from './support/database'
import { phone } from './support/devices'

// The Pix key is a setting every proposal sent freezes: this spec changes it, so it runs alone,

test('the Pix key is recognised by its type, asked about when 11 digits could be a CPF or a phone, and refused with the reason', async ({
  browser,
}) => {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  await signIn(page, e2e.admin)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/configuracoes/propostas')
  const key = page.getByLabel('Chave Pix')
  // A change of the Pix asks the administrator's password again.
  const save = async () => {
    await page.getByLabel('Sua senha (para mudar o Pix)').fill(e2e.admin.password)
    await page.getByRole('button', { name: 'Salvar configurações' }).click()
  }
  await page.getByLabel('Nome do favorecido').fill('Buffet Festa em Casa')
  await page.getByLabel('Cidade do favorecido').fill('Sao Paulo')
  await key.fill('minha chave')
  await save()
  await expect(page.getByRole('status')).toHaveText('Não é CPF, CNPJ, celular, e-mail nem chave aleatória.')
  await key.fill('11900000083')
  await save()
  await expect(
    page.getByText(
      'Estes 11 dígitos podem ser um CPF (119.000.000-83) ou um celular sem +55 (+55 (11) 90000-0083). Qual é a chave?',
    ),
  ).toBeVisible()
  await page.getByLabel('Celular +55 (11) 90000-0083').check()
  await save()
  await expect(page.getByRole('status')).toContainText('Chave reconhecida: celular +55 (11) 90000-0083')
  await key.fill('12.345.678/0001-95')
  await save()
  await expect(page.getByRole('status')).toContainText('Chave reconhecida: CNPJ 12.345.678/0001-95')
  await shoot(page, 'pix-key-phone')
  // Stored as the BR Code carries it: the CNPJ's 14 digits.
  const [stored] = await queryCopy<{ pix_key: string }>('select pix_key from public.admin_settings where id')
  expect(stored?.pix_key).toBe('12345678000195')
  // Put back the key the other tests expect.
  await key.fill('contato@buffetfestaemcasa.com.br')
  await save()
  await expect(page.getByRole('status')).toContainText('Chave reconhecida: e-mail contato@buffetfestaemcasa.com.br')
  await context.close()
})
