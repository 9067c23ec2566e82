import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { readMail } from '../support/smtp'
import { expect, test } from './support/admin-session'
import { e2e } from './support/config'
import { handlersOn } from './support/hydration'
import { createQuoteAs, markWonAs, postVisitorQuote } from './support/quotes-by-http'
import { shoot } from './support/screenshots'
import { phone } from './support/devices'
import { acceptProposal } from './support/acceptance'
import { brazilianDate, fillQuoteForm, isoInDays } from './support/quote-form'
import { ownDay } from './support/own-day'
import { unique } from './support/unique-name'

// The agenda as the book of record, on the production build at a phone's size: the owner takes a
// quote from a WhatsApp conversation, a client's acceptance holds the date until the deposit's
// deadline, the deposit confirms it, and a later acceptance for the now full day is refused with
// the business's contacts. Every test uses its own names and its own far-off day. The administrator
// is signed in once per worker (admin.spec.ts proves signing in).

test.use(phone)

/** The admin's "Novo orçamento" form has hydrated (its fields are React's). */
const formHydrated = (page: Page) => handlersOn(page, 'form[aria-label="Novo orçamento"]')

/** The day's line in the agenda's week list (the phone's view of the month). */
const agendaDay = (page: Page, name: string) =>
  page
    .locator('li:visible')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .first()

/** A visitor's quote as the public form posts it (quote-form.spec.ts proves the form). */
const sendQuote = (name: string, date: string) =>
  postVisitorQuote({
    name,
    phone: '1134567890',
    whatsapp: '11912345678',
    email: 'cliente.agenda@exemplo.com',
    neighborhood: 'Moema',
    party_type: 'festa-infantil',
    guests: '70',
    date,
    event_time: '16:00',
    message: 'Festa de 6 anos',
  })

/** On the quote: "Criar proposta", a package from the catalogue, "Enviar"; the client's link. */
async function sendProposal(page: Page, name: string) {
  await page.goto(`/admin?busca=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name, exact: true }).first().click()
  await expect(page).toHaveURL(/\/admin\/orcamentos\/\d+$/)
  const id = Number(/(\d+)$/.exec(page.url())![1])
  await page.getByRole('link', { name: 'Criar proposta' }).click()
  await page.getByLabel('Adicionar do catálogo (preços do Studio)').selectOption('package-kids')
  await page.getByRole('button', { name: 'Adicionar' }).click()
  await expect(page.locator('#line-0-description')).toHaveValue('Pacote Kids')
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Versão 1 enviada: agora mande o link ao cliente.')).toBeVisible()
  return { id, link: await page.getByLabel('Link da proposta').inputValue() }
}

async function accept(browser: Browser, link: string, fullName: string) {
  const client = await browser.newContext({ ...phone, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } })
  const page = await client.newPage()
  await page.goto(link)
  await acceptProposal(page, fullName)
  return { client, page }
}

async function mailsAbout(text: string) {
  const files = await readdir(e2e.mailDir)
  const mails = await Promise.all(
    files.map(async (file) => readMail(await readFile(path.join(e2e.mailDir, file), 'utf8'))),
  )
  return mails.filter((mail) => mail.subject.includes(text))
}

test('the owner creates a quote from a WhatsApp conversation on her phone and finds it in the agenda', async ({
  page,
  asAdmin,
}) => {
  const name = unique('Cliente do WhatsApp')
  const date = ownDay()
  await asAdmin(page)
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Páginas do painel' })
    .getByRole('link', { name: 'Novo orçamento' })
    .click()
  await formHydrated(page)
  // A mistake comes back marked, with everything typed still there.
  await fillQuoteForm(
    page,
    {
      name,
      phone: '11 934567890',
      whatsapp: '11 934567890',
      email: 'whatsapp@',
      neighborhood: 'Lapa',
      partyTypes: ['Festa Infantil'],
      guests: '45',
      date,
      time: '17:00',
      message: 'Festa de 5 anos',
    },
    { scripts: false },
  )
  await page.getByRole('button', { name: 'Salvar orçamento' }).click()
  await expect(page.getByRole('alert').getByText('Formato de email inválido')).toBeVisible()
  await expect(page.getByLabel('Nome *')).toHaveValue(name)
  await expect(page.getByLabel('Mensagem *')).toHaveValue('Festa de 5 anos')
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByLabel('Email *').fill('whatsapp@exemplo.com')
  await page.getByLabel('Como nos conheceu? (opcional)').selectOption({ label: 'WhatsApp' })
  await page.getByRole('button', { name: 'Salvar orçamento' }).click()
  await expect(page.getByText('Orçamento criado.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByLabel(`Status de ${name}`)).toHaveValue('em_contato')
  await expect(page.getByText(`criado no painel por ${e2e.admin.email}`, { exact: false })).toBeVisible()

  await shoot(page, 'quote-created-phone')
  await page.getByRole('link', { name: 'Ver na agenda' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/agenda\\?mes=${date.slice(0, 7)}$`))
  const day = agendaDay(page, name)
  await expect(day).toContainText('(Em contato)')
  await day.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
})

