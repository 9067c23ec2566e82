import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { openEmbeddedDatabase } from '../../lib/db/embedded-database'
import { startProductionServer, type ProductionServer } from '../../bench/support/production-server'
import { createUser } from '../support/database'
import { freePort } from '../../scripts/support/free-port'
import { readMail, startSmtpServer } from '../support/smtp'
import { migratedDataDir, queryCopy } from './support/database'
import { e2e } from './support/config'
import { actionId, httpClient, sendProvenQuoteAs, sendQuoteAs, signInAs } from './support/http-client'
import { fillQuoteForm, isoInDays } from './support/quote-form'

// The guards as an attacker and a busy day try them, against the production build run as plain
// `npm start` does it: no TRUSTED_PROXIES, so no header says who a client is. Each server here is
// this file's own (the shared e2e server trusts one proxy).
test.describe.configure({ mode: 'serial', timeout: 600_000 })

const owner = { email: 'dona@buffet.test', password: 'uma senha longa da dona' }
const INTRUDER = 'intruso@exemplo.com'
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

test.beforeAll(async () => {
  smtp = await startSmtpServer()
})
test.afterAll(() => smtp.close())

/** A seed dataset whose site settings still carry the old Studio field with an intruder's address. */
function seedWithCmsRecipient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-'))
  cpSync('studio/seed', dir, { recursive: true })
  const file = path.join(dir, 'data.ndjson')
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes('"_id":"siteSettings"')) return line
      return JSON.stringify({ ...(JSON.parse(line) as object), quoteNotificationEmails: [INTRUDER] })
    })
  writeFileSync(file, lines.join('\n'))
  return dir
}

/** `npm start` with no proxy settings, an administrator, and the e-mails going to this file's SMTP server. */
async function plainServer(
  prepare?: (db: Awaited<ReturnType<typeof openEmbeddedDatabase>>) => Promise<unknown>,
  env: Record<string, string> = {},
) {
  const dataDir = migratedDataDir('trust-')
  const db = await openEmbeddedDatabase(dataDir)
  await createUser(db, owner.email, { password: owner.password, admin: true })
  await prepare?.(db)
  await db.close()
  const logFile = path.join(dataDir, '..', `${path.basename(dataDir)}.log`)
  const seedDir = seedWithCmsRecipient()
  const server = await startProductionServer(await freePort(), {
    dataDir,
    logFile,
    env: {
      TRUSTED_PROXIES: '',
      CONTENT_SEED_DIR: seedDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'site@buffet.test',
      QUOTE_NOTIFY_TO: e2e.notifyTo,
      ...env,
    },
  })
  return { server, logFile, seedDir }
}

/** Quotes stored by a server (read from a copy of its files: PGlite is one process per directory). */
const stored = (server: ProductionServer, where: string, params: unknown[] = []) =>
  queryCopy<{ name: string; status: string }>(
    `select name, status from public."Orcamentos" where ${where} order by id`,
    params,
    server.dataDir,
  )

/** A visitor's browser: it loads the form (whose check gives it its id) before sending. */
async function visitor(base: string) {
  const client = httpClient(base)
  await client.request('/api/quote-service')
  return client
}

const mailTo = (address: string) => smtp.messages.filter(({ to }) => to.includes(address))

/** Whether the new-quote e-mail of the quote named `name` went out. */
const notified = (name: string) =>
  smtp.messages.some(({ raw }) => readMail(raw).subject.startsWith(`Novo orçamento: ${name},`))

