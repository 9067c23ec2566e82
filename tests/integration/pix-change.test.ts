import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { signInCookie } from '../support/admin-sign-in'
import { createUser, validRow } from '../support/database'
import { callAs } from '../support/proposal'
import { migratedDataDir } from '../support/migrated-snapshot'
import { inRequestScope } from '../support/request-scope'
import { readMail, startSmtpServer } from '../support/smtp'

// A change of the Pix key: the settings form asks the password again (a session alone does not
// move the money), the database writes the change's alert in its outbox, and the server e-mails it
// to every administrator (the key masked before and after, who, when); a change by any other path
// (the database owner's UPDATE) is checked, audited and alerted the same way.
const dataDir = migratedDataDir('pix-')
const owner = { email: 'dona@buffet.com.br', password: 'senha-longa-da-dona' }
const partner = 'socio@buffet.com.br'
const smtp = await startSmtpServer()

// The action ends by refreshing the admin's pages (the framework's cache, not under test here).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidatePath: vi.fn(),
}))

vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SESSION_SECRET', 'segredo-de-sessao-dos-testes-com-mais-de-32-caracteres')
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`)
vi.stubEnv('SMTP_FROM', 'site@buffet.com.br')
const [{ signIn }, { saveProposalSettings }, { deliverAlerts }] = await Promise.all([
  import('@/lib/auth/actions/sign-in'),
  import('@/lib/proposals/admin-actions/save-proposal-settings'),
  import('@/lib/proposals/notify'),
])
afterAll(async () => {
  vi.unstubAllEnvs()
  await smtp.close()
})

const db = () => sharedEmbeddedDatabase(dataDir)
const audit = async () =>
  (
    await (
      await db()
    ).asOwner((tx) =>
      tx.query<{ action: string; actor_email: string | null; detail: Record<string, unknown> }>(
        `select action, actor_email, detail from public.audit_log where action = 'pix_changed' order by id`,
      ),
    )
  ).rows
let session = ''

beforeAll(async () => {
  await createUser(await db(), owner.email, { ...owner, admin: true })
  await createUser(await db(), partner, { admin: true })
  session = await signInCookie(signIn, owner.email, owner.password)
}, 180_000)

/** "Salvar" on /admin/configuracoes/propostas, with this browser's session. */
async function save(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    depositPercent: '30',
    holdDays: '3',
    balanceInstallments: '1',
    balanceDaysBefore: '7',
    pixBeneficiary: 'Buffet Festa em Casa',
    pixCity: 'Sao Paulo',
    password: owner.password,
    ...fields,
  }))
    form.set(name, value)
  const request = new Request('http://localhost:3000/admin/configuracoes/propostas', {
    method: 'POST',
    headers: { cookie: session },
  })
  return (
    await inRequestScope(
      request,
      () => saveProposalSettings({ status: 'idle' }, form),
      '/admin/configuracoes/propostas/page',
    )
  ).result
}

const pixMails = () => smtp.messages.filter(({ raw }) => readMail(raw).subject === 'A chave Pix foi alterada')

describe('a change of the Pix key', () => {
  it('e-mails every administrator with the key masked before and after, who and when, and is audited', async () => {
    expect(await save({ pixKey: 'contato@buffetfestaemcasa.com.br' })).toMatchObject({
      status: 'saved',
      message:
        'Configurações salvas. Chave reconhecida: e-mail contato@buffetfestaemcasa.com.br. A troca da chave Pix ficou no registro de acessos e os administradores receberam um e-mail.',
    })
    expect(await save({ pixKey: '12345678909', pixBeneficiary: 'Golpista da Silva' })).toMatchObject({
      status: 'saved',
    })
    const [first, second] = pixMails()
    expect(second!.to.sort()).toEqual([owner.email, partner])
    const { text } = readMail(second!.raw)
    expect(text).toContain('Antes: chave con•••br, favorecido Buffet Festa em Casa, cidade Sao Paulo')
    expect(text).toContain('Agora: chave 123•••09, favorecido Golpista da Silva, cidade Sao Paulo')
    expect(text).toContain(`Quem mudou: ${owner.email}`)
    expect(text).toMatch(/Quando: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de São Paulo\)/)
    // The whole key never travels in the e-mail nor stays in the audit log.
    for (const mail of [first!, second!]) expect(mail.raw).not.toMatch(/contato@buffetfestaemcasa|12345678909/)
    const rows = await audit()
    expect(rows.map(({ actor_email, detail }) => [actor_email, detail.chave_antes, detail.chave_depois])).toEqual([
      [owner.email, '(nenhuma)', 'con•••br'],
      [owner.email, 'con•••br', '123•••09'],
    ])
    expect(JSON.stringify(rows)).not.toMatch(/contato@buffetfestaemcasa|12345678909/)
    // Each e-mail is recorded as sent by the administrator who made the change.
    const { rows: records } = await (
      await db()
    ).asOwner((tx) =>
      tx.query<{ kind: string; recipients: string[] }>(
        `select kind, recipients from public.mail_log where kind = 'pix_alterado' order by id`,
      ),
    )
    expect(records).toHaveLength(2)
  })

  it('refuses a Pix change without the password, or with a wrong one; the deposit % alone needs none', async () => {
    const before = pixMails().length
    // The confirmation of the first test is five minutes old now.
    await (
      await db()
    ).asOwner((tx) => tx.query(`update public.admin_reauth set at = now() - interval '5 minutes 1 second'`))
    expect(await save({ pixKey: 'golpe@exemplo.com', password: '' })).toMatchObject({
      status: 'failed',
      field: 'password',
      message: 'Para mudar a chave Pix, o favorecido ou a cidade, confirme sua senha.',
    })
    expect(await save({ pixKey: 'golpe@exemplo.com', password: 'senha-errada' })).toMatchObject({
      status: 'invalid',
      field: 'password',
      message: 'Senha incorreta.',
    })
    expect(
      await save({ pixKey: '12345678909', pixBeneficiary: 'Golpista da Silva', depositPercent: '40', password: '' }),
    ).toMatchObject({ status: 'saved', message: 'Configurações salvas. Chave reconhecida: CPF 123.456.789-09.' })
    expect(pixMails()).toHaveLength(before)
  })

  it('checks, audits and alerts whatever path changed it: the database owner’s UPDATE is e-mailed by the next run', async () => {
    await expect(
      (await db()).asOwner((tx) =>
        tx.query(`update public.admin_settings set pix_key = 'outra-chave-qualquer' where id`),
      ),
    ).rejects.toMatchObject({ code: '22023' })
    const before = (await audit()).length
    const mails = pixMails().length
    await (
      await db()
    ).asOwner((tx) => tx.query(`update public.admin_settings set pix_key = 'outra@chave.com.br' where id`))
    const rows = await audit()
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({
      actor_email: null,
      detail: { chave_antes: '123•••09', chave_depois: 'out•••br' },
    })
    expect(await deliverAlerts()).toBe(1)
    expect(pixMails()).toHaveLength(mails + 1)
    expect(readMail(pixMails().at(-1)!.raw).text).toContain('Quem mudou: não identificado')
    // Sent once: the next run finds nothing waiting.
    expect(await deliverAlerts()).toBe(0)
  })
})

describe('the alert of a missing job key', () => {
  it('is e-mailed once to every administrator when the server can read the outbox again, with where the held quotes are', async () => {
    // What the form did while the key was refused: a quote through the unkeyed path, as anon.
    await callAs(await db(), { role: 'anon' }, 'public.quote_intake_unkeyed($1::jsonb)', [
      JSON.stringify(validRow({ name: 'Sem chave' })),
    ])
    const held = () => smtp.messages.filter(({ raw }) => readMail(raw).subject.startsWith('Pedidos retidos'))
    expect(await deliverAlerts()).toBe(1)
    expect(held()).toHaveLength(1)
    expect([...held()[0]!.to].sort()).toEqual([owner.email, partner].sort())
    expect(readMail(held()[0]!.raw).text).toContain('/admin?status=suspeito')
    expect(await deliverAlerts()).toBe(0)
  })
})
