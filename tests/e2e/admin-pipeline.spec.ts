import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { readMail } from '../support/smtp'
import { expect, test } from './support/admin-session'
import { e2e } from './support/config'
import { brazilianDate, daysAfter, isoInDays } from './support/quote-form'
import { postVisitorQuote } from './support/quotes-by-http'
import { handlersOn } from './support/hydration'
import { phone } from './support/devices'
import { clientAddress } from './support/client-address'
import { unique } from './support/unique-name'
import { ownDay } from './support/own-day'

// Every test has its own quotes, posted as the public form posts them, with a unique name, and looks
// only at those; the administrator is signed in once per worker (admin.spec.ts proves signing in).

const sendQuote = (name: string, date = isoInDays(30)) =>
  postVisitorQuote({
    name,
    phone: '1134567890',
    whatsapp: '11912345678',
    email: 'pipeline@exemplo.com',
    neighborhood: 'Vila Madalena',
    party_type: 'festa-infantil',
    guests: '70',
    date,
    event_time: '16:00',
    message: 'Festa de aniversário',
  })

async function search(page: Page, text: string) {
  await page.getByLabel('Buscar por nome, e-mail, telefone ou bairro').fill(text)
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(text).replace(/%20/g, '\\+')}`))
  await hydrated(page)
}

// A click before React has hydrated the row would follow the link without the Em contato offer.
const hydrated = (page: Page) => handlersOn(page, 'select[id^="status-"]')

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

async function mailsAbout(name: string) {
  const files = await readdir(e2e.mailDir)
  const mails = await Promise.all(
    files.map(async (file) => readMail(await readFile(path.join(e2e.mailDir, file), 'utf8'))),
  )
  return mails.filter((mail) => mail.subject.includes(name))
}

test.beforeEach(async ({ page, context, asAdmin }) => {
  await asAdmin(page)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
})

test('a new public submission sends one e-mail to the local SMTP server and shows as Novo', async ({ page }) => {
  const name = unique('Aviso por e-mail')
  const date = isoInDays(45)
  await sendQuote(name, date)
  await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 15_000 }).toBe(1)
  const [mail] = await mailsAbout(name)
  expect(mail!.subject).toBe(`Novo orçamento: ${name}, evento em ${brazilianDate(date)}`)
  expect(mail!.headers.to).toBe(e2e.notifyTo)
  for (const line of [
    `Nome: ${name}`,
    'Email: pipeline@exemplo.com',
    'Telefone: 11 34567890',
    'WhatsApp: 11 912345678',
    'Bairro: Vila Madalena',
    'Tipo de festa: Festa Infantil',
    'Convidados: 70',
    `Data do evento: ${brazilianDate(date)} às 16:00`,
    'Mensagem: Festa de aniversário',
  ]) {
    expect(mail!.text).toContain(line)
  }
  const link = /Abrir no painel: (\S+)/.exec(mail!.text)?.[1]
  expect(link).toMatch(new RegExp(`^${e2e.baseURL}/admin/orcamentos/\\d+$`))

  await page.goto('/admin')
  await expect(page).toHaveTitle(/^Dashboard Admin \(\d+ novos?\) \| Buffet Festa em Casa$/)
  await search(page, name)
  await expect(rowOf(page, name).getByText('Novo', { exact: true }).first()).toBeVisible()
  await page.goto(link!)
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByText('aviso por e-mail: enviado')).toBeVisible()
})

test('the administrator changes a status from the row and sees it after a reload', async ({ page }) => {
  const name = unique('Status mudado')
  await sendQuote(name)
  await page.goto('/admin')
  await search(page, name)
  const row = rowOf(page, name)
  await row.getByLabel(`Status de ${name}`).selectOption({ label: 'Orçamento enviado' })
  await expect(row.getByText('Orçamento enviado', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Status alterado para Orçamento enviado.')).toBeVisible()
  await page.reload()
  await expect(rowOf(page, name).getByLabel(`Status de ${name}`)).toHaveValue('orcamento_enviado')
})

test('a status change that fails is rolled back with an error toast', async ({ page }) => {
  const name = unique('Status recusado')
  await sendQuote(name)
  await page.goto('/admin')
  await search(page, name)
  // The server action cannot be reached: the optimistic status must return to Novo.
  const dashboard = (url: URL) => url.pathname === '/admin'
  await page.route(dashboard, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()))
  const select = rowOf(page, name).getByLabel(`Status de ${name}`)
  await select.selectOption('fechado')
  await expect(page.getByText('O status não foi alterado')).toBeVisible()
  await expect(select).toHaveValue('novo')
  await page.unroute(dashboard)
  await page.reload()
  await expect(rowOf(page, name).getByLabel(`Status de ${name}`)).toHaveValue('novo')
})

test('WhatsApp follow-up greets the client by name and event date, and offers Em contato', async ({ page }) => {
  const name = unique('Retorno WhatsApp')
  const date = isoInDays(60)
  await sendQuote(name, date)
  await page.goto('/admin')
  await search(page, name)
  const row = rowOf(page, name)
  const popup = page.waitForEvent('popup')
  await row.getByRole('link', { name: `WhatsApp para ${name}` }).click()
  const chat = new URL((await popup).url())
  expect(chat.pathname).toBe('/5511912345678')
  expect(chat.searchParams.get('text')).toContain(
    `Olá, Retorno! Aqui é do Buffet Festa em Casa. Recebemos o seu pedido de orçamento para o seu evento de ${brazilianDate(date)}`,
  )
  await row.getByRole('button', { name: 'Sim, mudar' }).click()
  await expect(page.getByText('Status alterado para Em contato.')).toBeVisible()
  await page.reload()
  await expect(rowOf(page, name).getByLabel(`Status de ${name}`)).toHaveValue('em_contato')
})

test('notes are added on the detail view, newest first, with author and time, as plain text', async ({ page }) => {
  const name = unique('Com notas')
  await sendQuote(name)
  await page.goto('/admin')
  await search(page, name)
  await rowOf(page, name).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/orcamentos\/\d+$/)
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  const hostile = '<img src=x onerror="document.title=\'xss\'"> ligar na segunda'
  for (const text of ['Primeiro contato feito', hostile]) {
    await page.getByLabel('Nova nota').fill(text)
    await page.getByRole('button', { name: 'Adicionar nota' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible()
    await expect(page.getByLabel('Nova nota')).toHaveValue('')
  }
  const notes = page.getByRole('list', { name: 'Notas, da mais recente para a mais antiga' }).getByRole('listitem')
  await expect(notes).toHaveCount(2)
  await expect(notes.nth(0).locator('p').nth(1)).toHaveText(hostile)
  await expect(notes.nth(1).locator('p').nth(1)).toHaveText('Primeiro contato feito')
  await expect(notes.nth(0)).toContainText(e2e.admin.email)
  await expect(notes.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await expect(page).not.toHaveTitle('xss')

  await page.getByLabel('Nova nota').fill('   ')
  await page.getByRole('button', { name: 'Adicionar nota' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Escreva a nota.' })).toBeVisible()
  await expect(notes).toHaveCount(2)
})

test('filters by status and event date combine with the search, live in the URL, and the CSV export follows them', async ({
  page,
}) => {
  // Two quotes through the form, a sign-in and a dozen admin steps: over the default 45 s on a busy machine.
  test.setTimeout(90_000)
  const prefix = unique('Filtro')
  const [won, other] = [`${prefix} ganho`, `${prefix} aberto`]
  // The won quote fills a place on its day: a day of its own (ownDay is 210 days ahead or more).
  const wonDay = ownDay()
  await sendQuote(won, wonDay)
  await sendQuote(other, isoInDays(150))
  await page.goto('/admin')
  await search(page, prefix)
  await expect(page.getByRole('heading', { name: 'Orçamentos Recebidos (2)' })).toBeVisible()
  await rowOf(page, won).getByLabel(`Status de ${won}`).selectOption('fechado')
  // A quote without a proposal is won with its value, asked on the spot.
  await rowOf(page, won).getByLabel('Valor do evento (R$)').fill('mil reais')
  await rowOf(page, won).getByRole('button', { name: 'Marcar como fechado' }).click()
  await expect(rowOf(page, won).getByText('Informe o valor do evento em reais, ex.: 5.000,00.')).toBeVisible()
  await rowOf(page, won).getByLabel('Valor do evento (R$)').fill('4.500,00')
  await rowOf(page, won).getByRole('button', { name: 'Marcar como fechado' }).click()
  await expect(page.getByText('Status alterado para Fechado (ganho).')).toBeVisible()

  // On a desktop the filters are always shown, with no "Filtros" toggle.
  await expect(page.getByText('Filtros', { exact: true })).toBeHidden()
  await page.getByLabel('Status', { exact: true }).selectOption('fechado')
  await page.getByLabel('Evento de').fill(daysAfter(wonDay, -10))
  await page.getByLabel('Evento até').fill(daysAfter(wonDay, 10))
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/status=fechado/)
  await expect(page).toHaveURL(new RegExp(`evento_de=${daysAfter(wonDay, -10)}`))
  await expect(page.getByRole('heading', { name: 'Orçamentos Recebidos (1)' })).toBeVisible()
  await expect(page.getByRole('link', { name: won, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: other, exact: true })).toHaveCount(0)

  // The filters survive a reload (they are in the URL) and the event date range alone excludes the other quote.
  await page.getByLabel('Status', { exact: true }).selectOption('')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { name: 'Orçamentos Recebidos (1)' })).toBeVisible()
  await page.getByLabel('Evento de').fill('')
  await page.getByLabel('Evento até').fill('')
  await page.getByLabel('Status', { exact: true }).selectOption('novo')
  await page.getByRole('button', { name: 'Buscar' }).click()
  // The search is a navigation: reload only once it has landed.
  await expect(page).toHaveURL(/status=novo/)
  await page.reload()
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('novo')
  await expect(page.getByRole('link', { name: other, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: won, exact: true })).toHaveCount(0)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exportar CSV (1)' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toContain('"Recebido em";"Status";"Última nota"')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`"${other}"`)
  expect(lines[1]).toContain('"Novo";""')
})

test.describe('on a phone', () => {
  test.use(phone)

  // One walk: the search that starts the list on the first screen shows the card the list is made of.
  test('the admin opens on today’s contacts, a search starts the list of cards (the follow-up buttons, no sideways scrolling) on the first screen, and the filters fold under "Filtros"', async ({
    page,
  }) => {
    const name = unique('Cartão no celular')
    const date = isoInDays(20)
    await sendQuote(name, date)
    await page.goto('/admin')
    const status = page.getByLabel('Status', { exact: true })
    const contacts = await page.getByRole('heading', { name: /^Para contatar hoje/ }).boundingBox()
    expect(contacts!.y).toBeLessThan(844)
    await expect(page.getByLabel('Buscar por nome, e-mail, telefone ou bairro')).toBeVisible()
    await expect(status).toBeHidden()
    // Searching is looking for one client: today's contacts step aside and the list starts on the first screen.
    await search(page, name)
    await expect(page.getByRole('heading', { name: /^Para contatar hoje/ })).toHaveCount(0)
    const firstCard = await page.getByRole('row').first().boundingBox()
    expect(firstCard!.y).toBeLessThan(844)

    // Each quote is a card: no table header, the party's facts, the contacts one thumb wide.
    const card = rowOf(page, name)
    await expect(page.getByRole('columnheader')).toHaveCount(0)
    for (const text of [`${brazilianDate(date)} às 16:00`, 'Festa Infantil', '70', 'Vila Madalena', 'Novo'])
      await expect(card.getByText(text, { exact: true }).first()).toBeVisible()
    await expect(card.getByText('pipeline@exemplo.com')).toBeHidden()
    for (const label of ['WhatsApp', 'E-mail', 'Ligar']) {
      const box = await card.getByRole('link', { name: `${label} para ${name}` }).boundingBox()
      expect(box!.height).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.goto('/admin')
    await page.getByText('Filtros', { exact: true }).click()
    await status.selectOption('novo')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/status=novo/)
    await expect(status).toBeVisible()
    await expect(status).toHaveValue('novo')
  })
})