/** A cookie this site never signed: a made-up id, in the old unsigned shape or with a made-up signature. */
const forgedCookie = (n: number) =>
  `buffet_cliente=${crypto.randomUUID()}${n % 2 ? `.${Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url')}` : ''}`

test.describe('plain npm start: the quote limit cannot be turned against other clients', () => {
  let running: Awaited<ReturnType<typeof plainServer>>
  test.beforeAll(async () => {
    // A server of its own: a new database to migrate and a cold start, minutes on a busy machine.
    test.setTimeout(300_000)
    running = await plainServer((db) =>
      db.asOwner((tx) =>
        tx.exec(`alter table public."Orcamentos" add constraint teste_recusa check (name <> 'Recusado Pela Base')`),
      ),
    )
  })
  test.afterAll(async () => {
    await running?.server.dispose()
    if (running) rmSync(running.seedDir, { recursive: true, force: true })
  })

  test('30 different visitors, one valid quote each within minutes: all 30 stored, none held', async () => {
    const answers = []
    for (let n = 1; n <= 30; n++)
      answers.push(
        (
          await sendQuoteAs(await visitor(running.server.base), {
            name: `Sábado ${n}`,
            email: `sabado${n}@exemplo.com`,
          })
        ).status,
      )
    expect(answers).toEqual(Array(30).fill('sent'))
    const rows = await stored(running.server, `name like 'Sábado %'`)
    expect(rows).toHaveLength(30)
    expect(rows.every(({ status }) => status === 'novo')).toBe(true)
  })

  test('the new-quote e-mail never goes to an address typed in the Studio, only to those the server and the administrator set', async () => {
    await expect.poll(() => mailTo(e2e.notifyTo).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30)
    expect(mailTo(INTRUDER)).toEqual([])
  })

  test('a quote the database refuses leaves no personal data in the log', async () => {
    const secret = {
      name: 'Recusado Pela Base',
      email: 'segredo.pessoal@exemplo.com',
      phone: '11 976543210',
      message: 'Festa da família Segredo',
    }
    expect((await sendQuoteAs(await visitor(running.server.base), secret)).status).toBe('failed')
    await expect
      .poll(() => readFileSync(running.logFile, 'utf8'), { timeout: 10_000 })
      .toContain('[orcamentos] falha ao gravar')
    const log = readFileSync(running.logFile, 'utf8')
    for (const value of Object.values(secret)) expect(log).not.toContain(value)
    expect(log).not.toContain('976543210')
  })
})

test.describe('plain npm start: floods, forged headers and invalid posts', () => {
  let running: Awaited<ReturnType<typeof plainServer>>
  test.beforeAll(async () => {
    // A server of its own: a new database to migrate and a cold start, minutes on a busy machine.
    test.setTimeout(300_000)
    running = await plainServer()
  })
  test.afterAll(async () => {
    await running?.server.dispose()
    if (running) rmSync(running.seedDir, { recursive: true, force: true })
  })

  test('invalid posts are refused by validation and spend no allowance', async () => {
    const client = await visitor(running.server.base)
    for (let n = 0; n < 20; n++)
      expect((await sendQuoteAs(client, { name: '', email: 'não-é-email' })).status).toBe('invalid')
    const answers = []
    for (let n = 0; n < 8; n++) answers.push((await sendQuoteAs(client, { name: `Depois dos inválidos ${n}` })).status)
    expect(answers).toEqual(Array(8).fill('sent'))
  })

  test('one client sending 50 posts in a minute, rotating forged X-Forwarded-For, gets its own 8; another client is still served', async () => {
    const flooder = await visitor(running.server.base)
    const answers: { status: string; text: string }[] = []
    for (let n = 0; n < 50; n++)
      answers.push(await sendQuoteAs(flooder, { name: `Enxurrada ${n}` }, { 'x-forwarded-for': `198.51.100.${n}` }))
    expect(answers.filter(({ status }) => status === 'sent')).toHaveLength(8)
    const refused = answers.filter(({ status }) => status === 'rate-limited')
    expect(refused).toHaveLength(42)
    // The refusal says why, and the form offers the WhatsApp hand-off (send-problem.tsx).
    expect(refused[0]!.text).toContain('Você já enviou vários pedidos pelo site nos últimos minutos')
    expect(refused[0]!.text).not.toContain('Não conseguimos enviar agora')

    expect(
      (await sendQuoteAs(await visitor(running.server.base), { name: 'Outra cliente depois da enxurrada' })).status,
    ).toBe('sent')
    // Read from a copy of the server's data folder: the last write may reach the copy a moment later.
    await expect
      .poll(() => stored(running.server, `name = 'Outra cliente depois da enxurrada'`), { timeout: 20_000 })
      .toEqual([{ name: 'Outra cliente depois da enxurrada', status: 'novo' }])
    expect(await stored(running.server, `name like 'Enxurrada %'`)).toHaveLength(8)
  })

  test('a script that keeps no cookie shares one allowance: four rounds of 12 quick quotes (no X-Forwarded-For, a fixed one, a forged one per request, none) get 8 in all; a visitor is still served', async () => {
    // She loaded the form before the script started: without a trusted proxy the script can use up the
    // new ids of these 10 minutes (every address is one network), so only a browser that has one is told apart.
    const client = await visitor(running.server.base)
    const script = httpClient(running.server.base, { keepCookies: false })
    const rounds: ((n: number) => Record<string, string>)[] = [
      () => ({}),
      () => ({ 'x-forwarded-for': '203.0.113.77' }),
      (n) => ({ 'x-forwarded-for': `203.0.113.${n}` }),
      () => ({}),
    ]
    const answers: string[] = []
    for (const [round, headers] of rounds.entries())
      answers.push(
        ...(
          await Promise.all(
            Array.from({ length: 12 }, (_, n) => sendQuoteAs(script, { name: `Robô ${round}-${n}` }, headers(n))),
          )
        ).map(({ status }) => status),
      )
    expect(answers.filter((status) => status === 'sent')).toHaveLength(8)
    expect(answers.filter((status) => status === 'rate-limited')).toHaveLength(40)
    await expect.poll(async () => (await stored(running.server, `name like 'Robô %'`)).length).toBe(8)
    expect((await sendQuoteAs(client, { name: 'Cliente durante o robô' })).status).toBe('sent')
    await expect
      .poll(() => stored(running.server, `name = 'Cliente durante o robô'`), { timeout: 20_000 })
      .toEqual([{ name: 'Cliente durante o robô', status: 'novo' }])
  })

  test('fresh browser ids are not free: of 40 login pages a script fetches, 30 come with a new id', async () => {
    const pages = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const script = httpClient(running.server.base)
        await script.request('/admin/login')
        return script.cookies.has('buffet_cliente')
      }),
    )
    // The tests above took some of this network's 30 already (the script's posts too: each was offered one).
    expect(pages.filter(Boolean).length).toBeLessThanOrEqual(30)
    expect(pages.filter((issued) => !issued).length).toBeGreaterThanOrEqual(10)
  })
})

