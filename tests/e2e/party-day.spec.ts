import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/admin-session'
import { e2e } from './support/config'
import type { HttpClient } from './support/http-client'
import { createQuoteAs, markWonAs, setNextContactAs } from './support/quotes-by-http'
import { shoot } from './support/screenshots'
import { phone } from './support/devices'
import { brazilianDate, isoInDays } from './support/quote-form'
import { ownDay } from './support/own-day'
import { unique } from './support/unique-name'

// The owner's day on the production build, on a phone: today's list cleared with one tap per
// card (with and without scripts), the WhatsApp texts checked and saved, the review request opening
// WhatsApp with the review link, a sheet and its print preview on one page, the week's print, and
// the private calendar that a renewal kills. Each test makes its own quotes under unique names
// (prepare-database.ts holds what the forms cannot make: a party that was yesterday, a booked one).

test.use(phone)

test.beforeEach(async ({ page, asAdmin }) => {
  await asAdmin(page)
})

/** This repetition's own prepared parties: asking for a review and filling a day happen once per party. */
function preparedCopy() {
  const copy = test.info().repeatEachIndex
  if (copy >= e2e.partyDay.copies)
    throw new Error(`prepare-database.ts prepara ${e2e.partyDay.copies} cópias das festas: repita no máximo isso`)
  return copy
}

/**
 * A quote the owner typed in from WhatsApp ("Novo orçamento", posted: bookings.spec.ts proves the
 * form), Em contato and due in 2 days, its next contact then moved to today to work it now.
 */
async function createQuote(admin: HttpClient, name: string, date = ownDay()) {
  const id = await createQuoteAs(admin, {
    name,
    phone: '11 934567890',
    whatsapp: '11 934567890',
    email: 'festa@exemplo.com',
    neighborhood: 'Lapa',
    party_type: 'festa-infantil',
    guests: '45',
    date,
    event_time: '17:00',
    message: 'Festa de 5 anos',
  })
  await setNextContactAs(admin, id, isoInDays(0))
  return id
}

/** The card of `name` in "Para contatar hoje" (every contact of the day shown). */
const card = (page: Page, name: string): Locator =>
  page
    .getByRole('region', { name: /^Para contatar hoje/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })

const openToday = async (page: Page) => {
  await page.goto('/admin?contatos=todos')
  await expect(page.getByRole('region', { name: /^Para contatar hoje/ })).toBeVisible()
}

/** The one-tap outcomes, the same with and without scripts. */
async function clearToday(page: Page, names: { noAnswer: string; callBack: string; lost: string; won: string }) {
  await openToday(page)
  await card(page, names.noAnswer)
    .getByRole('button', { name: `Sem resposta (${names.noAnswer})` })
    .click()
  await expect(page.getByText('Registrado: sem resposta. Próximo contato em 2 dias.')).toBeVisible()
  await expect(card(page, names.noAnswer)).toHaveCount(0)

  await card(page, names.callBack)
    .locator('summary', { hasText: /^Falei: retornar em…/ })
    .click()
  await card(page, names.callBack).getByLabel(`Retornar em (${names.callBack})`).fill(isoInDays(5))
  await card(page, names.callBack)
    .getByRole('button', { name: `Salvar retorno (${names.callBack})` })
    .click()
  await expect(page.getByText('Registrado: retornar no dia escolhido.')).toBeVisible()
  await expect(card(page, names.callBack)).toHaveCount(0)

  await card(page, names.lost)
    .locator('summary', { hasText: /^Perdido/ })
    .click()
  await card(page, names.lost)
    .getByLabel(`Motivo da perda (${names.lost})`)
    .selectOption({ label: 'Escolheu outro buffet' })
  await card(page, names.lost)
    .getByRole('button', { name: `Confirmar perdido (${names.lost})` })
    .click()
  await expect(page.getByText('Registrado: perdido.')).toBeVisible()
  await expect(card(page, names.lost)).toHaveCount(0)

  await card(page, names.won)
    .locator('summary', { hasText: /^Fechado/ })
    .click()
  // Without a value the owner is asked for it, and what she typed elsewhere stays.
  await card(page, names.won)
    .getByRole('button', { name: `Confirmar fechado (${names.won})` })
    .click()
  await expect(card(page, names.won).getByRole('alert')).toHaveText(
    'Informe o valor do evento para marcar como fechado.',
  )
  await card(page, names.won)
    .getByLabel(`Valor do evento (R$), se não houver proposta aceita (${names.won})`)
    .fill('4.800,00')
  await card(page, names.won)
    .getByRole('button', { name: `Confirmar fechado (${names.won})` })
    .click()
  await expect(page.getByText('Registrado: fechado (ganho).')).toBeVisible()
  await expect(card(page, names.won)).toHaveCount(0)
}

