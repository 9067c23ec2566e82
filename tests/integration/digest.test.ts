import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/lib/dates/calendar'
import { sendDigest, type DigestDeps } from '@/lib/agenda/send-digest'
import { agendaStore, type DigestStore } from '@/lib/agenda/store'
import type { Rpc } from '@/lib/db/rpc'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { mailStore } from '@/lib/mail/store'
import { todayInSaoPaulo } from '@/lib/dates'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser, storeQuote, validRow } from '../support/database'
import { smtpMailer } from '../support/mailer'
import { readMail, startSmtpServer } from '../support/smtp'

// The daily digest through the real job code: the agenda store with the server's own identity
// (service_role) on both engines, the site's mailer and a real SMTP server on 127.0.0.1.
describe.each(engines())('the daily digest on $name', { timeout: 180_000 }, (engine) => {
  let db: TestDatabase
  let rpc: Rpc
  let digest: DigestStore
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  const today = todayInSaoPaulo()
  /** A moment of São Paulo's `date` at `time`. */
  const at = (date: string, time = '12:00') => new Date(`${date}T${time}:00-03:00`)
  const deps = (now: Date): DigestDeps => ({
    store: digest,
    mailer: smtpMailer(rpc, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'site@buffet.example' }),
    recipients: async () => ['dona@buffet.example'],
    businessName: 'Buffet Festa em Casa',
    adminUrl: 'https://buffet.example/admin',
    now,
    sleep: async () => {},
  })
  const mails = () => smtp.messages.map((message) => readMail(message.raw))

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    smtp = await startSmtpServer()
    rpc = embeddedRpc(async () => db)
    digest = agendaStore(rpc).digest()!
    // Due today (a new quote), unanswered for two days, and a won event in three days.
    await storeQuote(db, validRow({ name: 'Contato de Hoje', date: addDays(today, 40) }))
    await storeQuote(db, validRow({ name: 'Esperando Resposta', date: addDays(today, 50) }))
    await db.asOwner((tx) =>
      tx.query(
        `update public."Orcamentos" set created_at = now() - interval '2 days' where name = 'Esperando Resposta'`,
      ),
    )
    await storeQuote(db, validRow({ name: 'Festa Fechada', date: addDays(today, 3), neighborhood: 'Pinheiros' }))
    const admin = await createUser(db, 'dona@buffet.example', { admin: true })
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: number }>(`select id::int as id from public."Orcamentos" where name = 'Festa Fechada'`),
    )
    await db.asCaller(admin, (tx) =>
      tx.query(`select public.set_quote_status($1, 'fechado', null, null, 500000, null)`, [rows[0]!.id]),
    )
  })
  afterAll(async () => {
    await smtp?.close()
    await engine.stop()
  })

  it('goes to the recipients the administrator set in Avisos, and no API role can read them', async () => {
    expect(await mailStore(rpc).recipientsForDigest()).toEqual([])
    await db.asOwner((tx) =>
      tx.query(`update public.admin_settings set notify_recipients = '{dona@buffet.example,gerente@buffet.example}'`),
    )
    expect(await mailStore(rpc).recipientsForDigest()).toEqual(['dona@buffet.example', 'gerente@buffet.example'])
    await expect(db.asCaller(anonymous, (tx) => tx.query('select public.digest_recipients()'))).rejects.toThrow(
      /permission denied for function digest_recipients/,
    )
  })

  it('waits for 8:00 in São Paulo', async () => {
    expect(await sendDigest(deps(at(today, '07:59')))).toBe('not-yet')
    expect(smtp.messages).toHaveLength(0)
  })

  it('is sent once a day, with today’s contacts, the unanswered quotes and the week’s events', async () => {
    expect(await sendDigest(deps(at(today, '08:00')))).toBe('sent')
    expect(await sendDigest(deps(at(today, '15:00')))).toBe('already-sent')
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]!.to).toEqual(['dona@buffet.example'])
    const [mail] = mails()
    expect(mail!.subject).toMatch(
      /^Resumo de \d{2}\/\d{2}\/\d{4}: 2 contatos, 1 sem resposta, 1 evento na semana \| Buffet Festa em Casa$/,
    )
    expect(mail!.text).toMatch(/- Contato de Hoje \(Novo\): hoje/)
    expect(mail!.text).toMatch(/NOVOS SEM RESPOSTA HÁ MAIS DE 24 HORAS \(1\)\n- Esperando Resposta: recebido em/)
    expect(mail!.text).toMatch(
      /EVENTOS DOS PRÓXIMOS 7 DIAS \(1\)\n- \S+, \d+ de \S+ às 15:30: Festa Fechada · Pinheiros · 60 convidados/,
    )
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ status: string }>('select status from public.digest_runs where day = $1', [today]),
    )
    expect(rows).toEqual([{ status: 'sent' }])
    const records = await db.asOwner((tx) => tx.query('select kind, recipients, orcamento_id from public.mail_log'))
    expect(records.rows).toEqual([{ kind: 'resumo', recipients: ['dona@buffet.example'], orcamento_id: null }])
  })

  it('two runs at once still send one e-mail', async () => {
    const day = addDays(today, 1)
    const outcomes = await Promise.all([
      sendDigest(deps(at(day, '08:01'))),
      sendDigest(deps(at(day, '08:01'))),
      sendDigest(deps(at(day, '08:02'))),
    ])
    expect(outcomes.toSorted()).toEqual(['already-sent', 'already-sent', 'sent'])
    expect(smtp.messages).toHaveLength(2)
  })

  it('a failed send frees the day for the next run', async () => {
    const day = addDays(today, 2)
    smtp.refuse(3)
    expect(await sendDigest(deps(at(day, '09:00')))).toBe('failed')
    expect(smtp.messages).toHaveLength(2)
    expect(await sendDigest(deps(at(day, '10:00')))).toBe('sent')
    expect(smtp.messages).toHaveLength(3)
    expect(await sendDigest(deps(at(day, '11:00')))).toBe('already-sent')
  })

  it('is off without SMTP, and nothing is claimed', async () => {
    const day = addDays(today, 3)
    expect(await sendDigest({ ...deps(at(day)), mailer: null })).toBe('off')
    const { rows } = await db.asOwner((tx) => tx.query('select day from public.digest_runs where day = $1', [day]))
    expect(rows).toEqual([])
  })
})
