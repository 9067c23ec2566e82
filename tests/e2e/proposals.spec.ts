import { readdir, readFile } from 'node:fs/promises'
import { shoot } from './support/screenshots'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { readMail } from '../support/smtp'
import { expect, test } from './support/admin-session'
import { e2e } from './support/config'
import { queryCopy } from './support/database'
import { phone } from './support/devices'
import { fillContract } from './support/acceptance'
import { parsePix } from 'pix-utils'
import { brazilianDate, isoInDays } from './support/quote-form'
import { postVisitorQuote } from './support/quotes-by-http'
import { ownDay } from './support/own-day'
import { unique } from './support/unique-name'

// Every test has its own quote, posted as the public form posts it (quote-form.spec.ts proves the
// form), with a unique name, and looks only at it. The administrator is signed in once per worker
// (admin.spec.ts proves signing in).
const desktop = { viewport: { width: 1280, height: 900 } }

const sendQuote = (name: string, date = ownDay()) =>
  postVisitorQuote({
    name,
    phone: '1134567890',
    whatsapp: '11912345678',
    email: 'cliente.proposta@exemplo.com',
    neighborhood: 'Moema',
    party_type: 'festa-infantil',
    guests: '70',
    date,
    event_time: '16:00',
    message: 'Festa de 6 anos',
  })

