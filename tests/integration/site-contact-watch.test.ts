import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { server } from '@/lib/db/caller'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { contentLakeStandIn } from '../support/content-lake-stand-in'
import { createUser } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'
import { migratedDataDir } from '../support/migrated-snapshot'
import { inRequestScope } from '../support/request-scope'
import { readMail, startSmtpServer } from '../support/smtp'
import { signedWebhookHeaders } from '../support/webhook-signature'

// A change of the business's WhatsApp or e-mail in the Studio (every quote's WhatsApp hand-off opens
// that number) e-mails the administrators, whether the site hears of the publication through the
// signed webhook or only through its time-based revalidation (then the daily job finds it): the
// published values are compared with the last ones the database recorded. Against the Content Lake
// stand-in, published as the Studio publishes (a mutation with an editor's token).
const EDITOR = 'token-do-editor'
const SECRET = 'segredo-do-webhook-com-mais-de-32-letras'
const CRON_SECRET = 'segredo-do-cron-dos-testes'
const lake = contentLakeStandIn(0, loadSeed('studio/seed'), { editor: EDITOR })
await lake.start()
const smtp = await startSmtpServer()
const dataDir = migratedDataDir('contato-')

// Expiring the pages' cache tag is the production server's (tests/e2e/revalidate.spec.ts): here it is only recorded.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}))

vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'standin')
vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'production')
vi.stubEnv('SANITY_API_HOST', lake.url)
vi.stubEnv('NEXT_DIST_DIR', mkdtempSync(path.join(tmpdir(), 'contato-next-')))
vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
vi.stubEnv('CRON_SECRET', CRON_SECRET)
vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`)
vi.stubEnv('SMTP_FROM', 'site@buffet.com.br')
const [{ POST: revalidate }, { GET: daily }, { dailyJobs }] = await Promise.all([
  import('@/app/api/revalidate/route'),
  import('@/app/api/cron/retention/route'),
  import('@/lib/jobs/scheduler'),
])
afterAll(async () => {
  vi.unstubAllEnvs()
  await lake.stop()
  await smtp.close()
})

/** Publishes `set` on the site settings as the Studio does: a patch through the mutation API, with an editor's token. */
async function publish(set: Record<string, string>) {
  const response = await fetch(`${lake.url}/v2025-10-01/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${EDITOR}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ patch: { id: 'siteSettings', set } }] }),
  })
  expect(response.status).toBe(200)
}

/** Sanity's webhook for a publication of the site settings, signed, through /api/revalidate (its after() awaited). */
async function webhook() {
  const body = JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' })
  const headers = signedWebhookHeaders(body, SECRET)
  const scope = new Request('http://localhost:3000/api/revalidate', { method: 'POST', headers })
  return (
    await inRequestScope(
      scope,
      () => revalidate(new Request(scope.url, { method: 'POST', body, headers })),
      '/api/revalidate/route',
    )
  ).result
}

/** The daily job as Vercel Cron calls it. */
async function dailyJob() {
  const request = new Request('http://localhost:3000/api/cron/retention', {
    headers: { authorization: `Bearer ${CRON_SECRET}` },
  })
  const { result } = await inRequestScope(request, () => daily(request), '/api/cron/retention/route')
  expect(result.status).toBe(200)
  return ((await result.json()) as { contact: string }).contact
}

const contactMails = () =>
  smtp.messages.filter(({ raw }) => readMail(raw).subject === 'O WhatsApp ou o e-mail do site foi alterado')

