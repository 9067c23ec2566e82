import type { Browser, Locator, Page } from '@playwright/test'
import { parsePix } from 'pix-utils'
import { centsToInput, formatBRL } from '../../lib/money'
import { acceptProposal } from './support/acceptance'
import { expect, test } from './support/admin-session'
import { clientAddress } from './support/client-address'
import { phone } from './support/devices'
import type { HttpClient } from './support/http-client'
import { handlersOn } from './support/hydration'
import { fillQuoteForm } from './support/quote-form'
import { createQuoteAs, markWonAs } from './support/quotes-by-http'
import { ownDay } from './support/own-day'
import { unique } from './support/unique-name'

// When plans change after the yes, on the owner's phone and the client's, against the production
// build: an aditivo, a payment typed wrong and reversed, a cancellation within the 7 days, the
// status control and "Novo orçamento". Each test makes its own quotes under unique names.
const onPhone = { ...phone, viewport: { width: 360, height: 800 } }
test.use(onPhone)

// What each proposal here prices: one line per guest at a price typed, and the deposit's share.
const PRICE = { typed: '100,00', cents: 10_000 }
const DEPOSIT_PERCENT = 30
const depositOf = (totalCents: number) => Math.round((totalCents * DEPOSIT_PERCENT) / 100)

/** A booking closed on WhatsApp as the owner types it in: the WhatsApp number, no phone, e-mail or message. */
const booking = (name: string, date: string, guests: number) => ({
  name,
  phone: '',
  whatsapp: '11 934567890',
  email: '',
  neighborhood: 'Pinheiros',
  party_type: 'festa-infantil',
  guests: String(guests),
  date,
  event_time: '16:00',
  message: '',
})

/** "Novo orçamento" filled in on the phone, as `booking`; the new quote's id. */
async function newQuote(page: Page, name: string, date: string, guests: number) {
  await page.goto('/admin/orcamentos/novo')
  const typed = booking(name, date, guests)
  await fillQuoteForm(page, { ...typed, partyTypes: ['Festa Infantil'], time: typed.event_time }, { scripts: false })
  await page.getByRole('button', { name: 'Salvar orçamento' }).click()
  await expect(page.getByText('Orçamento criado.')).toBeVisible()
  return Number(/\/admin\/orcamentos\/(\d+)/.exec(page.url())![1])
}

/** The proposal of a quote for `guests`: one line at PRICE each and DEPOSIT_PERCENT down, sent; the client's link. */
async function sendProposal(page: Page, id: number, guests: number) {
  await page.goto(`/admin/orcamentos/${id}/proposta`)
  await page.locator('#line-0-description').fill('Pacote Festa Completa')
  await page.locator('#line-0-price').fill(PRICE.typed)
  await page.locator('#line-0-quantity').fill(String(guests))
  await page.getByLabel('Sinal (% do total)').fill(String(DEPOSIT_PERCENT))
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Versão 1 enviada: agora mande o link ao cliente.')).toBeVisible()
  return page.getByLabel('Link da proposta').inputValue()
}

/** The client, on a phone of her own (no session), accepts at `link`. */
async function clientAccepts(browser: Browser, link: string, fullName: string) {
  const context = await browser.newContext({ ...onPhone, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })
  const client = await context.newPage()
  await client.goto(link)
  await acceptProposal(client, fullName)
  await expect(client.getByText(`Proposta aceita por ${fullName}`)).toBeVisible()
  return client
}

/** "Registrar pagamento" on the proposal's page with `amount` as the owner types it. */
async function recordPayment(page: Page, id: number, amount: string) {
  await page.goto(`/admin/orcamentos/${id}/proposta`)
  await page.getByLabel('Valor recebido (R$)').fill(amount)
  await page.getByRole('button', { name: 'Registrar pagamento' }).click()
  await expect(page.getByText('Pagamento registrado.')).toBeVisible()
}

/**
 * A quote posted as "Novo orçamento" would (the last test here fills the form), its proposal sent
 * and accepted by the client on her phone: the quote's id, the link and her page.
 */
async function acceptedParty(
  { page, admin, browser }: { page: Page; admin: HttpClient; browser: Browser },
  label: string,
  date: string,
  guests: number,
) {
  const name = unique(label)
  const id = await createQuoteAs(admin, booking(name, date, guests))
  const link = await sendProposal(page, id, guests)
  const client = await clientAccepts(browser, link, 'Maria Cliente Souza')
  return { name, id, link, client }
}

