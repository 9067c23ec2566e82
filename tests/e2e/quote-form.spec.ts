import { expect, test, type Page } from '@playwright/test'
import { e2e } from './support/config'
import { storedQuotes } from './support/database'
import { holdLoad, holdScripts, isHydrated, lateScripts } from './support/hydration'
import { brazilianDate, fillQuoteForm, isoInDays } from './support/quote-form'
import { everyRequiredMessage } from '../support/quote'
import { clientAddress } from './support/client-address'
import { httpClient, sendQuoteAs } from './support/http-client'

async function fillValid(page: Page, name: string, eventDate = isoInDays(30), { scripts = true } = {}) {
  await fillQuoteForm(
    page,
    {
      name,
      phone: '11987654321',
      whatsapp: '11912345678',
      email: 'maria@exemplo.com',
      neighborhood: 'Vila Mariana',
      partyTypes: ['Festa Infantil', 'Festa Junina'],
      guests: '60',
      date: eventDate,
      time: '15:30',
      message: 'Festa de 6 anos com tema de circo',
    },
    { scripts },
  )
}

const submit = (page: Page) => page.getByRole('button', { name: 'Solicitar Orçamento' })

test.beforeEach(async ({ page, context }) => {
  // Each test is its own visitor for the per-address limit; WhatsApp is answered locally.
  // A valid address (documentation prefix 2001:db8::/32): the site ignores anything that is not one.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
})

test('an empty submit lists every error under the heading, focuses it and shows the validation toast', async ({
  page,
}) => {
  await page.goto('/orcamento')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicite seu Orçamento' })).toBeVisible()
  const posts: string[] = []
  page.on(
    'request',
    (request) => request.method() === 'POST' && request.headers()['next-action'] && posts.push(request.url()),
  )
  await page.waitForLoadState('networkidle')
  posts.length = 0
  await submit(page).click()
  const summary = page.getByRole('alert').filter({ hasText: 'Por favor, corrija os seguintes erros:' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('listitem')).toHaveText(everyRequiredMessage)
  await expect(page.getByText('Erro de validação')).toBeVisible()
  await expect(page.getByText('Por favor, corrija os erros no formulário antes de enviar.')).toBeVisible()
  await expect(page.getByLabel('Nome *')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Nome *')).toHaveAccessibleDescription('Nome é obrigatório')
  // The browser's own check stopped it: nothing was sent to the server.
  expect(posts).toEqual([])
})

test('the extra rules of docs/produto.md: guests 1 to 5000 and no date in the past', async ({ page }) => {
  await page.goto('/orcamento')
  await fillValid(page, 'Regras extras', isoInDays(-1))
  await page.getByLabel('Quantidade de convidados *').fill('5001')
  await submit(page).click()
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
    'Informe um número de convidados válido',
    'A data do evento não pode estar no passado',
  ])
})

test('the event date picker starts at today in São Paulo: past days are not offered', async ({ page }) => {
  await page.goto('/orcamento')
  const date = page.getByLabel('Data do evento *')
  // Set as the browser reads the form, with no focus needed.
  await expect(date).toHaveAttribute('min', isoInDays(0))
  await date.focus()
  await expect(date).toHaveAttribute('min', isoInDays(0))
  await date.fill(isoInDays(-1))
  expect(await date.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true)
})

