import type { Browser, Page } from '@playwright/test'
import { expect, test } from './support/admin-session'
import { handlersOn } from './support/hydration'
import { postVisitorQuote } from './support/quotes-by-http'
import { shoot } from './support/screenshots'
import { phone } from './support/devices'
import { brazilianDate, fillQuoteForm, isoInDays } from './support/quote-form'
import { clientAddress } from './support/client-address'
import { ownDay } from './support/own-day'
import { unique } from './support/unique-name'

// The owner's week on the production build: full dates in the agenda and in the public form's note,
// today's contacts, a lost quote's reason and the report. Every test has its own quotes, under
// unique names, and looks only at those: posted as the public form posts them where the test proves
// what comes after, typed into the form where the visitor is the point. The administrator is signed
// in once per worker (admin.spec.ts proves signing in).

/** The form's fields as the visitors of these tests fill them in. */
const QUOTE = {
  phone: '1134567890',
  whatsapp: '11912345678',
  email: 'agenda@exemplo.com',
  neighborhood: 'Perdizes',
  guests: '90',
  time: '19:30',
  message: 'Festa de 40 anos',
}

/** A visitor's quote as the form posts it, "Como nos conheceu?" answered with `source`'s slug. */
const postQuote = (name: string, date: string, source = '') =>
  postVisitorQuote({
    ...QUOTE,
    name,
    party_type: 'festa-adulto',
    date,
    event_time: QUOTE.time,
    lead_source: source,
  })

/** A visitor's quote typed into the public form on `page`. */
async function sendQuote(page: Page, name: string, date: string) {
  await page.goto('/orcamento')
  await fillQuoteForm(page, { ...QUOTE, name, partyTypes: ['Festa Adulto'], date })
  await page.getByRole('button', { name: 'Solicitar Orçamento' }).click()
  await expect(page.getByText('Seu orçamento foi enviado com sucesso')).toBeVisible()
}

// A change before React has hydrated the row's select would do nothing.
const hydrated = (page: Page) => handlersOn(page, 'table select[id^="status-"]')

async function search(page: Page, text: string) {
  await page.goto(`/admin?busca=${encodeURIComponent(text)}`)
  await hydrated(page)
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

/** Picks the event date as a visitor does; resolves with the full dates the form then asks for (once per page). */
async function fillDate(page: Page, date: string) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/datas-ocupadas'))
  await page.getByLabel('Data do evento *').fill(date)
  return answer
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
  return context
}

test.beforeEach(async ({ page, context, asAdmin }) => {
  await asAdmin(page)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
})

/** "Fechado (ganho)" from the list: the event's value is asked when the quote has none. */
async function markWon(page: Page, name: string, value = '5.000,00') {
  await rowOf(page, name).getByLabel(`Status de ${name}`).selectOption({ label: 'Fechado (ganho)' })
  await rowOf(page, name).getByLabel('Valor do evento (R$)').fill(value)
  await rowOf(page, name).getByRole('button', { name: 'Marcar como fechado' }).click()
  await expect(page.getByText('Status alterado para Fechado (ganho).')).toBeVisible()
}