/** The value under a heading of a definition list (`<dt>` then `<dd>`). */
const fact = (scope: Page | Locator, heading: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${heading}"]/following-sibling::dd[1]`)

/** The client's Pix, its BR Code decoded: a static Pix for `cents` (an amount in reais there). */
const expectPixFor = async (client: Page, cents: number) =>
  expect(parsePix(await client.getByLabel('Pix copia e cola').inputValue())).toMatchObject({
    type: 'STATIC',
    pixKey: 'contato@buffetfestaemcasa.com.br',
    transactionAmount: cents / 100,
  })

test.beforeEach(async ({ page, asAdmin, pixConfigured }) => {
  await asAdmin(page)
  await pixConfigured()
})

test('an aditivo of 20 more guests, accepted by the client, makes her Pix ask for the new remaining amount and the sheet count the new guests', async ({
  page,
  admin,
  browser,
}) => {
  test.setTimeout(240_000)
  const guests = 70
  const { id, client } = await acceptedParty({ page, admin, browser }, 'Cliente do Aditivo', ownDay(), guests)
  const total = guests * PRICE.cents
  const deposit = depositOf(total)
  await recordPayment(page, id, centsToInput(deposit))
  await expect(page.getByText(/sinal pago/)).toBeVisible()

  // The owner's aditivo: 20 more guests, and the package for each of them.
  await page.locator('summary', { hasText: 'Fazer um aditivo (itens, convidados ou data)' }).click()
  await page.getByLabel('Convidados', { exact: true }).fill(String(guests + 20))
  await page.locator('#line-0-quantity').fill(String(guests + 20))
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Versão 2 enviada: agora mande o link ao cliente.')).toBeVisible()
  const amendmentLink = await page.getByLabel('Link da proposta').inputValue()

  // The client opens the new link: before → after, the new total, and she accepts it.
  const newTotal = (guests + 20) * PRICE.cents
  await client.goto(amendmentLink)
  const changes = client.getByRole('region', { name: 'Aditivo à proposta aceita (versão 1): o que muda' })
  await expect(changes.locator('[data-mudanca="Convidados"]').getByRole('cell')).toHaveText([
    String(guests),
    String(guests + 20),
  ])
  await expect(changes.locator('[data-mudanca="Total"]').getByRole('cell')).toHaveText([
    formatBRL(total),
    formatBRL(newTotal),
  ])
  await acceptProposal(client, 'Maria Cliente Souza')
  await expect(client.getByText('Proposta aceita por Maria Cliente Souza')).toBeVisible()

  // The deposit paid stays; the Pix asks for all the rest of the new total, to the centavo.
  const remaining = newTotal - deposit
  await expect(client.getByText(`Falta pagar: ${formatBRL(remaining)}`)).toBeVisible()
  await expectPixFor(client, remaining)
  await client.context().close()

  await page.goto(`/admin/orcamentos/${id}/ficha`)
  const sheet = page.getByRole('article')
  await expect(fact(sheet, 'Convidados')).toHaveText(String(guests + 20))
  await expect(sheet.getByRole('row').filter({ hasText: 'Pacote Festa Completa' })).toContainText(String(guests + 20))
})

test('a payment typed as R$ 5.000,00 instead of R$ 500,00 is reversed: its receipt says cancelled with the reason and the installments reopen', async ({
  page,
  admin,
  browser,
}) => {
  test.setTimeout(180_000)
  const guests = 70
  const { id, client } = await acceptedParty({ page, admin, browser }, 'Cliente do Estorno', ownDay(), guests)
  const total = guests * PRICE.cents
  await recordPayment(page, id, '5.000,00')
  await client.reload()
  await expect(client.getByText(`Falta pagar: ${formatBRL(total - 500_000)}`)).toBeVisible()

  const reason = 'Digitado R$ 5.000,00 em vez de R$ 500,00'
  await page.locator('summary', { hasText: 'Estornar um pagamento ou registrar devolução' }).click()
  const reversal = page.getByRole('form', { name: /^Estornar recibo nº \d+ \(R\$\s5\.000,00 em / })
  await reversal.getByLabel('Motivo do estorno (aparece no recibo)').fill(reason)
  await reversal.getByRole('button', { name: /^Estornar recibo nº/ }).click()
  await expect(page.getByText(/^Pagamento estornado: o recibo nº \d+ agora aparece como cancelado/)).toBeVisible()

  // The client's page: everything is owed again, the deposit's Pix asks for all of it, the receipt says why.
  await client.reload()
  await expect(client.getByText(`Falta pagar: ${formatBRL(total)}`)).toBeVisible()
  const schedule = client.getByRole('region', { name: 'Pagamentos' })
  await expect(schedule.locator('[data-parcela]').filter({ hasNotText: 'Em aberto' })).toHaveCount(0)
  await expectPixFor(client, depositOf(total))
  await expect(schedule.getByRole('listitem').filter({ hasText: `cancelado: ${reason}` })).toBeVisible()
  await schedule.getByRole('link', { name: /^Recibo nº \d+$/ }).click()
  await expect(client.locator('[data-cancelado]')).toHaveText(
    new RegExp(
      `^Recibo cancelado em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}: ${reason.replace(/[.$]/g, '\\$&')}\\. Este pagamento foi estornado e não vale como quitação\\.$`,
    ),
  )
  await client.context().close()

  // The right amount then counts as it should.
  await recordPayment(page, id, '500,00')
  await expect(page.getByText(`Falta pagar: ${formatBRL(total - 50_000)}`)).toBeVisible()
})

/** The public form on a phone, the date picked: whether the visitor is told it is probably taken. */
async function publicFormWarns(browser: Browser, date: string) {
  const context = await browser.newContext({ ...onPhone, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })
  const visitor = await context.newPage()
  await visitor.goto('/orcamento')
  const answer = visitor.waitForResponse((response) => response.url().endsWith('/api/datas-ocupadas'))
  await visitor.getByLabel('Data do evento *').fill(date)
  const { dates } = (await (await answer).json()) as { dates: string[] }
  const warning = visitor.getByText('Esta data provavelmente já está reservada', { exact: false })
  const warned = dates.includes(date)
  await (warned ? expect(warning).toBeVisible() : expect(warning).toHaveCount(0))
  await context.close()
  return warned
}

test('a party cancelled within 7 days of the online acceptance returns everything paid and frees its day on the public form', async ({
  page,
  admin,
  browser,
}) => {
  test.setTimeout(240_000)
  const date = ownDay()
  const guests = 60
  const { id, client } = await acceptedParty({ page, admin, browser }, 'Cliente que Desistiu', date, guests)
  await client.context().close()
  const deposit = depositOf(guests * PRICE.cents)
  await recordPayment(page, id, centsToInput(deposit))

  // The day's second place, closed on WhatsApp: the day is full and the public form says so.
  const other = unique('Outra Festa do Dia')
  await markWonAs(admin, await createQuoteAs(admin, booking(other, date, 40)), '3.000,00')
  expect(await publicFormWarns(browser, date)).toBe(true)

  await page.goto(`/admin/orcamentos/${id}/proposta`)
  await page.locator('summary', { hasText: 'Cancelar festa' }).click()
  await expect(page.locator('[data-devolver]')).toHaveText(
    `Recebido: ${formatBRL(deposit)}. A devolver hoje: ${formatBRL(deposit)} (100%, arrependimento nos 7 dias depois do aceite on-line: devolve tudo).`,
  )
  const cancel = page.getByRole('form', { name: 'Cancelar festa' })
  await cancel.getByLabel('Motivo').fill('Desistiu dentro dos 7 dias')
  await cancel.getByRole('button', { name: 'Cancelar festa' }).click()
  await expect(
    page.getByText('Festa cancelada: a data foi liberada e as parcelas fechadas. Registre a devolução devida.'),
  ).toBeVisible()

  expect(await publicFormWarns(browser, date)).toBe(false)
})

test('the status control shows only the saved status while "Fechado (ganho)" waits for the event’s value', async ({
  page,
  admin,
}) => {
  const name = unique('Cliente do Status')
  const id = await createQuoteAs(admin, booking(name, ownDay(), 50))
  await page.goto(`/admin/orcamentos/${id}`)
  await handlersOn(page, 'select[id^="status-"]')
  const control = page.getByLabel(`Status de ${name}`)
  const badge = control.locator('xpath=../span[1]')
  const saved = async () => {
    await expect(control).toHaveValue('em_contato')
    await expect(control.locator('option:checked')).toHaveText('Em contato')
    await expect(badge).toHaveText('Em contato')
  }
  await saved()

  // Asked for the value, nothing is saved yet: both still show Em contato; cancelling the question leaves it so.
  const question = page.getByRole('group', { name: `Fechar o orçamento de ${name}` })
  await control.selectOption({ label: 'Fechado (ganho)' })
  await expect(question.getByLabel('Valor do evento (R$)')).toBeVisible()
  await saved()
  await question.getByRole('button', { name: 'Cancelar', exact: true }).click()
  await expect(question).toHaveCount(0)
  await saved()

  // An empty answer, then one the server refuses.
  await control.selectOption({ label: 'Fechado (ganho)' })
  await question.getByRole('button', { name: 'Marcar como fechado' }).click()
  await expect(question.getByRole('alert')).toHaveText('Informe o valor do evento.')
  await saved()
  await question.getByLabel('Valor do evento (R$)').fill('muito')
  await question.getByRole('button', { name: 'Marcar como fechado' }).click()
  await expect(question.getByRole('alert')).toHaveText('Informe o valor do evento em reais, ex.: 5.000,00.')
  await saved()

  // She leaves with the question open: the page she comes back to shows what was saved.
  await page.goto('/admin')
  await page.goto(`/admin/orcamentos/${id}`)
  await saved()
})

test('"Novo orçamento" on a phone names each contact as the public form does and saves a quote with only a WhatsApp and no message', async ({
  page,
}) => {
  await page.goto('/admin/orcamentos/novo')
  const form = page.getByRole('form', { name: 'Novo orçamento' })
  for (const label of ['Telefone *', 'WhatsApp *', 'Email *'])
    await expect(form.locator('label').getByText(label, { exact: true })).toBeVisible()
  await expect(
    form.getByText('Basta um contato do cliente: WhatsApp, telefone ou e-mail. A mensagem é opcional.'),
  ).toBeVisible()
  const name = unique('Cliente só do WhatsApp')
  await newQuote(page, name, ownDay(), 35)
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(fact(page, 'WhatsApp')).toHaveText('11 934567890')
  await expect(fact(page, 'Telefone')).toHaveText('-')
  await expect(fact(page, 'Email')).toHaveText('-')
  await expect(fact(page, 'Mensagem')).toHaveText('-')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