/** Finds the quote by name, on a page of the signed-in administrator; its id. */
async function openQuote(page: Page, name: string): Promise<number> {
  await page.goto(`/admin?busca=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/orcamentos\/\d+$/)
  return Number(/(\d+)$/.exec(page.url())![1])
}

/** On the quote: "Criar proposta", a package from the catalogue, a free line, 10% off, "Enviar"; returns the client's link. */
async function createAndSendProposal(page: Page, id: number, screenshot?: string) {
  await page.goto(`/admin/orcamentos/${id}`)
  await page.getByRole('link', { name: 'Criar proposta' }).click()
  await expect(page).toHaveURL(`/admin/orcamentos/${id}/proposta`)
  await expect(page.getByLabel('Convidados', { exact: true })).toHaveValue('70')
  await page.getByLabel('Adicionar do catálogo (preços do Studio)').selectOption('package-kids')
  await page.getByRole('button', { name: 'Adicionar' }).click()
  await expect(page.locator('#line-0-description')).toHaveValue('Pacote Kids')
  await expect(page.locator('#line-0-price')).toHaveValue('89,90')
  await expect(page.locator('#line-0-quantity')).toHaveValue('70')
  await page.locator('#line-1-description').fill('Decoração de balões')
  await page.locator('#line-1-price').fill('trezentos')
  await page.getByLabel('Desconto', { exact: true }).selectOption('percent')
  await page.getByLabel('Valor do desconto').fill('10')
  // A mistake comes back marked, with everything typed still there.
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Informe o preço em reais, ex.: 89,90.')).toBeVisible()
  await expect(page.locator('#line-1-description')).toHaveValue('Decoração de balões')
  await expect(page.getByLabel('Valor do desconto')).toHaveValue('10')
  await page.locator('#line-1-price').fill('350,00')
  if (screenshot) await shoot(page, screenshot)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Versão 1 enviada: agora mande o link ao cliente.')).toBeVisible()
  const link = await page.getByLabel('Link da proposta').inputValue()
  expect(link).toMatch(new RegExp(`^${e2e.baseURL}/proposta/[A-Za-z0-9_-]{22}$`))
  return link
}

async function mailsAbout(text: string) {
  const files = await readdir(e2e.mailDir)
  const mails = await Promise.all(
    files.map(async (file) => readMail(await readFile(path.join(e2e.mailDir, file), 'utf8'))),
  )
  return mails.filter((mail) => mail.subject.includes(text))
}

/**
 * A dashboard block opened (on a phone its heading folds it) with its older items unfolded too:
 * other tests' clients may have answered since.
 */
async function unfolded(page: Page, name: RegExp) {
  const region = page.getByRole('region', { name })
  await expect(region).toBeVisible()
  const closed = region.locator('details:not([open]) > summary')
  while ((await closed.count()) > 0) await closed.first().click()
  return region
}

const clientContext = (browser: Browser, options: BrowserContextOptions = {}) =>
  browser.newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.50' } })

// The owner works from her phone, and so do most clients: the whole journey runs there. On a desktop
// only what differs is checked (the printed proposal, the acceptance's form at that width).
test.describe('on a phone', () => {
  test.use(phone)

  test('from quote to booked party: create, send, the client accepts and the date is held, sees the Pix, the deposit is recorded and the quote is won', async ({
    page,
    browser,
    asAdmin,
    pixConfigured,
  }) => {
    test.setTimeout(180_000)
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
    const name = unique('Cliente Proposta phone')
    await sendQuote(name)
    await asAdmin(page)
    const id = await openQuote(page, name)
    await pixConfigured()
    const link = await createAndSendProposal(page, id, 'editor-phone')

    // WhatsApp: to the client's number, naming them, with the link.
    const whatsapp = new URL(
      (await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href')) ?? '',
    )
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/5511912345678')
    expect(whatsapp.searchParams.get('text')).toMatch(
      new RegExp(
        `^Olá, Cliente! Aqui é do Buffet Festa em Casa\\. Segue a sua proposta .*: ${link.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`,
      ),
    )
    await page.goto(`/admin/orcamentos/${id}`)
    await expect(page.getByLabel(`Status de ${name}`)).toHaveValue('orcamento_enviado')

    // The client, in a browser of their own (no session).
    const client = await clientContext(browser, phone)
    const proposal = await client.newPage()
    const response = await proposal.goto(link)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toMatch(/private/)
    expect(response?.headers()['cache-control']).toMatch(/no-store/)
    await expect(proposal.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(proposal.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin')
    await expect(proposal.getByRole('heading', { level: 1, name: `Proposta para ${name}` })).toBeVisible()
    // 70 × R$ 89,90 + R$ 350,00 = R$ 6.643,00; 10% off = R$ 5.978,70; deposit 30% = R$ 1.793,61.
    await expect(proposal.getByText(/R\$\s5\.978,70/).first()).toBeVisible()
    await expect(proposal.getByText(/R\$\s1\.793,61/).first()).toBeVisible()
    await expect(proposal.getByRole('heading', { name: 'Condições' })).toBeVisible()
    await shoot(proposal, 'client-phone')
    await proposal.emulateMedia({ media: 'print' })
    await shoot(proposal, 'client-print')
    await proposal.emulateMedia({ media: 'screen' })

    await proposal.getByLabel('Seu nome completo').fill('Maria')
    await fillContract(proposal, { cpf: '529.982.247-24' })
    await proposal.getByRole('button', { name: 'Aceitar proposta' }).click()
    await expect(proposal.getByText('Informe seu nome completo (nome e sobrenome).')).toBeVisible()
    // The CPF's check digits are checked; everything typed stays.
    await expect(proposal.getByText('Este CPF não é válido: confira os números.')).toBeVisible()
    await expect(proposal.getByLabel('Rua', { exact: true })).toHaveValue('Rua das Festas')
    await proposal.getByLabel('Seu nome completo').fill('Maria Cliente Souza')
    await proposal.getByLabel('CPF', { exact: true }).fill('529.982.247-25')
    await proposal.getByLabel('Li e aceito os itens, os valores e as condições desta proposta.').check()
    // A double click must record one acceptance.
    await proposal.getByRole('button', { name: 'Aceitar proposta' }).dblclick()
    await expect(proposal.getByText('Proposta aceita por Maria Cliente Souza')).toBeVisible()
    // The date is held until the deposit's deadline ("Propostas e Pix": 3 days by default).
    await expect(
      proposal.getByText(`está pré-reservada até ${brazilianDate(isoInDays(3))}`, { exact: false }),
    ).toBeVisible()
    const code = proposal.getByLabel('Pix copia e cola')
    await expect(code).toHaveValue(
      /^000201.*br\.gov\.bcb\.pix.*54071793\.615802BR5920BUFFET FESTA EM CASA6009SAO PAULO.*6304[0-9A-F]{4}$/,
    )
    await expect(proposal.getByRole('img', { name: 'QR code do Pix do sinal' })).toBeVisible()
    await shoot(proposal, 'client-accepted-phone')

    const [stored] = await queryCopy<{ n: number; address: string; agent: string }>(
      `select count(*)::int as n, min(a.client_address) as address, min(a.user_agent) as agent from public.proposal_acceptances a join public.proposals p on p.id = a.proposal_id where p.orcamento_id = $1`,
      [id],
    )
    expect(stored).toMatchObject({ n: 1, address: '203.0.113.50' })
    expect(stored?.agent).toContain('Chrome')
    // The contract's data reached the acceptance and the quote.
    const [contract] = await queryCopy<{ cpf: string; street: string; quote_cpf: string; quote_street: string }>(
      `select a.cpf, a.event_address ->> 'street' as street, q.client_cpf as quote_cpf, q.address_street as quote_street
         from public.proposal_acceptances a join public.proposals p on p.id = a.proposal_id join public."Orcamentos" q on q.id = p.orcamento_id where p.orcamento_id = $1`,
      [id],
    )
    expect(contract).toEqual({
      cpf: '52998224725',
      street: 'Rua das Festas',
      quote_cpf: '52998224725',
      quote_street: 'Rua das Festas',
    })

    // The administrator: the date is held (the quote is won with the deposit), accepted proposals come first, the list says the deposit is pending.
    await page.goto(`/admin/orcamentos/${id}`)
    await expect(page.getByLabel(`Status de ${name}`)).toHaveValue('orcamento_enviado')
    await expect(
      page.getByText(`até ${brazilianDate(isoInDays(3))}: sem o sinal até lá, a data é liberada.`, { exact: false }),
    ).toBeVisible()
    await page.goto('/admin')
    // With answers waiting, today's contacts below them still start on the phone's first screen.
    const contacts = await page.getByRole('heading', { name: /^Para contatar hoje/ }).boundingBox()
    expect(contacts!.y).toBeLessThan(page.viewportSize()!.height)
    const answers = await unfolded(page, /Respostas às propostas/)
    await expect(answers.getByRole('link', { name: 'Maria Cliente Souza' }).first()).toBeVisible()
    const accepted = await unfolded(page, /Propostas aceitas aguardando o sinal/)
    await expect(accepted.getByRole('link', { name: 'Maria Cliente Souza' }).first()).toBeVisible()
    await page.goto(`/admin?busca=${encodeURIComponent(name)}`)
    await expect(page.locator('tr').filter({ hasText: name }).getByText('Sinal pendente')).toBeVisible()

    await page.goto(`/admin/orcamentos/${id}/proposta`)
    await expect(page.getByLabel('Dados para o contrato')).toContainText('529.982.247-25')
    await expect(page.getByLabel('Dados para o contrato')).toContainText(
      'Rua das Festas, 120, Casa 2 · Moema · São Paulo · CEP 04571-010',
    )
    await expect(page.getByText(/aberta \d+ vez/).first()).toBeVisible()
    await expect(page.getByLabel('Valor recebido (R$)')).toHaveValue('1793,61')
    await page.getByLabel('Valor recebido (R$)').fill('mil')
    await page.getByRole('button', { name: 'Registrar pagamento' }).click()
    await expect(page.getByText('Informe o valor recebido em reais, ex.: 1.234,56.')).toBeVisible()
    // A partial deposit in cash: the deposit's installment is reduced, the client's Pix asks for the rest.
    await page.getByLabel('Valor recebido (R$)').fill('1.000,00')
    // The aditivo's editor on the same page has its own "Forma de pagamento" (the terms' text).
    const paymentForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Registrar pagamento' }) })
    await paymentForm.getByLabel('Forma de pagamento').selectOption('dinheiro')
    await page.getByRole('button', { name: 'Registrar pagamento' }).click()
    await expect(page.getByText('Pagamento registrado.')).toBeVisible()
    await expect(page.getByText(/sinal pendente/)).toBeVisible()
    await expect(page.getByLabel('Valor recebido (R$)')).toHaveValue('793,61')
    await proposal.reload()
    const pixAmount = async () => parsePix(await proposal.getByLabel('Pix copia e cola').inputValue())
    await expect(proposal.getByText(/Sinal por Pix: R\$\s793,61/)).toBeVisible()
    expect(await pixAmount()).toMatchObject({
      type: 'STATIC',
      pixKey: 'contato@buffetfestaemcasa.com.br',
      transactionAmount: 793.61,
    })
    // The rest of the deposit by Pix: the date is confirmed and the quote won.
    await page.getByRole('button', { name: 'Registrar pagamento' }).click()
    await expect(page.getByText('Pagamento registrado.')).toBeVisible()
    await expect(page.getByText(/sinal pago/)).toBeVisible()
    await page.goto(`/admin?busca=${encodeURIComponent(name)}`)
    await expect(page.locator('tr').filter({ hasText: name }).getByText('Sinal pago')).toBeVisible()
    await page.goto(`/admin/orcamentos/${id}`)
    await expect(page.getByLabel(`Status de ${name}`)).toHaveValue('fechado')
    await expect(page.getByText(/^Data confirmada: /)).toBeVisible()
    await proposal.reload()
    await expect(proposal.getByText('Sinal recebido: sua data está reservada. Obrigado!')).toBeVisible()
    // The next installment's Pix: the balance (R$ 5.978,70 − R$ 1.793,61), decoded field by field.
    await expect(proposal.getByText(/Restante por Pix: R\$\s4\.185,09/)).toBeVisible()
    const next = await pixAmount()
    expect(next).toMatchObject({
      type: 'STATIC',
      pixKey: 'contato@buffetfestaemcasa.com.br',
      transactionAmount: 4185.09,
      merchantName: 'BUFFET FESTA EM CASA',
    })
    // Each receipt went to the client's e-mail, with its link on the client's page.
    await expect
      .poll(
        async () => (await mailsAbout('Recibo nº')).filter((mail) => mail.text.includes(`${link}/recibo/`)).length,
        { timeout: 20_000 },
      )
      .toBe(2)
    const schedule = proposal.getByRole('region', { name: 'Pagamentos' })
    await expect(schedule.locator('[data-parcela="1"]')).toContainText('Pago')
    await expect(schedule.locator('[data-parcela="2"]')).toContainText('Em aberto')
    await shoot(proposal, 'client-schedule-phone')
    // The receipts, from the client's page: the second one completed the deposit.
    await schedule
      .getByRole('link', { name: /Recibo nº \d+/ })
      .last()
      .click()
    await expect(proposal.getByRole('heading', { name: /Recibo nº \d+/ })).toBeVisible()
    await expect(proposal.locator('[data-por-extenso]')).toHaveText(
      'setecentos e noventa e três reais e sessenta e um centavos',
    )
    await expect(
      proposal.getByText('Recebemos de Maria Cliente Souza, CPF 529.982.247-25,', { exact: false }),
    ).toBeVisible()
    await expect(proposal.getByText('Sinal (quitação)', { exact: false })).toBeVisible()
    await expect(proposal.locator('[data-saldo]')).toHaveText(/R\$\s4\.185,09/)
    await shoot(proposal, 'receipt-phone')
    await proposal.emulateMedia({ media: 'print' })
    await shoot(proposal, 'receipt-print')
    await expect(proposal.getByRole('button', { name: 'Imprimir ou salvar em PDF' })).toBeHidden()
    // "Imprimir": the receipt is one A4 page.
    const pdf = await proposal.pdf({ format: 'A4', printBackground: true })
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1)
    await proposal.emulateMedia({ media: 'screen' })

    // E-mails: the business hears of it, and the client gets a copy.
    await expect.poll(async () => (await mailsAbout(`Proposta aceita: ${name}`)).length, { timeout: 20_000 }).toBe(1)
    const [notice] = await mailsAbout(`Proposta aceita: ${name}`)
    expect(notice!.headers.to).toBe(e2e.notifyTo)
    expect(notice!.text).toContain('Maria Cliente Souza aceitou a proposta PROP')
    await expect
      .poll(
        async () =>
          (await mailsAbout('aceita | Buffet Festa em Casa')).filter((mail) => mail.text.includes(link)).length,
        { timeout: 20_000 },
      )
      .toBe(1)
    await client.close()
  })
})

test('on a desktop: the proposal prints on one or two A4 pages without its forms, and is accepted at that width', async ({
  page,
  browser,
  asAdmin,
  pixConfigured,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(desktop.viewport)
  const name = unique('Cliente Proposta desktop')
  await sendQuote(name)
  await asAdmin(page)
  const id = await openQuote(page, name)
  await pixConfigured()
  const link = await createAndSendProposal(page, id)
  const client = await clientContext(browser, desktop)
  const proposal = await client.newPage()
  await proposal.goto(link)
  // "Salvar como PDF".
  await proposal.emulateMedia({ media: 'print' })
  await expect(proposal.getByRole('button', { name: 'Aceitar proposta' })).toBeHidden()
  const pdf = await proposal.pdf({ format: 'A4', printBackground: true })
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
  expect(pages).toBeGreaterThanOrEqual(1)
  expect(pages).toBeLessThanOrEqual(2)
  await proposal.emulateMedia({ media: 'screen' })
  await proposal.getByLabel('Seu nome completo').fill('Maria Cliente Souza')
  await fillContract(proposal)
  await proposal.getByLabel('Li e aceito os itens, os valores e as condições desta proposta.').check()
  await proposal.getByRole('button', { name: 'Aceitar proposta' }).click()
  await expect(proposal.getByText('Proposta aceita por Maria Cliente Souza')).toBeVisible()
  await expect(proposal.getByLabel('Pix copia e cola')).toHaveValue(/^000201/)
  await client.close()
})

test('an expired link shows the proposal, says whom to call and cannot be accepted', async ({ browser }) => {
  const token = readFileSync(e2e.expiredProposalTokenFile, 'utf8').trim()
  const client = await clientContext(browser, phone)
  const page = await client.newPage()
  await page.goto(`/proposta/${token}`)
  await expect(
    page.getByText(/^Esta proposta venceu em \d{2}\/\d{2}\/\d{4} e não pode mais ser aceita\.$/),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'WhatsApp 11 91234-5678' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aceitar proposta' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Proposta para Maria Souza' })).toBeVisible()
  await client.close()
})

test('a wrong, malformed or forged link gets the same 404 as a missing page', async ({ request }) => {
  const token = readFileSync(e2e.expiredProposalTokenFile, 'utf8').trim()
  const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
  const answers = await Promise.all(
    ['AAAAAAAAAAAAAAAAAAAAAA', forged, 'abc', `${token}x`].map((path) => request.get(`/proposta/${path}`)),
  )
  for (const answer of answers) {
    expect(answer.status()).toBe(404)
    const html = await answer.text()
    expect(html).toContain('Página não encontrada')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    // Nothing of the real proposal: the path itself is echoed in Next's router data, the proposal never.
    expect(html).not.toContain('Cliente da proposta vencida')
    expect(html).not.toContain('Proposta para')
  }
})

test('without JavaScript: the administrator sends a proposal and the client accepts it, errors shown and the typed name kept', async ({
  browser,
  asAdmin,
  pixConfigured,
}) => {
  test.setTimeout(180_000)
  const name = unique('Cliente Sem Script')
  await sendQuote(name)
  await pixConfigured()
  // Found with scripts: without them the dashboard's list, streamed in, never takes its place.
  const scripted = await browser.newContext()
  const setup = await scripted.newPage()
  await asAdmin(setup)
  const id = await openQuote(setup, name)
  await scripted.close()
  const admin = await browser.newContext({ javaScriptEnabled: false })
  const page = await admin.newPage()
  await asAdmin(page)
  await page.goto(`/admin/orcamentos/${id}/proposta`)
  await page.locator('#line-0-description').fill('Pacote Brunch')
  await page.locator('#line-0-price').fill('79,90')
  await page.locator('#line-0-quantity').fill('abc')
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Informe a quantidade (número inteiro de 1 a 100000).')).toBeVisible()
  await expect(page.locator('#line-0-description')).toHaveValue('Pacote Brunch')
  await page.locator('#line-0-quantity').fill('70')
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Versão 1 enviada: agora mande o link ao cliente.')).toBeVisible()
  const link = await page.getByLabel('Link da proposta').inputValue()

  const client = await clientContext(browser, { javaScriptEnabled: false })
  const proposal = await client.newPage()
  await proposal.goto(link)
  await proposal.getByLabel('Seu nome completo').fill('Joana')
  await fillContract(proposal, { cep: '123' })
  await proposal.getByRole('button', { name: 'Aceitar proposta' }).click()
  await expect(proposal.getByText('O CEP tem 8 números (ex.: 04571-010).')).toBeVisible()
  await expect(proposal.getByLabel('Bairro', { exact: true })).toHaveValue('Moema')
  await expect(proposal.getByText('Informe seu nome completo (nome e sobrenome).')).toBeVisible()
  await expect(proposal.getByText('Marque que leu e aceita as condições para aceitar a proposta.')).toBeVisible()
  await expect(proposal.getByLabel('Seu nome completo')).toHaveValue('Joana')
  await proposal.getByLabel('Seu nome completo').fill('Joana Sem Script')
  await proposal.getByLabel('CEP do local da festa').fill('04571-010')
  await proposal.getByLabel('Li e aceito os itens, os valores e as condições desta proposta.').check()
  await proposal.getByRole('button', { name: 'Aceitar proposta' }).click()
  await expect(proposal.getByText('Proposta aceita por Joana Sem Script')).toBeVisible()
  await expect(proposal.getByLabel('Pix copia e cola')).toHaveValue(/^000201/)
  await client.close()
  await admin.close()
})

test('a package that shows its price says "a partir de" and carries the Offer in BRL; one that does not, neither', async ({
  page,
}) => {
  await page.goto('/pacotes/kids')
  await expect(page.getByText(/^A partir de R\$\s89,90 por convidado$/)).toBeVisible()
  const data = await page.locator('script[type="application/ld+json"]').allTextContents()
  const service = data
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'Service')
  expect(service).toMatchObject({
    name: 'Kids',
    url: `${e2e.baseURL}/pacotes/kids`,
    offers: {
      '@type': 'Offer',
      price: '89.90',
      priceCurrency: 'BRL',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '89.90',
        priceCurrency: 'BRL',
        referenceQuantity: { unitText: 'convidado' },
      },
    },
  })
  await page.goto('/pacotes/boteco')
  await expect(page.getByText(/A partir de/)).toHaveCount(0)
  expect(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).some((text) =>
      text.includes('"Offer"'),
    ),
  ).toBe(false)
})
