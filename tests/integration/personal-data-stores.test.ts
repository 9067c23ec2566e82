import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedAuditStore } from '@/lib/audit/adapters/embedded'
import { supabaseAuditStore } from '@/lib/audit/adapters/supabase'
import type { AuditStore } from '@/lib/audit/contract'
import { anonymous, type SignedInCaller } from '@/lib/db/caller'
import { sharedEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/db/embedded-database'
import { runRetention } from '@/lib/jobs/retention'
import { embeddedPersonalDataStore } from '@/lib/personal-data/adapters/embedded'
import { supabasePersonalDataStore } from '@/lib/personal-data/adapters/supabase'
import { PersonalDataError, type PersonalDataStore } from '@/lib/personal-data/contract'
import { createUser, insertAs, validRow } from '../support/database'
import { postgrestCallerStandIn } from '../support/postgrest-caller-stand-in'
import { migratedDataDir } from '../support/migrated-snapshot'

// One contract suite for the personal-data and audit ports, run against both adapters: the embedded
// one on the database directly, the Supabase one through a PostgREST stand-in over the same database.

const dataDir = migratedDataDir('dados-pessoais-')
const ANON_KEY = 'anon-key-for-tests'
let db: EmbeddedDatabase
let server: Awaited<ReturnType<typeof postgrestCallerStandIn>>
let admin: SignedInCaller
let user: SignedInCaller

beforeAll(async () => {
  db = await sharedEmbeddedDatabase(dataDir)
  admin = { ...(await createUser(db, 'dono@buffet.com', { admin: true })), accessToken: 'admin-jwt' }
  user = { ...(await createUser(db, 'curioso@exemplo.com')), accessToken: 'user-jwt' }
  server = await postgrestCallerStandIn(db, { [ANON_KEY]: anonymous, 'admin-jwt': admin, 'user-jwt': user })
}, 120_000)
afterAll(async () => {
  await server.close()
  await db.close()
})

const adapters: [string, () => PersonalDataStore, () => AuditStore][] = [
  ['embedded', () => embeddedPersonalDataStore(dataDir), () => embeddedAuditStore(dataDir)],
  ['Supabase', () => supabasePersonalDataStore({ url: server.url, anonKey: ANON_KEY }), () => supabaseAuditStore({ url: server.url, anonKey: ANON_KEY })],
]

const reasonOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(PersonalDataError)
  return (error as PersonalDataError).reason
}

describe.each(adapters)('personal-data store (%s)', (label, personalData, audit) => {
  const email = `pessoa.${label.toLowerCase()}@exemplo.com`
  let id: number

  beforeAll(async () => {
    const row = validRow({ name: `Pessoa ${label}`, email, phone: '11 944443333', whatsapp: '11 944443333' })
    await insertAs(db, anonymous, row)
    id = (await db.asOwner((tx) => tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [row.submission_id]))).rows[0]!.id
    await db.asCaller(admin, (tx) => tx.query('insert into public.orcamento_notas (orcamento_id, body) values ($1, $2)', [id, 'Ligar à tarde']))
  })

  it('finds the person with their quotes and notes', async () => {
    const records = await personalData().find(admin, email, 'json')
    expect(records.quotes.map((quote) => [quote.id, quote.email, quote.guests])).toEqual([[id, email, 60]])
    expect(records.notes.map((note) => [note.orcamento_id, note.body, note.author_email])).toEqual([[id, 'Ligar à tarde', 'dono@buffet.com']])
  })

  it('corrects a contact field, and says why a correction is refused', async () => {
    expect(await personalData().correct(admin, id, { name: `Pessoa ${label}`, email, phone: '11 922221111', whatsapp: '11 944443333', neighborhood: 'Moema' })).toEqual(['phone'])
    expect(await reasonOf(personalData().correct(admin, id, { name: 'X', email: 'sem-arroba', phone: '11 922221111', whatsapp: '11 944443333', neighborhood: 'Moema' }))).toBe('invalid-value')
    expect(await reasonOf(personalData().correct(admin, 999_999, { name: 'X', email, phone: '11 922221111', whatsapp: '11 944443333', neighborhood: 'Moema' }))).toBe('not-found')
    expect(await reasonOf(personalData().correct(user, id, { name: 'X', email, phone: '11 922221111', whatsapp: '11 944443333', neighborhood: 'Moema' }))).toBe('forbidden')
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

  it('anonymizes the person, after which the search finds nothing to identify them', async () => {
    expect(await personalData().anonymize(admin, '11 922221111')).toBe(1)
    expect(await personalData().anonymize(admin, '11 922221111')).toBe(0)
    const { rows } = await db.asOwner((tx) => tx.query('select name, email, phone from public."Orcamentos" where id = $1', [id]))
    expect(rows).toEqual([{ name: 'Anonimizado', email: null, phone: null }])
    expect((await personalData().find(admin, email, 'search')).quotes).toEqual([])
  })

  it('records an action and lists the log newest first, by action and before a row', async () => {
    await audit().record(admin, 'csv_export', null, { filtros: { status: 'novo' }, busca: false })
    await audit().record(admin, 'quote_opened', `orcamento:${id}`)
    const [opened, exported] = await audit().list(admin, { limit: 2 })
    expect(opened).toMatchObject({ action: 'quote_opened', subject: `orcamento:${id}`, actor_email: 'dono@buffet.com', detail: {} })
    expect(exported).toMatchObject({ action: 'csv_export', subject: null, detail: { filtros: { status: 'novo' }, busca: false } })
    expect((await audit().list(admin, { limit: 5, action: 'csv_export' })).every((entry) => entry.action === 'csv_export')).toBe(true)
    expect((await audit().list(admin, { limit: 1, before: opened!.id }))[0]!.id).toBe(exported!.id)
    await expect(audit().record(user, 'quote_opened', 'orcamento:1')).rejects.toThrow(/somente administradores/)
    expect(await audit().list(user, { limit: 5 })).toEqual([])
  })
})

describe('the retention job', () => {
  it.each([
    ['embedded', () => ({ kind: 'embedded' as const, dataDir })],
    ['Supabase', () => ({ kind: 'supabase' as const, url: server.url, anonKey: ANON_KEY })],
  ])('runs through the %s backend and reports counts only', async (_label, backend) => {
    const result = await runRetention(backend())
    expect(result).toEqual({ months: 24, anonymized: 0, auditExpired: 0 })
  })

  it('calls run_retention with the anon key through PostgREST', async () => {
    await runRetention({ kind: 'supabase', url: server.url, anonKey: ANON_KEY })
    const last = server.requests.at(-1)!
    expect(last).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/run_retention' })
    expect(last.headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  })
})
