import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditStore } from '@/lib/audit/store'
import type { SignedInCaller } from '@/lib/db/caller'
import type { Rpc } from '@/lib/db/rpc'
import { runRetention } from '@/lib/jobs/retention'
import { mailStore } from '@/lib/mail/store'
import { PersonalDataError } from '@/lib/personal-data/contract'
import { personalDataStore } from '@/lib/personal-data/store'
import { createUser, storeQuote, validRow } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { sentProposal } from '../support/proposal'
import { ANON_KEY, transports, type Opened } from '../support/transports'

// The personal-data and audit stores, run on both engines and through Supabase's PostgREST, over
// the same SQL functions.

const reasonOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(PersonalDataError)
  return (error as PersonalDataError).reason
}

describe.each(transports())('the personal-data and audit stores on $name', { timeout: 180_000 }, (transport) => {
  let db: TestDatabase
  let rpc: Rpc
  let requests: Opened['requests']
  let admin: SignedInCaller
  let user: SignedInCaller
  let id: number
  const email = 'pessoa@exemplo.com'
  const personalData = () => personalDataStore(rpc)
  const audit = () => auditStore(rpc)

  beforeAll(async () => {
    ;({ db, rpc, requests } = await transport.open())
    admin = await createUser(db, 'dono@buffet.com', { admin: true })
    user = await createUser(db, 'curioso@exemplo.com')
    const row = validRow({ name: 'Pessoa', email, phone: '11 944443333', whatsapp: '11 944443333' })
    await storeQuote(db, row)
    id = (
      await db.asOwner((tx) =>
        tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
          row.submission_id,
        ]),
      )
    ).rows[0]!.id
    await db.asCaller(admin, (tx) => tx.query('select public.admin_quote_note_add($1, $2)', [id, 'Ligar à tarde']))
  }, 300_000)
  afterAll(() => transport.close())

  it('finds the person with their quotes and notes', async () => {
    const records = await personalData().find(admin, email, 'json')
    expect(records.quotes.map((quote) => [quote.id, quote.email, quote.guests])).toEqual([[id, email, 60]])
    expect(records.notes.map((note) => [note.orcamento_id, note.body, note.author_email])).toEqual([
      [id, 'Ligar à tarde', 'dono@buffet.com'],
    ])
  })

  it('corrects a contact field, and says why a correction is refused', async () => {
    expect(
      await personalData().correct(admin, id, {
        name: 'Pessoa',
        email,
        phone: '11 922221111',
        whatsapp: '11 944443333',
        neighborhood: 'Moema',
      }),
    ).toEqual(['phone'])
    expect(
      await reasonOf(
        personalData().correct(admin, id, {
          name: 'X',
          email: 'sem-arroba',
          phone: '11 922221111',
          whatsapp: '11 944443333',
          neighborhood: 'Moema',
        }),
      ),
    ).toBe('invalid-value')
    expect(
      await reasonOf(
        personalData().correct(admin, 999_999, {
          name: 'X',
          email,
          phone: '11 922221111',
          whatsapp: '11 944443333',
          neighborhood: 'Moema',
        }),
      ),
    ).toBe('not-found')
    expect(
      await reasonOf(
        personalData().correct(user, id, {
          name: 'X',
          email,
          phone: '11 922221111',
          whatsapp: '11 944443333',
          neighborhood: 'Moema',
        }),
      ),
    ).toBe('forbidden')
  })

  it('refuses a search key that is neither an e-mail nor a phone, and anyone but an administrator', async () => {
    expect(await reasonOf(personalData().find(admin, 'Maria', 'search'))).toBe('invalid-key')
    expect(await reasonOf(personalData().find(user, email, 'search'))).toBe('forbidden')
    expect(await reasonOf(personalData().anonymize(user, email))).toBe('forbidden')
  })

  it('reads and sets the retention period', async () => {
    expect(await personalData().retentionMonths()).toBe(24)
    await personalData().setRetentionMonths(admin, 36)
    expect(await personalData().retentionMonths()).toBe(36)
    await personalData().setRetentionMonths(admin, 24)
    expect(await reasonOf(personalData().setRetentionMonths(admin, 200))).toBe('invalid-key')
  })

  it('lists the e-mails sent about the person’s quotes: kind, recipients and when, never the text', async () => {
    const { token } = await sentProposal(db, admin, id)
    await mailStore(rpc).record(admin, 'proposta', [email], token)
    const [record] = (await personalData().find(admin, email, 'search')).emails
    expect(record).toMatchObject({
      kind: 'proposta',
      recipients: [email],
      orcamento_id: id,
      proposal_id: expect.any(Number),
    })
    expect(Object.keys(record!).sort()).toEqual(['id', 'kind', 'orcamento_id', 'proposal_id', 'recipients', 'sent_at'])
  })

  it('anonymizes the person, after which the search finds nothing to identify them and their address is gone from the e-mails', async () => {
    expect(await personalData().anonymize(admin, '11 922221111')).toBe(1)
    expect(await personalData().anonymize(admin, '11 922221111')).toBe(0)
    const { rows } = await db.asOwner((tx) =>
      tx.query('select name, email, phone from public."Orcamentos" where id = $1', [id]),
    )
    expect(rows).toEqual([{ name: 'Anonimizado', email: null, phone: null }])
    expect((await personalData().find(admin, email, 'search')).quotes).toEqual([])
    const records = await db.asOwner((tx) =>
      tx.query<{ kind: string; recipients: string[] }>(
        'select kind, recipients from public.mail_log where orcamento_id = $1',
        [id],
      ),
    )
    expect(records.rows).toEqual([{ kind: 'proposta', recipients: [] }])
  })

  it('records an action and lists the log newest first, by action and before a row', async () => {
    await audit().record(admin, 'csv_export', null, { filtros: { status: 'novo' }, busca: false })
    await audit().record(admin, 'quote_opened', `orcamento:${id}`)
    const [opened, exported] = await audit().list(admin, { limit: 2 })
    expect(opened).toMatchObject({
      action: 'quote_opened',
      subject: `orcamento:${id}`,
      actor_email: 'dono@buffet.com',
      detail: {},
    })
    expect(exported).toMatchObject({
      action: 'csv_export',
      subject: null,
      detail: { filtros: { status: 'novo' }, busca: false },
    })
    expect(
      (await audit().list(admin, { limit: 5, action: 'csv_export' })).every((entry) => entry.action === 'csv_export'),
    ).toBe(true)
    expect((await audit().list(admin, { limit: 1, before: opened!.id }))[0]!.id).toBe(exported!.id)
    await expect(audit().record(user, 'quote_opened', 'orcamento:1')).rejects.toThrow(/somente administradores/)
    expect(await audit().list(user, { limit: 5 })).toEqual([])
  })

  it('runs the retention job and reports counts only', async () => {
    expect(await runRetention(rpc)).toEqual({ months: 24, anonymized: 0, auditExpired: 0 })
    // Through Supabase, the run is the server's: job_run_retention with CRON_SECRET (the anon key is only the project's key).
    const last = requests?.at(-1)
    if (last) {
      expect(last).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/job_run_retention' })
      expect(JSON.parse(last.body)).toEqual({ p_key: transport.cronSecret })
      expect(last.headers.authorization).toBe(`Bearer ${ANON_KEY}`)
    }
  })
})