const fourQuotes = async (admin: HttpClient, label: string) => {
  const names = {
    noAnswer: unique(`${label} Sem Resposta`),
    callBack: unique(`${label} Retorno`),
    lost: unique(`${label} Perdido`),
    won: unique(`${label} Fechado`),
  }
  const ids = {
    noAnswer: await createQuote(admin, names.noAnswer),
    callBack: await createQuote(admin, names.callBack),
    lost: await createQuote(admin, names.lost),
    won: await createQuote(admin, names.won),
  }
  return { names, ids }
}

test('today’s list clears with one tap per card, each outcome a note with who and when', async ({ page, admin }) => {
  // Four outcomes, each answered with the whole day's list again: over the default 45 s on a busy machine.
  test.setTimeout(90_000)
  const { names, ids } = await fourQuotes(admin, 'Toque')
  await openToday(page)
  const first = card(page, names.noAnswer)
  // Created in the admin it is Em contato: the greeting of a first contact still fits (no proposal yet).
  await expect(first.getByText('Mensagem: Primeiro contato')).toBeVisible()
  const whatsapp = new URL((await first.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href'))!)
  expect(whatsapp.searchParams.get('text')).toMatch(
    /^Olá, Toque! Aqui é do Buffet Festa em Casa\. Recebemos o seu pedido/,
  )
  await shoot(page, 'contatos-hoje-celular')
  await clearToday(page, names)
  await page.goto(`/admin/orcamentos/${ids.noAnswer}`)
  await expect(page.getByText(/^Sem resposta \(1ª seguida\)\. Próximo contato em \d\d\/\d\d\/\d{4}\.$/)).toBeVisible()
  await expect(page.getByText(e2e.admin.email).last()).toBeVisible()
  await page.goto(`/admin/orcamentos/${ids.callBack}`)
  await expect(page.getByText(`Falei com o cliente: retornar em ${brazilianDate(isoInDays(5))}.`)).toBeVisible()
  await expect(page.getByLabel(/^Próximo contato/)).toHaveValue(isoInDays(5))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same outcomes work as plain forms', async ({ page, admin }) => {
    test.setTimeout(90_000)
    const { names } = await fourQuotes(admin, 'Sem Script')
    await clearToday(page, names)
  })
})

/** The report's review counts for this period. */
async function reviewCounts(page: Page) {
  await page.goto('/admin/relatorios')
  const reviews = page.getByRole('region', { name: 'Avaliações no Google' })
  const count = async (label: string) =>
    Number(await reviews.getByText(label).locator('..').getByRole('definition').textContent())
  return { asked: await count('Pedidas no período'), received: await count('Recebidas no período') }
}