test('won quotes fill their date: the agenda shows it, the public form warns, a later quote is still stored and marked', async ({
  page,
  browser,
}) => {
  // A visitor, two pages of the admin and the agenda twice: longer than one page's journey.
  test.slow()
  const date = ownDay()
  const won = unique('Evento Ganho')
  const alsoWon = unique('Outro Ganho')
  await postQuote(won, date)
  await postQuote(alsoWon, date)

  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Páginas do painel' }).getByRole('link', { name: 'Agenda' }).click()
  await expect(page).toHaveURL(/\/admin\/agenda$/)
  // The capacity the other tests' dates rely on, saved as it is (2 events a day).
  await page.getByLabel('Eventos por dia').fill('2')
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Capacidade salva: 2 eventos por dia.')).toBeVisible()

  for (const name of [won, alsoWon]) {
    await search(page, name)
    await markWon(page, name)
  }

  // The agenda of the event's month: the day is full and lists the events with their time, neighbourhood and guests.
  await page.goto(`/admin/agenda?mes=${date.slice(0, 7)}`)
  const cell = page.getByRole('cell').filter({ has: page.getByRole('link', { name: won, exact: true }) })
  await expect(cell.getByText('Lotado')).toBeVisible()
  await expect(cell.getByText('2/2 confirmados')).toBeVisible()
  await expect(cell.getByText('19:30 · Perdizes · 90 convidados').first()).toBeVisible()
  await cell.getByRole('link', { name: won, exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/orcamentos\/\d+$/)
  await expect(page.getByRole('heading', { level: 2, name: won })).toBeVisible()

  // A visitor picking that date is told it is probably taken, and may still send.
  const context = await visitor(browser)
  const guest = await context.newPage()
  await guest.goto('/orcamento')
  const dateField = guest.getByLabel('Data do evento *')
  await fillDate(guest, date)
  await expect(
    guest.getByText(
      'Esta data provavelmente já está reservada. Envie o pedido mesmo assim: confirmamos a disponibilidade com você.',
    ),
  ).toBeVisible()
  await expect(dateField).toHaveAccessibleDescription(/provavelmente já está reservada/)
  const second = unique('Segundo Pedido')
  await sendQuote(guest, second, date)
  await context.close()

  // The later quote is stored and marked in the list, its detail and the agenda.
  await search(page, second)
  await expect(rowOf(page, second).getByText('data ocupada')).toBeVisible()
  await rowOf(page, second).getByRole('link', { name: second, exact: true }).click()
  await expect(page.getByText('data ocupada')).toBeVisible()
  await page.goto(`/admin/agenda?mes=${date.slice(0, 7)}`)
  await expect(
    page
      .getByRole('cell')
      .filter({ has: page.getByRole('link', { name: won, exact: true }) })
      .getByRole('link', { name: second, exact: true }),
  ).toBeVisible()
  await shoot(page, 'agenda-desktop')
})

test('a date the administrator blocks is full for visitors until it is unblocked', async ({ page, browser }) => {
  const date = ownDay()
  await page.goto(`/admin/agenda?mes=${date.slice(0, 7)}`)
  await page.getByLabel('Data', { exact: true }).fill(date)
  await page.getByLabel('Observação (opcional)').fill('Casamento da equipe')
  await page.getByRole('button', { name: 'Bloquear', exact: true }).click()
  await expect(page.getByText('Data bloqueada.')).toBeVisible()
  const cell = page.getByRole('cell').filter({ hasText: 'Casamento da equipe' })
  await expect(cell.getByText('Bloqueado')).toBeVisible()

  const context = await visitor(browser)
  const guest = await context.newPage()
  await guest.goto('/orcamento')
  await fillDate(guest, date)
  await expect(guest.getByText(/provavelmente já está reservada/)).toBeVisible()
  // The public answer names no one and gives no reason: dates only.
  const answer = await (await guest.request.get('/api/datas-ocupadas')).json()
  expect(Object.keys(answer)).toEqual(['dates'])
  expect(answer.dates).toContain(date)
  expect(JSON.stringify(answer)).not.toMatch(/Casamento|equipe/)

  await cell.getByRole('button', { name: `Desbloquear ${date}` }).click()
  await expect(page.getByRole('cell').filter({ hasText: 'Casamento da equipe' })).toHaveCount(0)
  await guest.reload()
  const { dates } = await (await fillDate(guest, date)).json()
  expect(dates).not.toContain(date)
  await expect(guest.getByText(/provavelmente já está reservada/)).toHaveCount(0)
  await context.close()
})

test('the admin opens on today’s contacts, overdue first, with the follow-up buttons', async ({ page }) => {
  // A dozen admin steps: over the default 45 s on a busy machine.
  test.setTimeout(90_000)
  const late = unique('Contato Atrasado')
  const fresh = unique('Contato Novo')
  await postQuote(late, ownDay())
  await postQuote(fresh, ownDay())
  await page.goto('/admin')

  const today = page.getByRole('region', { name: /^Para contatar hoje \(\d+\)$/ })
  await expect(today).toBeVisible()
  // Above the list: the first thing the owner reads.
  const [todayTop, listTop] = await Promise.all([
    today.boundingBox(),
    page.getByRole('heading', { name: /^Orçamentos Recebidos/ }).boundingBox(),
  ])
  expect(todayTop!.y).toBeLessThan(listTop!.y)
  // The opening screen shows the few most overdue; the link shows every contact due (other tests' quotes are due today too).
  await expect(today.getByRole('listitem')).toHaveCount(5)
  await today.getByRole('link', { name: /^Ver todos os \d+ contatos de hoje$/ }).click()
  await expect(page).toHaveURL(/contatos=todos/)

  // A new quote is due today; moving its next contact to three days ago makes it overdue, and first.
  const card = (name: string) =>
    today.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(card(fresh).getByText('Hoje', { exact: true })).toBeVisible()
  await expect(card(fresh).getByRole('link', { name: `WhatsApp para ${fresh}` })).toBeVisible()
  await card(late).getByLabel(`Próximo contato de ${late}`).fill(isoInDays(-3))
  await card(late)
    .getByRole('button', { name: `Salvar próximo contato de ${late}` })
    .click()
  await expect(card(late).getByText(`Atrasado desde ${brazilianDate(isoInDays(-3))}`)).toBeVisible()
  await expect(today.getByRole('listitem').first().getByRole('link', { name: late, exact: true })).toBeVisible()
  await shoot(page, 'contatos-hoje-desktop')

  // Em contato moves the next contact two days ahead: it leaves today's list.
  await card(fresh).getByLabel(`Status de ${fresh}`).selectOption({ label: 'Em contato' })
  await expect(page.getByText('Status alterado para Em contato.')).toBeVisible()
  await page.reload()
  await expect(card(fresh)).toHaveCount(0)
  await search(page, fresh)
  await expect(rowOf(page, fresh).getByText(`Próximo contato: ${brazilianDate(isoInDays(2))}`)).toBeVisible()
})

test('losing a quote asks why; the reason and the lead source go to the list and the CSV', async ({ page }) => {
  const name = unique('Pedido Perdido')
  await postQuote(name, ownDay(), 'instagram')
  await search(page, name)
  const row = rowOf(page, name)
  await row.getByLabel(`Status de ${name}`).selectOption('perdido')
  await row.getByRole('button', { name: 'Marcar como perdido' }).click()
  await expect(row.getByRole('alert')).toHaveText('Escolha o motivo da perda.')
  await row.getByLabel('Por que este orçamento foi perdido?').selectOption({ label: 'Outro' })
  await row.getByRole('button', { name: 'Marcar como perdido' }).click()
  await expect(row.getByRole('alert')).toHaveText('Descreva o motivo da perda.')
  await row.getByLabel('Qual motivo?').fill('Mudou a festa para o salão do prédio')
  await row.getByRole('button', { name: 'Marcar como perdido' }).click()
  await expect(page.getByText('Status alterado para Perdido.')).toBeVisible()

  await page.reload()
  await expect(rowOf(page, name).getByText('Motivo: Outro: Mudou a festa para o salão do prédio')).toBeVisible()
  await page.goto(`/admin?busca=${encodeURIComponent(name)}&origem=instagram`)
  await expect(rowOf(page, name)).toBeVisible()
  await page.goto(`/admin?busca=${encodeURIComponent(name)}&origem=google`)
  await expect(rowOf(page, name)).toHaveCount(0)

  const csv = await (await page.request.get(`/admin/orcamentos.csv?busca=${encodeURIComponent(name)}`)).text()
  const [header, line] = csv.split('\r\n')
  expect(header!.endsWith('"Próximo contato";"Motivo da perda";"Como nos conheceu"')).toBe(true)
  expect(line!.endsWith(';"Perdido";"";"";"Outro: Mudou a festa para o salão do prédio";"Instagram"')).toBe(true)
})

test('the report shows this month’s numbers as charts with their tables', async ({ page }) => {
  await postQuote(unique('Para o Relatório'), ownDay(), 'google')
  const month = isoInDays(0).slice(0, 7)
  await page.goto(`/admin/relatorios?de=${month}&ate=${month}`)
  const total = Number(await page.getByRole('definition').first().textContent())
  expect(total).toBeGreaterThanOrEqual(1)

  const perMonth = page.getByRole('figure', { name: 'Pedidos por mês' })
  await expect(perMonth.getByRole('img', { name: /^Pedidos por mês/ })).toBeVisible()
  await perMonth.getByText('Ver tabela').click()
  const table = perMonth.getByRole('table', { name: 'Pedidos por mês' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('cell')).toHaveText(String(total))

  const bySource = page.getByRole('figure', { name: 'Conversão por origem (Como nos conheceu?)' })
  await bySource.getByText('Ver tabela').click()
  await expect(bySource.getByRole('rowheader', { name: 'Google' })).toBeVisible()
  await shoot(page, 'relatorio-desktop')
})

test.describe('on a phone', () => {
  test.use(phone)

  test('the agenda is a list of weeks, today’s contacts and the report fit the screen', async ({ page }) => {
    await postQuote(unique('Pelo Celular'), ownDay())
    await page.goto('/admin')
    await expect(page.getByRole('region', { name: /^Para contatar hoje/ })).toBeVisible()
    await shoot(page, 'contatos-hoje-celular')
    await page.goto('/admin/agenda')
    await expect(page.getByRole('table')).toBeHidden()
    await expect(page.getByRole('region', { name: /^Semana de / }).first()).toBeVisible()
    await expect(page.getByText(/\(hoje\)$/)).toBeVisible()
    await shoot(page, 'agenda-celular')
    await page.goto('/admin/relatorios')
    await expect(page.getByRole('figure', { name: 'Pedidos por mês' })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await shoot(page, 'relatorio-celular')
  })
})