test('without JavaScript, "Novo orçamento" shows every error with what was typed, then saves', async ({
  browser,
  asAdmin,
}) => {
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false })
  const page = await context.newPage()
  await asAdmin(page)
  await page.goto('/admin/orcamentos/novo')
  const name = unique('Cliente no balcão')
  await page.getByLabel('Nome *').fill(name)
  await page.getByRole('button', { name: 'Salvar orçamento' }).click()
  const errors = page.getByRole('alert')
  // One way to reach the client is enough, and no message: a booking closed on WhatsApp has none.
  await expect(errors.getByText('Informe ao menos um contato: WhatsApp, telefone ou e-mail')).toBeVisible()
  await expect(errors.getByText('Mensagem é obrigatória')).toHaveCount(0)
  await expect(page.getByLabel('Nome *')).toHaveValue(name)
  await fillQuoteForm(
    page,
    {
      name,
      phone: '11934567890',
      whatsapp: '11934567890',
      email: 'balcao@exemplo.com',
      neighborhood: 'Mooca',
      partyTypes: ['Festa Adulto'],
      guests: '30',
      date: ownDay(),
      time: '20:00',
      message: 'Veio pessoalmente',
    },
    { scripts: false },
  )
  await page.getByRole('button', { name: 'Salvar orçamento' }).click()
  await expect(page.getByText('Orçamento criado.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await context.close()
})

test('a client’s acceptance holds the date until the deadline, the deposit confirms it, and a later acceptance for the full day is refused with the business’s contacts', async ({
  page,
  browser,
  admin,
  asAdmin,
}) => {
  // Two proposals, a quote typed in, two clients and the deposit: a long journey on a busy machine.
  test.setTimeout(300_000)
  const date = ownDay()
  const [first, second, typedIn] = [unique('Cliente Primeira'), unique('Cliente Segunda'), unique('Evento do WhatsApp')]
  await sendQuote(first, date)
  await sendQuote(second, date)
  await asAdmin(page)
  const one = await sendProposal(page, first)
  const two = await sendProposal(page, second)

  // The owner takes a third party for that day on WhatsApp ("Novo orçamento", as the first test
  // fills it in) and closes it (its status control, as agenda-and-follow-up.spec.ts uses it): one of
  // the day's two places.
  const typedId = await createQuoteAs(admin, {
    name: typedIn,
    phone: '11 934567890',
    whatsapp: '11 934567890',
    email: 'whatsapp@exemplo.com',
    neighborhood: 'Lapa',
    party_type: 'festa-infantil',
    guests: '45',
    date,
    event_time: '17:00',
    message: 'Pediu pelo WhatsApp: festa de 5 anos',
    lead_source: 'whatsapp',
  })
  await markWonAs(admin, typedId, '3.200,00')
  await page.goto(`/admin/orcamentos/${typedId}`)
  await expect(page.getByText(/^Data confirmada: /)).toBeVisible()

  // The first client accepts on a phone: the date is held until the deposit's deadline.
  const deadline = brazilianDate(isoInDays(3))
  const { client: firstClient, page: firstPage } = await accept(browser, one.link, 'Primeira Cliente Souza')
  await expect(firstPage.getByText('Proposta aceita por Primeira Cliente Souza')).toBeVisible()
  await expect(firstPage.getByText(`está pré-reservada até ${deadline}`, { exact: false })).toBeVisible()
  await shoot(firstPage, 'client-hold-phone')
  await page.goto(`/admin/agenda?mes=${date.slice(0, 7)}`)
  await expect(agendaDay(page, first)).toContainText(`Pré-reserva até ${deadline.slice(0, 5)}`)
  await expect(agendaDay(page, first)).toContainText('Lotado')

  // The owner records the deposit: the day shows two confirmed events.
  await page.goto(`/admin/orcamentos/${one.id}/proposta`)
  await page.getByRole('button', { name: 'Registrar pagamento' }).click()
  await expect(page.getByText('Pagamento registrado.')).toBeVisible()
  await page.goto(`/admin/orcamentos/${one.id}`)
  await expect(page.getByLabel(`Status de ${first}`)).toHaveValue('fechado')
  await expect(page.getByText(/^Data confirmada: /)).toBeVisible()
  await page.goto(`/admin/agenda?mes=${date.slice(0, 7)}`)
  const day = agendaDay(page, first)
  await expect(day).toContainText('Lotado')
  await expect(day).toContainText('2/2 confirmados')
  await shoot(page, 'agenda-full-phone')
  await expect(day.getByRole('link', { name: typedIn, exact: true })).toBeVisible()
  await firstPage.reload()
  await expect(firstPage.getByText('Sinal recebido: sua data está reservada. Obrigado!')).toBeVisible()
  await firstClient.close()

  // The second client accepts the same day, now full: refused, told whom to call; nothing is recorded.
  const { client: secondClient, page: secondPage } = await accept(browser, two.link, 'Segunda Cliente Lima')
  await expect(
    secondPage.getByText('A data desta proposta não está mais disponível para reserva pelo site', { exact: false }),
  ).toBeVisible()
  await expect(secondPage.getByRole('link', { name: 'WhatsApp 11 91234-5678' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511912345678\?text=/,
  )
  await expect(secondPage.getByRole('link', { name: 'contato@buffetfestaemcasa.com.br' }).first()).toHaveAttribute(
    'href',
    'mailto:contato@buffetfestaemcasa.com.br',
  )
  await expect(secondPage.getByLabel('Seu nome completo')).toHaveValue('Segunda Cliente Lima')
  await shoot(secondPage, 'client-refused-phone')
  await secondPage.reload()
  await expect(secondPage.getByRole('button', { name: 'Aceitar proposta' })).toBeVisible()
  await secondClient.close()
  await page.goto(`/admin/orcamentos/${two.id}`)
  await expect(page.getByLabel(`Status de ${second}`)).toHaveValue('orcamento_enviado')
  await expect(page.getByText('O dia está lotado.', { exact: false })).toBeVisible()
  await shoot(page, 'quote-full-day-phone')

  // And the owner is told.
  await expect
    .poll(async () => (await mailsAbout(`Aceite recusado: ${brazilianDate(date)} sem vaga (${second})`)).length, {
      timeout: 20_000,
    })
    .toBe(1)
})