test('the date picker starts at today before the scripts of the page run', async ({ page }) => {
  await holdScripts(page)
  await page.goto('/orcamento', { waitUntil: 'domcontentloaded' })
  const date = page.getByLabel('Data do evento *')
  await date.focus()
  // Nothing of React has run: the first day came from the form's own HTML.
  expect(await date.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__react')))).toBe(false)
  await expect(date).toHaveAttribute('min', isoInDays(0))
})

test('phone and WhatsApp are masked while typing, with inline guidance', async ({ page }) => {
  await page.goto('/orcamento')
  const phone = page.getByLabel('Telefone *')
  await phone.pressSequentially('(11) 98765-43210')
  await expect(phone).toHaveValue('11 987654321')
  const whatsapp = page.getByLabel('WhatsApp *')
  await whatsapp.pressSequentially('1198')
  await expect(whatsapp).toHaveValue('11 98')
  await expect(whatsapp).toHaveAccessibleDescription(
    'Formato inválido. Use: DDD + número (ex: 11 987654321 ou 11 34567890)',
  )
  await whatsapp.pressSequentially('765432')
  await expect(whatsapp).not.toHaveAccessibleDescription(/Formato inválido/)
  const email = page.getByLabel('Email *')
  await email.fill('maria@')
  await expect(email).toHaveAccessibleDescription('Email inválido. Use formato: nome@exemplo.com')
  await email.fill('')
  await expect(email).not.toHaveAccessibleDescription(/inválido/)
})

test('a valid request is stored, shows the success panel and opens WhatsApp with the whole request', async ({
  page,
}) => {
  const name = `Maria Sucesso ${Date.now()}`
  const eventDate = isoInDays(45)
  await page.goto('/orcamento')
  await fillValid(page, name, eventDate)
  const popup = page.waitForEvent('popup')
  await submit(page).click()
  await expect(
    page.getByRole('button', { name: 'Enviando...' }).or(page.getByText('Seu orçamento foi enviado com sucesso')),
  ).toBeVisible()
  const chat = await popup
  expect(chat.url()).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/)
  const text = decodeURIComponent(new URL(chat.url()).searchParams.get('text') ?? '')
  expect(text).toContain(`*Nome:* ${name}`)
  expect(text).toContain(`*Data do evento:* ${brazilianDate(eventDate)}`)
  expect(text).toContain('*Tipo de festa:* Festa Infantil, Festa Junina')
  expect(text.endsWith('Aguardo retorno para finalizar o orçamento!')).toBe(true)

  await expect(page.getByRole('heading', { name: 'Seu orçamento foi enviado com sucesso' })).toBeFocused()
  await expect(page.getByText('Orçamento solicitado com sucesso!')).toBeVisible()
  const rows = await storedQuotes('name = $1', [name])
  expect(rows).toEqual([
    expect.objectContaining({
      name,
      phone: '11 987654321',
      whatsapp: '11 912345678',
      party_type: 'festa-infantil, festa-junina',
      guests: 60,
      date: eventDate,
      event_time: '15:30',
    }),
  ])

  const manual = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Abrir WhatsApp manualmente' }).click()
  expect(decodeURIComponent((await manual).url())).toContain(name)
  await page.getByRole('button', { name: 'Enviar outro orçamento' }).click()
  await expect(page.getByLabel('Nome *')).toHaveValue('')
  await expect(page.getByLabel('Festa Junina')).not.toBeChecked()
})

test('a double click sends the request once', async ({ page }) => {
  const name = `Clique duplo ${Date.now()}`
  await page.goto('/orcamento')
  await fillValid(page, name)
  await submit(page).dblclick()
  await expect(page.getByText('Seu orçamento foi enviado com sucesso')).toBeVisible()
  expect(await storedQuotes('name = $1', [name])).toHaveLength(1)
})

test('the draft survives a reload and is cleared once sent', async ({ page }) => {
  const name = `Rascunho ${Date.now()}`
  await page.goto('/orcamento')
  await fillValid(page, name)
  await page.reload()
  await expect(page.getByLabel('Nome *')).toHaveValue(name)
  await expect(page.getByLabel('Festa Junina')).toBeChecked()
  await expect(page.getByLabel('Telefone *')).toHaveValue('11 987654321')
  await submit(page).click()
  await expect(page.getByText('Seu orçamento foi enviado com sucesso')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Nome *')).toHaveValue('')
})

test('what is typed before the page becomes interactive is kept in the draft', async ({ page }) => {
  const name = `Digitou cedo ${Date.now()}`
  const release = await holdScripts(page)
  await page.goto('/orcamento', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Nome *').fill(name)
  await page.getByLabel('Bairro *').fill('Pinheiros')
  release()
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('buffet:orcamento:rascunho'))).toContain(name)
  await page.reload()
  await expect(page.getByLabel('Nome *')).toHaveValue(name)
  await expect(page.getByLabel('Bairro *')).toHaveValue('Pinheiros')
})