test.describe('plain npm start: a flood cannot silence real leads (a ceiling of 3 a minute, to trip it on purpose)', () => {
  let running: Awaited<ReturnType<typeof plainServer>>
  test.beforeAll(async () => {
    // A server of its own: a new database to migrate and a cold start, minutes on a busy machine.
    test.setTimeout(300_000)
    running = await plainServer(undefined, { QUOTES_PER_MINUTE: '3' })
  })
  test.afterAll(async () => {
    await running?.server.dispose()
    if (running) rmSync(running.seedDir, { recursive: true, force: true })
  })

  test('a flood rotating made-up cookies earns no allowance of its own: the visitor beside it is counted apart, and her quote arrives, notified, in the default list', async () => {
    const script = httpClient(running.server.base, { keepCookies: false })
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        sendQuoteAs(script, { name: `Cookie inventado ${n}` }, { cookie: forgedCookie(n) }),
      ),
    )
    // Made-up cookies are nobody known: they share one allowance of 8, and the unknown clients' ceiling,
    // past which their quotes wait for review.
    expect(flood.filter(({ status }) => status === 'sent')).toHaveLength(8)
    const held = await stored(running.server, `name like 'Cookie inventado %' and status = 'suspeito'`)
    expect(held.length).toBeGreaterThanOrEqual(8 - 3)

    const name = 'Visitante ao lado da enxurrada'
    expect((await sendQuoteAs(await visitor(running.server.base), { name })).status).toBe('sent')
    await expect
      .poll(() => stored(running.server, `name = $1`, [name]), { timeout: 20_000 })
      .toEqual([{ name, status: 'novo' }])
    await expect.poll(() => notified(name), { timeout: 30_000 }).toBe(true)
  })

  test('a flood of signed-in browsers trips the ceiling: the form asks the visitor’s browser for a proof of work it solves by itself, and her quote arrives, notified; without JavaScript a quote is kept for review, never dropped', async ({
    page,
  }) => {
    const name = 'Visitante com prova de trabalho'
    await page.goto(`${running.server.base}/orcamento`)
    await fillQuoteForm(page, {
      name,
      phone: '11987654321',
      whatsapp: '11912345678',
      email: 'prova@exemplo.com',
      neighborhood: 'Moema',
      partyTypes: ['Festa Infantil'],
      guests: '40',
      date: isoInDays(50),
      time: '15:00',
      message: 'Festa no meio de uma enxurrada',
    })
    // Each flooding client fetched the form's check first, so each holds a cookie this site signed.
    const flood = await Promise.all(
      Array.from({ length: 8 }, async (_, n) =>
        sendQuoteAs(await visitor(running.server.base), { name: `Navegador da enxurrada ${n}` }),
      ),
    )
    expect(flood.map(({ status }) => status)).toEqual(Array(8).fill('sent'))

    // Until the server asks, the widget's script is not on the page (the byte budget of every public page holds without it).
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true)
    const submit = page.getByRole('button', { name: 'Solicitar Orçamento' })
    await submit.click()
    // The server asked for a proof: the widget came (fetched only now) and solved it, and the form sent itself again.
    await expect(page.locator('altcha-widget')).toBeAttached({ timeout: 30_000 })
    await expect(page.getByText('Seu orçamento foi enviado com sucesso')).toBeVisible({ timeout: 60_000 })
    await expect
      .poll(() => stored(running.server, `name = $1`, [name]), { timeout: 20_000 })
      .toEqual([{ name, status: 'novo' }])
    await expect.poll(() => notified(name), { timeout: 30_000 }).toBe(true)

    // The same moment without JavaScript (a plain form post): kept, for the administrator to review.
    const scriptless = 'Visitante sem JavaScript na enxurrada'
    expect((await sendQuoteAs(await visitor(running.server.base), { name: scriptless })).status).toBe('sent')
    await expect
      .poll(() => stored(running.server, `name = $1`, [scriptless]), { timeout: 20_000 })
      .toEqual([{ name: scriptless, status: 'suspeito' }])
  })
})