test('the WhatsApp texts are checked and saved, and the review request opens WhatsApp with the review link (and is counted)', async ({
  page,
}) => {
  const reviewName = e2e.partyDay.reviewName(preparedCopy())
  // Other repetitions may ask and receive at the same time: the counts only grow.
  const before = await reviewCounts(page)
  await page.getByRole('navigation', { name: 'Páginas do painel' }).getByRole('link', { name: 'Mensagens' }).click()
  await expect(page.getByRole('heading', { name: 'Mensagens de WhatsApp' })).toBeVisible()
  const review = page.getByLabel('Pedido de avaliação')
  await review.fill('Oi {nome}! Avalie a festa de {data}: {link} {valor}')
  await page.getByLabel('Link de avaliação no Google').fill('g.page/sem-https')
  await page.getByRole('button', { name: 'Salvar mensagens' }).click()
  await expect(page.getByText('Corrija os campos marcados. Nada foi salvo.')).toHaveAttribute('role', 'alert')
  await expect(
    page.getByText('{valor} não é um marcador desta mensagem. Use: {nome}, {data}, {buffet}, {link}.'),
  ).toBeVisible()
  await expect(page.getByText(/Informe um link completo, começando com https:\/\//)).toBeVisible()
  // What was typed stays for the fix.
  await expect(review).toHaveValue('Oi {nome}! Avalie a festa de {data}: {link} {valor}')
  await review.fill('Oi, {nome}! Obrigado pela festa de {data}. Avalie o {buffet} aqui: {link}')
  await page.getByLabel('Link de avaliação no Google').fill('https://g.page/r/buffet-e2e/review')
  await page.getByRole('button', { name: 'Salvar mensagens' }).click()
  await expect(page.getByText('Mensagens salvas.')).toHaveAttribute('role', 'status')

  await page.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }))
  await openToday(page)
  const party = card(page, reviewName)
  await expect(party.getByText('Mensagem: Pedido de avaliação')).toBeVisible()
  await party.getByRole('button', { name: `Pedir avaliação a ${reviewName}` }).click()
  await page.waitForURL(/^https:\/\/wa\.me\//)
  const opened = new URL(page.url())
  expect(opened.pathname).toBe('/5511923456789')
  expect(opened.searchParams.get('text')).toBe(
    `Oi, Cliente! Obrigado pela festa de ${brazilianDate(isoInDays(-1))}. Avalie o Buffet Festa em Casa aqui: https://g.page/r/buffet-e2e/review`,
  )

  // Asked: the card left today's list; the quote marks the review received, and the report counts both.
  await openToday(page)
  await expect(card(page, reviewName)).toHaveCount(0)
  await page.goto(`/admin?busca=${encodeURIComponent(reviewName)}`)
  await page.getByRole('link', { name: reviewName, exact: true }).first().click()
  await page.getByRole('button', { name: `Avaliação recebida de ${reviewName}` }).click()
  await expect(page.getByText('Avaliação recebida registrada.')).toBeVisible()
  const after = await reviewCounts(page)
  expect(after.asked).toBeGreaterThanOrEqual(before.asked + 1)
  expect(after.received).toBeGreaterThanOrEqual(before.received + 1)
})