const formHydrated = (page: Page) => () => isHydrated(page, '[data-quote-form] form')

for (const path of ['/', '/orcamento']) {
  test(`on ${path} a tap in the form before the page has loaded fetches its script, keeping what was typed meanwhile`, async ({
    page,
  }) => {
    // The form's own script, the first one the HTML does not name, waits here while the visitor types.
    const { late, release } = await lateScripts(page)
    const loaded = await holdLoad(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => isHydrated(page, 'header button')).toBe(true)
    expect(late).toEqual([])

    const name = `Alcançou o formulário ${Date.now()}`
    await page.getByLabel('Nome *').click()
    await expect.poll(() => late.length).toBeGreaterThan(0)
    await page.getByLabel('Nome *').fill(name)
    await page.getByLabel('Festa Junina').check()
    expect(await formHydrated(page)()).toBe(false)
    release()
    loaded()
    await expect.poll(formHydrated(page)).toBe(true)
    await expect(page.getByLabel('Nome *')).toHaveValue(name)
    await expect(page.getByLabel('Festa Junina')).toBeChecked()
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('buffet:orcamento:rascunho')))
      .toContain(name)
    // Hydrated: the browser checks the fields itself (before, the server would have answered).
    await submit(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Por favor, corrija os seguintes erros:' })).toBeFocused()
  })
}

test("on /orcamento the form's script comes after the page has loaded, once the browser is idle, so the first keys meet a ready form", async ({
  page,
}) => {
  const { late, release } = await lateScripts(page)
  release()
  await page.goto('/orcamento')
  await expect.poll(formHydrated(page)).toBe(true)
  expect(late.length).toBeGreaterThan(0)
  const { loadEnd, fetchedAt } = await page.evaluate((late) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const fetched = performance.getEntriesByType('resource').filter((entry) => late.includes(entry.name))
    return { loadEnd: navigation!.loadEventEnd, fetchedAt: Math.min(...fetched.map((entry) => entry.startTime)) }
  }, late)
  expect(fetchedAt).toBeGreaterThanOrEqual(loadEnd)
})

test("on the home page the form's script waits until the visitor comes near the form", async ({ page }) => {
  const { late, release } = await lateScripts(page)
  release()
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(late).toEqual([])
  expect(await formHydrated(page)()).toBe(false)
  await page.locator('[data-quote-form]').scrollIntoViewIfNeeded()
  await expect.poll(formHydrated(page)).toBe(true)
})