test.describe('plain npm start: sign-in and sessions', () => {
  let running: Awaited<ReturnType<typeof plainServer>>
  test.beforeAll(async () => {
    // A server of its own: a new database to migrate and a cold start, minutes on a busy machine.
    test.setTimeout(300_000)
    running = await plainServer()
  })
  test.afterAll(async () => {
    await running?.server.dispose()
    if (running) rmSync(running.seedDir, { recursive: true, force: true })
  })

  // The owner's own browser: she signed in from it before the attacks, so the account knows it.
  let ownBrowser: ReturnType<typeof httpClient>
  test.beforeAll(async () => {
    ownBrowser = httpClient(running.server.base)
    await ownBrowser.request('/admin/login')
    expect(await signInAs(ownBrowser, owner.email, owner.password)).toBe('entrou')
  })
  // After the attacks the account is locked for browsers it never signed in from: the owner's other
  // clients below carry her browser's id, as her own browser's tabs and windows do.
  const ownId = () => ownBrowser.cookies.get('buffet_cliente')!
  const ownClient = (headers: Record<string, string> = {}) => {
    const client = httpClient(running.server.base, { headers })
    client.cookies.set('buffet_cliente', ownId())
    return client
  }
  const ownPage = (page: Page) =>
    page.context().addCookies([{ name: 'buffet_cliente', value: ownId(), url: running.server.base }])

  test('40 wrong passwords, each with a made-up cookie: the rotation resets nothing (at most 8 are checked), and the owner still gets in', async () => {
    const attacker = httpClient(running.server.base, { keepCookies: false })
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        signInAs(attacker, owner.email, 'chute-com-cookie-inventado', { cookie: forgedCookie(n) }),
      ),
    )
    expect(answers.filter((answer) => answer === 'Email ou senha incorretos').length).toBeLessThanOrEqual(8)
    expect(await signInAs(ownBrowser, owner.email, owner.password)).toBe('entrou')
  })

  test('40 wrong passwords sent at once: at most 8 are checked; the owner, from her own browser, still gets in', async () => {
    const attacker = httpClient(running.server.base, { keepCookies: false })
    const answers = await Promise.all(Array.from({ length: 40 }, () => signInAs(attacker, owner.email, 'chute-errado')))
    const checked = answers.filter((answer) => answer === 'Email ou senha incorretos')
    expect(checked.length).toBeLessThanOrEqual(8)
    expect(answers.filter((answer) => answer.startsWith('Muitas tentativas sem sucesso'))).toHaveLength(
      40 - checked.length,
    )

    // The owner's browser has its own id, one the account signed in from: the attacker's locks are not hers.
    expect(await signInAs(ownBrowser, owner.email, owner.password)).toBe('entrou')
  })

  // Runs after the burst test, in the same server (the describe is serial).
  test('the business is warned of the burst: an e-mail and a banner in Sessões', async ({ page }) => {
    await expect
      .poll(
        () =>
          smtp.messages.filter(({ raw }) => readMail(raw).subject === 'Alerta: muitas tentativas de entrar no painel')
            .length,
        { timeout: 30_000 },
      )
      .toBe(1)
    await ownPage(page)
    await page.goto(`${running.server.base}/admin/login`)
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Senha').fill(owner.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await page.getByRole('link', { name: 'Sessões' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Tentativas de entrar com senha errada' })).toContainText(
      owner.email,
    )
  })

  test('a session cookie copied before "Sair" no longer downloads the quotes after it', async () => {
    const owned = ownClient()
    await owned.request('/admin/login')
    expect(await signInAs(owned, owner.email, owner.password)).toBe('entrou')
    const thief = httpClient(running.server.base)
    for (const [name, value] of owned.cookies) thief.cookies.set(name, value)
    expect((await thief.request('/admin/orcamentos.csv')).status).toBe(200)

    await owned.action(actionId('signOut'), '/admin', [])
    const after = await thief.request('/admin/orcamentos.csv')
    expect(after.status).not.toBe(200)
    expect(after.headers.get('location')).toMatch(/\/admin\/login$/)
  })

  test('"Sessões" lists the open sessions with their device, and "Encerrar" ends one elsewhere', async ({ page }) => {
    const other = ownClient({
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    })
    await other.request('/admin/login')
    expect(await signInAs(other, owner.email, owner.password)).toBe('entrou')
    expect((await other.request('/admin')).status).toBe(200)

    await ownPage(page)
    await page.goto(`${running.server.base}/admin/login`)
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Senha').fill(owner.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto(`${running.server.base}/admin/sessoes`)
    await expect(page.getByRole('heading', { name: 'Sessões' })).toBeVisible()
    const phone = page.getByRole('listitem').filter({ hasText: 'Safari no iPhone/iPad' })
    await expect(phone).toHaveCount(1)
    await expect(page.getByRole('listitem').filter({ hasText: 'esta sessão' })).toHaveCount(1)
    await phone.getByRole('button', { name: /^Encerrar/ }).click()
    await expect(page.getByRole('listitem').filter({ hasText: 'Safari no iPhone/iPad' })).toHaveCount(0)
    expect((await other.request('/admin')).headers.get('location')).toMatch(/\/admin\/login$/)
  })

  test('"Avisos": the administrator sets who gets the e-mails and sends a test message', async ({ page }) => {
    await ownPage(page)
    await page.goto(`${running.server.base}/admin/login`)
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Senha').fill(owner.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await page.getByRole('link', { name: 'Avisos' }).click()
    const box = page.getByLabel('E-mails que recebem os avisos (um por linha, até 10)')
    await box.fill('equipe@buffet.test\nnão é e-mail')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'não é um e-mail válido' })).toBeVisible()
    await expect(box).toHaveValue('equipe@buffet.test\nnão é e-mail')
    await box.fill('equipe@buffet.test')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Lista salva: 1 endereço.')).toBeVisible()
    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'E-mail de teste enviado' })).toContainText(
      'equipe@buffet.test',
    )
    expect(
      mailTo('equipe@buffet.test').some(({ raw }) => readMail(raw).subject === 'Teste: avisos de novos orçamentos'),
    ).toBe(true)

    expect((await sendQuoteAs(await visitor(running.server.base), { name: 'Aviso para a equipe' })).status).toBe('sent')
    await expect
      .poll(
        () =>
          mailTo('equipe@buffet.test').filter(({ raw }) =>
            readMail(raw).subject.startsWith('Novo orçamento: Aviso para a equipe,'),
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1)
    expect(mailTo(INTRUDER)).toEqual([])
  })
})