/** Pages in a PDF as Chromium prints it (each page object once). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0

test('the event sheet shows what the team needs and prints on one page; the week prints the confirmed events in order', async ({
  page,
  admin,
}) => {
  const copy = preparedCopy()
  const sheetName = e2e.partyDay.sheetName(copy)
  await page.goto(`/admin?busca=${encodeURIComponent(sheetName)}`)
  // The quote's own page (the answers to proposals above the list link to the proposal instead).
  const links = page.getByRole('link', { name: sheetName, exact: true })
  const quotePage = async () =>
    (await links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''))).find((href) =>
      /^\/admin\/orcamentos\/\d+$/.test(href),
    )
  // The list streams in after the blocks above it.
  await expect.poll(quotePage).toBeTruthy()
  await page.goto((await quotePage())!)
  await page.getByRole('link', { name: 'Ficha do evento', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/orcamentos\/\d+\/ficha$/)
  const sheet = page.getByRole('article')
  await expect(sheet.getByRole('heading', { level: 2 })).toContainText(`19:00 · ${sheetName}`)
  await expect(
    sheet.getByText('Rua Domingos de Morais, 1200, casa 3 · 04101-000 · São Paulo · Vila Mariana'),
  ).toBeVisible()
  expect(await sheet.getByRole('link', { name: 'Abrir no mapa' }).getAttribute('href')).toContain(
    'google.com/maps/search/?api=1&query=Rua%20Domingos%20de%20Morais',
  )
  await expect(sheet.getByRole('row').filter({ hasText: 'Mini hambúrguer' })).toContainText('200')
  await expect(sheet.getByRole('row').filter({ hasText: 'Brigadeiro gourmet' })).toContainText('300')
  await expect(sheet.getByText('R$')).toHaveCount(0)
  await page
    .getByRole('textbox', { name: 'Observações para a equipe' })
    .fill('Entrada pelo portão lateral. Aniversariante alérgico a amendoim.')
  await page
    .getByRole('textbox', { name: 'Checklist (um item por linha)' })
    .fill('Levar 2 réchauds\nConferir o gás\nToalhas brancas\nVela de número 6')
  await page.getByRole('button', { name: 'Salvar ficha' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ficha salva.' })).toBeVisible()
  await expect(sheet.getByText('Entrada pelo portão lateral. Aniversariante alérgico a amendoim.')).toBeVisible()
  await expect(sheet.getByRole('region', { name: 'Checklist' }).getByRole('listitem')).toHaveCount(4)
  await shoot(page, 'ficha-celular')

  // The print preview: no admin chrome, no editor, and one A4 page.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Páginas do painel' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Salvar ficha' })).toBeHidden()
  await expect(sheet.getByText('Mini hambúrguer')).toBeVisible()
  await shoot(page, 'ficha-impressao')
  expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1)
  await page.emulateMedia({ media: 'screen' })

  // The week: this party with an earlier one of the same day, in time order.
  const day = isoInDays(e2e.partyDay.sheetInDays(copy))
  const earlier = unique('Almoço da Semana')
  // Won as the first test's cards win a quote.
  await markWonAs(admin, await createQuote(admin, earlier, day), '2.000,00')
  await page.goto(`/admin/agenda/semana?de=${day}`)
  const titles = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()
  const ours = titles.filter((title) => title.includes(earlier) || title.includes(sheetName))
  expect(ours).toEqual([expect.stringContaining(`17:00 · ${earlier}`), expect.stringContaining(`19:00 · ${sheetName}`)])
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Semanas' })).toBeHidden()
  await shoot(page, 'semana-impressao')
})

test('the private calendar: shown once, read by calendars, and a renewed address answers 404 at the old one', async ({
  page,
  request,
}) => {
  await page.goto('/admin/agenda')
  await page.getByRole('link', { name: 'Agenda no celular' }).click()
  await page.getByRole('button', { name: /^(Criar endereço da agenda|Renovar endereço)/ }).click()
  const first = await page.getByLabel('Endereço (Google Agenda e outros)').inputValue()
  expect(first).toMatch(/\/api\/agenda\/[A-Za-z0-9_-]{43}\.ics$/)
  await expect(page.getByRole('link', { name: first.replace(/^https?:/, 'webcal:') })).toBeVisible()
  await shoot(page, 'agenda-no-celular')
  const feed = await request.get(new URL(first).pathname)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('text/calendar')
  const text = await feed.text()
  expect(text).toContain('BEGIN:VCALENDAR')
  expect(text).toContain(`SUMMARY:Festa de Cliente (80 convidados)`)
  expect(text).toContain(
    `DTSTART;TZID=America/Sao_Paulo:${isoInDays(e2e.partyDay.sheetInDays(0)).replaceAll('-', '')}T190000`,
  )
  expect(text).not.toMatch(/@exemplo\.com|912345678|987654321/)

  // Shown once: a reload no longer has it.
  await page.reload()
  await expect(page.getByLabel('Endereço (Google Agenda e outros)')).toHaveCount(0)
  await page.getByRole('button', { name: 'Renovar endereço (o anterior para de funcionar)' }).click()
  const renewed = await page.getByLabel('Endereço (Google Agenda e outros)').inputValue()
  expect(renewed).not.toBe(first)
  expect((await request.get(new URL(first).pathname)).status()).toBe(404)
  expect((await request.get(new URL(renewed).pathname)).status()).toBe(200)
  expect((await request.get('/api/agenda/nao-existe.ics')).status()).toBe(404)
})

test('the admin opens on what matters on a phone: a short header, sections one tap away, the agenda from today', async ({
  page,
}) => {
  await page.goto('/admin')
  const header = await page.getByRole('banner').boundingBox()
  expect(header!.height).toBeLessThan(844 / 6)
  await expect(page.getByRole('button', { name: 'Sair', exact: true })).toBeHidden()
  await page.locator('summary', { hasText: /^Conta/ }).click()
  await expect(page.getByRole('button', { name: 'Sair', exact: true })).toBeVisible()
  await expect(page.locator('details').getByText(e2e.admin.email)).toBeVisible()
  await page.getByRole('navigation', { name: 'Páginas do painel' }).getByRole('link', { name: 'Agenda' }).click()
  await expect(page).toHaveURL(/\/admin\/agenda$/)
  const firstWeek = page.getByRole('region', { name: /^Semana de / }).first()
  await expect(firstWeek.getByText(/\(hoje\)$/)).toBeVisible()
  // Days past and days with nothing fold away.
  await expect(page.getByText(/^Dias anteriores|^Dias do mês/)).toHaveCount(isoInDays(0).endsWith('-01') ? 0 : 1)
  await shoot(page, 'agenda-celular-hoje')
})
