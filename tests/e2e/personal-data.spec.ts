import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { signIn } from './support/admin'
import { expect, test } from './support/admin-session'
import { e2e } from './support/config'
import { isoInDays } from './support/quote-form'
import { clientAddress } from './support/client-address'
import { postVisitorQuote } from './support/quotes-by-http'

// An LGPD request answered in the admin, as the owner would: find, export, correct, anonymize.

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

/** The person's quote as the public form posts it (quote-form.spec.ts proves the form). */
const sendQuote = ({ name, email, phone }: { name: string; email: string; phone: string }) =>
  postVisitorQuote({
    name,
    phone,
    whatsapp: phone,
    email,
    neighborhood: 'Perdizes',
    party_type: 'festa-infantil',
    guests: '55',
    date: isoInDays(40),
    event_time: '15:00',
    message: `Festa da ${name}`,
  })

async function signInAsAdmin(page: Page) {
  await signIn(page, e2e.admin)
  await expect(page).toHaveURL(/\/admin$/)
}

test.beforeEach(async ({ page }) => {
  // Each test its own client address: the quote limit counts per address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

test('an administrator finds a person by e-mail, exports, corrects a phone and anonymizes; the list shows the marker and the audit page the four actions', async ({
  page,
}) => {
  // A whole request answered: a dozen page loads and five actions.
  test.setTimeout(240_000)
  const id = stamp()
  const person = { name: `Titular LGPD ${id}`, email: `titular.${id}@exemplo.com`, phone: `11 9${id.slice(-8)}` }
  await sendQuote(person)
  // Signed in here, not once per worker: the audit page below shows this sign-in among her actions.
  await signInAsAdmin(page)

  await page.getByRole('link', { name: 'Dados pessoais' }).click()
  await expect(page).toHaveURL(/\/admin\/dados-pessoais$/)
  await page.getByLabel('E-mail ou telefone da pessoa').fill(person.email.toUpperCase())
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { name: `Resultado para ${person.email}` })).toBeVisible()
  // The person's data never goes into the address (it would reach server logs and the history).
  expect(page.url()).not.toContain('exemplo')
  const quoteLink = page.getByRole('link', { name: /^Orçamento #\d+$/ })
  await expect(quoteLink).toHaveCount(1)
  const quoteId = (await quoteLink.textContent())!.replace(/\D/g, '')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Baixar JSON' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'))
  expect(exported.registros.quotes).toHaveLength(1)
  expect(exported.registros.quotes[0]).toMatchObject({
    id: Number(quoteId),
    name: person.name,
    email: person.email,
    phone: person.phone,
    guests: 55,
    notification_status: 'sent',
  })
  expect(exported.compartilhamento.aviso_por_email.destinatarios).toContain(e2e.notifyTo)
  // The new-quote e-mail is on record: what it was, to whom and when, never its text.
  expect(exported.registros.emails).toEqual([
    {
      id: expect.any(Number),
      kind: 'novo_orcamento',
      recipients: [e2e.notifyTo],
      sent_at: expect.any(String),
      orcamento_id: Number(quoteId),
      proposal_id: null,
    },
  ])

  await page.getByRole('link', { name: 'Página para imprimir' }).click()
  await expect(page.getByRole('heading', { name: 'Seus dados pessoais em Buffet Festa em Casa' })).toBeVisible()
  await expect(page.getByText(person.email, { exact: true })).toBeVisible()
  await expect(page.getByText(`E-mails da equipe que recebem os pedidos: ${e2e.notifyTo}`)).toBeVisible()
  const emails = page.locator('section').filter({ has: page.getByRole('heading', { name: 'E-mails enviados' }) })
  await expect(emails.getByText('Aviso do pedido de orçamento à equipe do buffet')).toBeVisible()
  await expect(emails.getByText(e2e.notifyTo, { exact: true })).toBeVisible()
  await page.getByRole('link', { name: '← Voltar aos dados pessoais' }).click()

  await page.getByText('Corrigir contato').click()
  const form = page.getByRole('form', { name: `Corrigir contato do orçamento #${quoteId}` })
  await form.getByLabel('Telefone').fill('119')
  await form.getByRole('button', { name: 'Salvar correção' }).click()
  await expect(form.getByText('Formato de telefone inválido')).toBeVisible()
  await expect(form.getByLabel('Telefone')).toHaveValue('119')
  await form.getByLabel('Telefone').fill('11 955554444')
  await form.getByRole('button', { name: 'Salvar correção' }).click()
  await expect(page.getByText('Contato corrigido: telefone.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('11 955554444', { exact: true }).first()).toBeVisible()

  await page.getByLabel('Digite ANONIMIZAR para confirmar').fill('anonimizar')
  await page.getByRole('button', { name: 'Anonimizar o orçamento' }).click()
  await expect(page.getByText('Digite ANONIMIZAR para confirmar.')).toBeVisible()
  await page.getByLabel('Digite ANONIMIZAR para confirmar').fill('ANONIMIZAR')
  await page.getByRole('button', { name: 'Anonimizar o orçamento' }).click()
  await expect(page.getByText('1 orçamento anonimizado.')).toBeVisible()

  // The list keeps the quote (date, type, guests, status) under the marker; the name is gone.
  await page.goto(`/admin?busca=${encodeURIComponent(person.name)}`)
  await expect(page.getByText('Nenhum orçamento encontrado')).toBeVisible()
  await page.goto('/admin?busca=Anonimizado')
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: quoteId, exact: true }) })
  await expect(row.getByRole('link', { name: 'Anonimizado' })).toBeVisible()
  await expect(row.getByRole('cell', { name: '55', exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Registro de acessos' }).click()
  await expect(page.getByRole('heading', { name: 'Registro de acessos' })).toBeVisible()
  const mine = page.getByRole('row').filter({ hasText: e2e.admin.email })
  for (const action of [
    'Busca de dados pessoais',
    'Exportação de dados pessoais',
    'Contato corrigido',
    'Anonimização',
    'Entrada no painel',
  ]) {
    await expect(mine.filter({ hasText: action }).first()).toBeVisible()
  }
  await expect(
    mine
      .filter({ hasText: 'Contato corrigido' })
      .first()
      .getByRole('link', { name: `Orçamento #${quoteId}` }),
  ).toBeVisible()
  await expect(page.getByText(person.email)).toHaveCount(0)
  await expect(page.getByText(person.phone)).toHaveCount(0)
})

test('the privacy page prints the retention period the administrator sets', async ({ page, asAdmin }) => {
  test.setTimeout(120_000)
  await page.goto('/politica-de-privacidade')
  await expect(page.getByText(/Guardamos os pedidos por 2 anos, contados da data da festa/)).toBeVisible()
  // The policy names the channel twice (who we are, how to ask), both from the site settings.
  const policy = page.getByRole('article')
  await expect(policy.getByRole('link', { name: 'contato@buffetfestaemcasa.com.br' })).toHaveCount(2)
  await expect(policy.getByRole('link', { name: 'WhatsApp 11 91234-5678' })).toHaveCount(2)
  await expect(policy.getByRole('link', { name: 'WhatsApp 11 91234-5678' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511912345678\?text=/,
  )

  await asAdmin(page)
  const setMonths = async (months: string) => {
    await page.goto('/admin/dados-pessoais')
    await page.getByLabel('Prazo de guarda (meses)').fill(months)
    await page.getByRole('button', { name: 'Salvar prazo' }).click()
  }
  // Below the minimum the browser itself holds the form (the action refuses it too).
  await setMonths('5')
  expect(
    await page
      .getByLabel('Prazo de guarda (meses)')
      .evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow),
  ).toBe(true)
  try {
    await setMonths('30')
    await expect(page.getByText('Prazo de guarda: 30 meses.', { exact: false })).toBeVisible()
    await expect
      .poll(async () => {
        await page.goto('/politica-de-privacidade')
        return page.getByText(/Guardamos os pedidos por 30 meses, contados/).count()
      })
      .toBe(1)
  } finally {
    await setMonths('24')
    await expect(page.getByText('Prazo de guarda: 24 meses.', { exact: false })).toBeVisible()
  }
})

test('the retention route runs only for the cron secret, and answers with counts only (and whether the published contact changed)', async ({
  request,
}) => {
  for (const authorization of [undefined, 'Bearer errado', `bearer ${e2e.cronSecret}`, e2e.cronSecret]) {
    const response = await request.get('/api/cron/retention', {
      headers: authorization === undefined ? {} : { authorization },
    })
    expect(response.status(), authorization ?? 'sem cabeçalho').toBe(401)
  }
  const response = await request.get('/api/cron/retention', { headers: { authorization: `Bearer ${e2e.cronSecret}` } })
  expect(response.status()).toBe(200)
  const answer = await response.json()
  expect(Object.keys(answer).sort()).toEqual(['anonymized', 'auditExpired', 'contact', 'months'])
  // The same daily call compares the Studio's WhatsApp and e-mail with the last recorded: a word, no value.
  expect(['changed', 'unchanged']).toContain(answer.contact)
})