test("a submit pressed before the form's script arrived waits for it and is checked in the browser, not sent", async ({
  page,
}) => {
  const { late, release } = await lateScripts(page)
  await page.goto('/orcamento')
  // The page asked for the form's script: it has hydrated and holds an early submit.
  await expect.poll(() => late.length).toBeGreaterThan(0)
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
  await submit(page).click()
  release()
  const summary = page.getByRole('alert').filter({ hasText: 'Por favor, corrija os seguintes erros:' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('listitem')).toHaveText(everyRequiredMessage)
  expect(posts).toEqual([])
})

test("if the form's script cannot be fetched, a submit goes to the server as it would without scripts", async ({
  page,
}) => {
  const name = `Sem o script do formulário ${Date.now()}`
  const { late } = await lateScripts(page, { refuse: true })
  await page.goto('/orcamento')
  await expect.poll(() => late.length).toBeGreaterThan(0)
  await fillValid(page, name, undefined, { scripts: false })
  await submit(page).click()
  await expect(page.getByRole('heading', { name: 'Seu orçamento foi enviado com sucesso' })).toBeVisible()
  expect(await storedQuotes('name = $1', [name])).toHaveLength(1)
})

test('when the database fails after the page loaded, everything typed stays and the same request can go by WhatsApp', async ({
  page,
}) => {
  const name = `Falha no envio ${Date.now()}`
  await page.goto('/orcamento')
  await fillValid(page, name)
  // The page loaded while the database answered; the submit now reaches a server of the same build
  // whose database cannot open, and its action answers for itself.
  const answers: string[] = []
  await page.route('**/orcamento', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const response = await route.fetch({
      url: `${e2e.brokenURL}/orcamento`,
      headers: { ...route.request().headers(), origin: e2e.brokenURL },
    })
    answers.push(await response.text())
    await route.fulfill({ response })
  })
  await submit(page).click()
  await expect(page.getByText('Erro ao enviar solicitação')).toBeVisible()
  await expect(page.getByText('Ocorreu um erro ao enviar seu orçamento. Por favor, tente novamente.')).toBeVisible()
  expect(answers).toEqual([expect.stringContaining('{"status":"failed","values":{')])
  await expect(page.getByLabel('Nome *')).toHaveValue(name)
  await expect(page.getByLabel('Telefone *')).toHaveValue('11 987654321')
  await expect(page.getByLabel('Email *')).toHaveValue('maria@exemplo.com')
  await expect(page.getByLabel('Quantidade de convidados *')).toHaveValue('60')
  await expect(page.getByLabel('Horário do evento *')).toHaveValue('15:30')
  await expect(page.getByLabel('Mensagem *')).toHaveValue('Festa de 6 anos com tema de circo')
  await expect(page.getByLabel('Festa Infantil')).toBeChecked()
  const popup = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'envie o mesmo pedido pelo WhatsApp' }).click()
  expect(decodeURIComponent((await popup).url())).toContain(`*Nome:* ${name}`)

  await page.unroute('**/orcamento')
  await submit(page).click()
  await expect(page.getByText('Seu orçamento foi enviado com sucesso')).toBeVisible()
  expect(await storedQuotes('name = $1', [name])).toHaveLength(1)
})

test('with the database unavailable the red banner shows, submit is disabled and WhatsApp is offered', async ({
  page,
}) => {
  const name = `Sem banco ${Date.now()}`
  await page.goto(`${e2e.brokenURL}/orcamento`)
  await expect(
    page.getByText('Erro de conexão com o banco de dados. Por favor, tente novamente mais tarde.'),
  ).toBeVisible()
  await fillValid(page, name)
  await expect(submit(page)).toBeDisabled()
  const popup = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).click()
  const text = decodeURIComponent((await popup).url())
  expect(text).toContain(`*Nome:* ${name}`)
  expect(text).toContain('*Número de convidados:* 60')
  await page.reload()
  await expect(page.getByLabel('Nome *')).toHaveValue(name)
})