describe('a change of the business’s WhatsApp or e-mail in the Studio', () => {
  beforeAll(async () => {
    const db = await sharedEmbeddedDatabase(dataDir)
    await createUser(db, 'dona@buffet.com.br', { admin: true })
    await createUser(db, 'socio@buffet.com.br', { admin: true })
  }, 180_000)

  it('is only recorded the first time the site sees the values', async () => {
    expect(await dailyJob()).toBe('unchanged')
    expect(contactMails()).toEqual([])
  })

  it('published with the webhook: the administrators get an e-mail with the number before and after', async () => {
    await publish({ whatsappNumber: '5511900001111' })
    expect((await webhook()).status).toBe(200)
    expect(expired).toEqual(['siteSettings'])
    const [mail] = contactMails()
    expect(mail!.to.sort()).toEqual(['dona@buffet.com.br', 'socio@buffet.com.br'])
    expect(readMail(mail!.raw).text).toContain('WhatsApp: antes 5511912345678, agora 5511900001111')
    expect(readMail(mail!.raw).text).not.toContain('E-mail: antes')
  }, 60_000)

  it('published when no webhook reaches the site: the daily job finds it, once', async () => {
    await publish({ email: 'golpe@exemplo.com' })
    expect(await dailyJob()).toBe('changed')
    expect(contactMails()).toHaveLength(2)
    expect(readMail(contactMails()[1]!.raw).text).toContain(
      'E-mail: antes contato@buffetfestaemcasa.com.br, agora golpe@exemplo.com',
    )
    expect(await dailyJob()).toBe('unchanged')
    expect(contactMails()).toHaveLength(2)
  })

  it('on a server of its own, the daily job the server runs by itself (outside any request) finds it too', async () => {
    await publish({ whatsappNumber: '5511900003333' })
    expect(await dailyJobs.find(({ name }) => name === 'contato')!.run()).toBe('changed')
    expect(contactMails()).toHaveLength(3)
    expect(readMail(contactMails()[2]!.raw).text).toContain('WhatsApp: antes 5511900001111, agora 5511900003333')
  })

  it('leaves each change in the audit log', async () => {
    const db = await sharedEmbeddedDatabase(dataDir)
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ detail: Record<string, string | null> }>(
        `select detail from public.audit_log where action = 'site_contact_changed' order by id`,
      ),
    )
    expect(rows.map(({ detail }) => [detail.whatsapp_depois, detail.email_depois])).toEqual([
      ['5511900001111', 'contato@buffetfestaemcasa.com.br'],
      ['5511900001111', 'golpe@exemplo.com'],
      ['5511900003333', 'golpe@exemplo.com'],
    ])
  })
})

describe.each(engines())('site_contact_check on $name', { timeout: 120_000 }, (engine) => {
  let db: TestDatabase
  const check = async (whatsapp: string | null, email: string | null, on: Pick<TestDatabase, 'asCaller'> = db) =>
    (
      await on.asCaller(server, (tx) =>
        tx.query<{ result: { changed: boolean; administrators?: string[] } }>(
          'select public.site_contact_check($1, $2) as result',
          [whatsapp, email],
        ),
      )
    ).rows[0]!.result

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    await createUser(db, 'dona@buffet.com.br', { admin: true })
  }, 300_000)
  afterAll(() => engine.stop())

  it('records the first values, answers a change once (e-mail addresses in any case are one), with the administrators', async () => {
    expect(await check('5511912345678', 'Contato@Buffet.com.br')).toEqual({ changed: false })
    expect(await check('5511912345678', 'contato@buffet.com.br')).toEqual({ changed: false })
    expect(await check('5511900001111', 'contato@buffet.com.br')).toMatchObject({
      changed: true,
      administrators: ['dona@buffet.com.br'],
    })
    // Two servers seeing the same publication at once (the webhook and the daily job): one of them tells.
    const [a, b] = await Promise.all([db.connect(), db.connect()])
    const twice = await Promise.all([
      check('5511900002222', 'contato@buffet.com.br', a),
      check('5511900002222', 'contato@buffet.com.br', b),
    ])
    expect(twice.filter(({ changed }) => changed)).toHaveLength(1)
  })

  it('is the server’s alone', async () => {
    const admin = await createUser(db, 'outra@buffet.com.br', { admin: true })
    await expect(
      db.asCaller(admin, (tx) => tx.query(`select public.site_contact_check('1', 'a@b.co')`)),
    ).rejects.toThrow('permission denied for function site_contact_check')
  })
})