test.describe('behind one proxy, a ceiling of 3 a minute: a scripted attack from many addresses', () => {
  let running: Awaited<ReturnType<typeof plainServer>>
  test.beforeAll(async () => {
    // A server of its own: a new database to migrate and a cold start, minutes on a busy machine.
    test.setTimeout(300_000)
    running = await plainServer(undefined, { TRUSTED_PROXIES: '1', QUOTES_PER_MINUTE: '3' })
  })
  test.afterAll(async () => {
    await running?.server.dispose()
    if (running) rmSync(running.seedDir, { recursive: true, force: true })
  })
  const from = (address: string) => httpClient(running.server.base, { headers: { 'x-forwarded-for': address } })

  test('40 wrong passwords sent at once, each from its own address with a browser id the site itself issued: at most 10 reach the password check, and the owner’s own browser still signs in', async () => {
    const own = from('203.0.113.200')
    await own.request('/admin/login')
    expect(await signInAs(own, owner.email, owner.password)).toBe('entrou')
    const bots = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const bot = from(`198.51.100.${n + 1}`)
        await bot.request('/admin/login')
        return bot
      }),
    )
    expect(new Set(bots.map((bot) => bot.cookies.get('buffet_cliente'))).size).toBe(40)
    const answers = await Promise.all(bots.map((bot) => signInAs(bot, owner.email, 'chute-errado')))
    // Only an attempt that reached the password check is answered with the wrong password.
    const checked = answers.filter((answer) => answer === 'Email ou senha incorretos')
    expect(checked.length).toBeLessThanOrEqual(10)
    expect(answers.filter((answer) => answer.startsWith('Muitas tentativas sem sucesso'))).toHaveLength(
      40 - checked.length,
    )
    expect(await signInAs(own, owner.email, owner.password)).toBe('entrou')
  })

  test('a flood of proven quotes beside a real visitor: her quote stays in the default list, notified, and the held flood sends the business one summary e-mail', async () => {
    const mailBefore = smtp.messages.length
    const visitorBrowser = from('203.0.113.201')
    await visitorBrowser.request('/api/quote-service')
    // Each address within its own 8 a window: a quote asked for a proof is two requests.
    const flood = await Promise.all(
      ['198.51.100.101', '198.51.100.102', '198.51.100.103'].map(async (address) => {
        const script = from(address)
        const answers = []
        for (let n = 0; n < 4; n++)
          answers.push((await sendProvenQuoteAs(script, { name: `Prova em massa ${address} ${n}` })).status)
        return answers
      }),
    )
    expect(flood.flat()).toEqual(Array(12).fill('sent'))
    const name = 'Visitante de verdade na enxurrada provada'
    expect((await sendProvenQuoteAs(visitorBrowser, { name })).status).toBe('sent')
    await expect
      .poll(() => stored(running.server, `name = $1`, [name]), { timeout: 20_000 })
      .toEqual([{ name, status: 'novo' }])
    await expect.poll(() => notified(name), { timeout: 30_000 }).toBe(true)

    const rows = await stored(running.server, `name like 'Prova em massa %'`)
    const held = rows.filter(({ status }) => status === 'suspeito')
    // The minute's first 3 came before the ceiling, and each address's first after it is a client's first.
    expect(rows.length - held.length).toBeLessThanOrEqual(3 + 3)
    expect(held.length).toBeGreaterThan(0)
    const subjects = () => smtp.messages.slice(mailBefore).map(({ raw }) => readMail(raw).subject)
    await expect
      .poll(() => subjects().filter((subject) => subject.startsWith('Enxurrada de orçamentos')).length, {
        timeout: 30_000,
      })
      .toBe(1)
    for (const { name: heldName } of held)
      expect(subjects().filter((subject) => subject.startsWith(`Novo orçamento: ${heldName},`))).toEqual([])
  })
})