test('on the home page the service is checked once the form comes near, not on load', async ({ page }) => {
  const checks: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/quote-service') checks.push(request.method())
  })
  await page.goto(`${e2e.brokenURL}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Hydrated and quiet: every request the page makes on its own has gone out.
  await page.waitForLoadState('networkidle')
  expect(checks).toEqual([])
  const banner = page.getByText('Erro de conexão com o banco de dados. Por favor, tente novamente mais tarde.')
  await expect(banner).toBeHidden()
  await page.locator('section#orcamento').scrollIntoViewIfNeeded()
  await expect(banner).toBeVisible()
  expect(checks).toEqual(['GET'])
  await expect(submit(page)).toBeDisabled()
})

test('a bot filling the hidden field gets the success answer and nothing is stored', async ({ page }) => {
  const name = `Robô ${Date.now()}`
  await page.goto('/orcamento')
  await fillValid(page, name)
  await page
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'))
  await submit(page).click()
  await expect(page.getByText('Seu orçamento foi enviado com sucesso')).toBeVisible()
  expect(await storedQuotes('name = $1', [name])).toHaveLength(0)
})

test('too many requests from one address are refused with a Portuguese message that says why, keeping the form and the WhatsApp hand-off', async ({
  page,
}) => {
  // The allowance (8) is spent by the same client without the form, then the 9th goes through it.
  const address = clientAddress()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  const sameClient = httpClient(e2e.baseURL, { headers: { 'x-forwarded-for': address } })
  for (let attempt = 1; attempt <= 8; attempt++)
    expect((await sendQuoteAs(sameClient, { name: `Limite ${attempt} ${Date.now()}` })).status).toBe('sent')
  await page.goto('/orcamento')
  await fillValid(page, 'Limite excedido')
  await submit(page).click()
  const problem = page.getByRole('alert').filter({ hasText: 'Este pedido não foi registrado pelo site' })
  await expect(problem).toBeVisible()
  await expect(problem).not.toContainText('Não conseguimos enviar agora')
  await expect(problem.getByRole('link', { name: 'envie o mesmo pedido pelo WhatsApp' })).toBeVisible()
  await expect(
    page
      .getByText(
        /Você já enviou vários pedidos pelo site nos últimos minutos.*aguarde \d+ minutos? para enviar de novo pelo site/,
      )
      .first(),
  ).toBeVisible()
  await expect(page.getByLabel('Nome *')).toHaveValue('Limite excedido')
})

test.describe('without JavaScript (a submit before the scripts arrive)', () => {
  test.use({ javaScriptEnabled: false })

  test('a valid request is stored once and the server answers with the success panel and a WhatsApp link', async ({
    page,
  }) => {
    const name = `Sem script ${Date.now()}`
    const eventDate = isoInDays(40)
    await page.goto('/orcamento')
    await fillValid(page, name, eventDate, { scripts: false })
    await submit(page).click()
    await expect(page.getByRole('heading', { name: 'Seu orçamento foi enviado com sucesso' })).toBeVisible()
    const link = page.getByRole('link', { name: 'Abrir WhatsApp' })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/)
    const text = new URL(href).searchParams.get('text') ?? ''
    expect(text).toContain(`*Nome:* ${name}`)
    expect(text).toContain(`*Data do evento:* ${brazilianDate(eventDate)}`)
    expect(await storedQuotes('name = $1', [name])).toEqual([
      expect.objectContaining({
        name,
        phone: '11 987654321',
        party_type: 'festa-infantil, festa-junina',
        guests: 60,
        date: eventDate,
        event_time: '15:30',
      }),
    ])
    await page.getByRole('link', { name: 'Enviar outro orçamento' }).click()
    await expect(page.getByLabel('Nome *')).toHaveValue('')
  })

  test('a phone typed without the mask (no script applies it) is stored as the mask writes it', async ({ page }) => {
    const name = `Sem script sem máscara ${Date.now()}`
    await page.goto('/orcamento')
    await fillValid(page, name, undefined, { scripts: false })
    await page.getByLabel('Telefone *').fill('(11) 3456-7890')
    await page.getByLabel('WhatsApp *').fill('11912345678')
    await submit(page).click()
    await expect(page.getByRole('heading', { name: 'Seu orçamento foi enviado com sucesso' })).toBeVisible()
    expect(await storedQuotes('name = $1', [name])).toEqual([
      expect.objectContaining({ name, phone: '11 34567890', whatsapp: '11 912345678' }),
    ])
  })

  test("an empty submit gets the server's error list with every message", async ({ page }) => {
    await page.goto('/orcamento')
    await submit(page).click()
    const summary = page.getByRole('alert').filter({ hasText: 'Por favor, corrija os seguintes erros:' })
    await expect(summary.getByRole('listitem')).toHaveText(everyRequiredMessage)
    await expect(page.getByLabel('Nome *')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Nome *')).toHaveAccessibleDescription('Nome é obrigatório')
  })

  test('an invalid submit shows again everything typed, with the errors of what is missing', async ({ page }) => {
    const name = `Sem script incompleto ${Date.now()}`
    await page.goto('/orcamento')
    await page.getByLabel('Nome *').fill(name)
    await page.getByLabel('Festa Junina').check()
    await page.getByLabel('Mensagem *').fill('Só a mensagem')
    await submit(page).click()
    await expect(page.getByRole('alert').getByRole('listitem').first()).toHaveText('Formato de telefone inválido')
    await expect(page.getByLabel('Nome *')).toHaveValue(name)
    await expect(page.getByLabel('Festa Junina')).toBeChecked()
    await expect(page.getByLabel('Mensagem *')).toHaveValue('Só a mensagem')
    expect(await storedQuotes('name = $1', [name])).toHaveLength(0)
  })
})
