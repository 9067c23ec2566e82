import { readFile } from 'node:fs/promises'
import { signIn } from './support/admin'
import { expect, test } from './support/admin-session'
import { e2e } from './support/config'
import { brazilianDate, fillQuoteForm, isoInDays } from './support/quote-form'
import { clientAddress } from './support/client-address'

test.beforeEach(async ({ page, context }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
})

test('an anonymous visitor of /admin lands on the login, which is noindex', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page).toHaveTitle('Admin Login | Buffet Festa em Casa')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('header nav')).toHaveCount(0)
})

test('a wrong password says so and keeps the e-mail; the button shows "Entrando..." meanwhile', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(e2e.admin.email)
  await page.getByLabel('Senha').fill('senha-errada')
  // Hold the sign-in request briefly so the pending state can be seen.
  await page.route('**/admin/login', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled()
  await expect(page.getByLabel('Email')).toBeDisabled()
  await expect(page.getByLabel('Senha')).toBeDisabled()
  await expect(page.getByRole('alert').filter({ hasText: 'Email ou senha' })).toHaveText('Email ou senha incorretos')
  await expect(page.getByLabel('Email')).toHaveValue(e2e.admin.email)
})

test('a signed-in non-administrator is sent to the home page', async ({ page }) => {
  await signIn(page, e2e.customer)
  await expect(page).toHaveURL(`${e2e.baseURL}/`)
  await page.goto('/admin')
  await expect(page).toHaveURL(`${e2e.baseURL}/`)
})

test('the administrator finds a quote sent through the public form, formatted', async ({ page }) => {
  const name = `Quote para o admin ${Date.now()}`
  const iso = isoInDays(20)
  await page.goto('/orcamento')
  await fillQuoteForm(page, {
    name,
    phone: '11987654321',
    whatsapp: '11912345678',
    email: 'admin-teste@exemplo.com',
    neighborhood: 'Perdizes',
    partyTypes: ['Festa Corporativa', 'Outro tipo de evento'],
    guests: '150',
    date: iso,
    time: '19:45',
    message: 'Confraternização da empresa',
  })
  await page.getByRole('button', { name: 'Solicitar Orçamento' }).click()
  await expect(page.getByText('Seu orçamento foi enviado com sucesso')).toBeVisible()

  await signIn(page, e2e.admin)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page).toHaveTitle(/^Dashboard Admin \(\d+ novos?\) \| Buffet Festa em Casa$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeVisible()
  // The header holds the account twice: in a row on a computer, under "Conta" on a phone.
  await expect(page.getByText(e2e.admin.email).filter({ visible: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Orçamentos Recebidos \(\d+\)$/ })).toBeVisible()

  // Other tests submit quotes at the same time: look for this one only.
  await page.getByLabel('Buscar por nome, e-mail, telefone ou bairro').fill(name)
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { name: 'Orçamentos Recebidos (1)' })).toBeVisible()
  const headings = page.getByRole('columnheader')
  await expect(headings).toHaveText([
    'ID',
    'Nome',
    'Status',
    'Email',
    'Telefone',
    'WhatsApp',
    'Tipo de festa',
    'Convidados',
    'Data do evento',
    'Bairro',
    'Mensagem',
    'Recebido em',
  ])
  const first = page.getByRole('row').nth(1).getByRole('cell')
  await expect(first.nth(1)).toHaveText(name)
  await expect(first.nth(6)).toHaveText('Festa Corporativa, Outro tipo de evento')
  await expect(first.nth(7)).toHaveText('150')
  await expect(first.nth(8)).toHaveText(`${iso.split('-').reverse().join('/')} às 19:45`)
  await expect(first.nth(11)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
})

test('pages, search, missing values, the clamped message and the CSV export', async ({ page, asAdmin }) => {
  // The tests above prove signing in: this one starts signed in.
  await asAdmin(page)
  await page.goto('/admin')
  // Only the quotes the e2e database was prepared with: tests running beside this one add others.
  const search = page.getByLabel('Buscar por nome, e-mail, telefone ou bairro')
  await search.fill('Pedido anterior')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { name: `Orçamentos Recebidos (${e2e.seededQuotes})` })).toBeVisible()
  await expect(page.getByText('Página 1 de 2')).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(1 + 20)
  await page.getByRole('link', { name: 'Próxima' }).click()
  await expect(page).toHaveURL(/pagina=2/)
  await expect(page.getByText('Página 2 de 2')).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(1 + e2e.seededQuotes - 20)

  // The row kept from the original site's table shows '-' where it has no value.
  await search.fill('Pedido do site antigo')
  await page.getByRole('button', { name: 'Buscar' }).click()
  const legacy = page.getByRole('row', { name: /Pedido do site antigo/ }).getByRole('cell')
  await expect(legacy.nth(5)).toHaveText('-')
  await expect(legacy.nth(7)).toHaveText('-')
  await expect(legacy.nth(8)).toHaveText(brazilianDate(e2e.legacyEventDate))
  await expect(legacy.nth(10)).toHaveText('-')

  await search.fill('Pedido anterior 7')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { name: 'Orçamentos Recebidos (1)' })).toBeVisible()
  const message = page.getByRole('row', { name: /Pedido anterior 7/ }).locator('summary')
  expect(await message.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('3')
  await message.click()
  expect(await message.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('none')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exportar CSV (1)' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  expect(csv.startsWith('\uFEFF"ID";"Nome";')).toBe(true)
  expect(csv.trim().split('\r\n')).toHaveLength(2)
  expect(csv).toContain('"Pedido anterior 7"')
  expect(csv).toContain('"Festa Adulto"')

  await search.fill('ninguém com este nome')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByText('Nenhum orçamento encontrado')).toBeVisible()
})

test('"Sair" ends the session', async ({ page, request }) => {
  await signIn(page, e2e.admin)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('button', { name: 'Sair', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
  const csv = await request.get('/admin/orcamentos.csv', { maxRedirects: 0 })
  expect(csv.status()).toBe(307)
})

test('admin responses are never cached', async ({ request }) => {
  const response = await request.get('/admin/login')
  expect(response.headers()['cache-control']).toMatch(/no-store/)
})

test('when the database cannot be reached, sign-in says "Erro inesperado. Tente novamente."', async ({ page }) => {
  await page.goto(`${e2e.brokenURL}/admin/login`)
  await page.getByLabel('Email').fill(e2e.admin.email)
  await page.getByLabel('Senha').fill(e2e.admin.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Erro' })).toHaveText('Erro inesperado. Tente novamente.')
})
