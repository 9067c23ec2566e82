import { beforeAll, describe, expect, it } from 'vitest'
import type { Caller } from '@/lib/db/caller'
import type { EmbeddedDatabase } from '@/lib/db/embedded-database'
import { anonymous, createUser, freshDatabase, insertAs, validRow } from '../support/database'

let db: EmbeddedDatabase
const callers: Record<string, Caller> = { anon: anonymous }

beforeAll(async () => {
  ;({ db } = await freshDatabase())
  callers.user = await createUser(db, 'cliente@exemplo.com')
  callers.admin = await createUser(db, 'admin@exemplo.com', { admin: true })
  await insertAs(db, anonymous, validRow({ name: 'Existente' }))
})

const attempt = async (work: () => Promise<unknown>) => {
  try {
    return { ok: true, value: await work() }
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  }
}

describe('row-level security on "Orcamentos"', () => {
  it.each([
    ['anon', true],
    ['user', true],
    ['admin', true],
  ])('%s may insert: %s', async (who, allowed) => {
    const result = await attempt(() => insertAs(db, callers[who]!, validRow({ name: `Inserido por ${who}` })))
    expect(result.ok).toBe(allowed)
  })

  it.each([
    ['anon', false],
    ['user', false],
    ['admin', true],
  ])('%s sees the rows: %s', async (who, sees) => {
    const { rows } = await db.asCaller(callers[who]!, (tx) => tx.query('select name from public."Orcamentos"'))
    expect(rows.length > 0).toBe(sees)
  })

  it.each(['anon', 'user', 'admin'])('%s cannot update', async (who) => {
    const result = await attempt(() => db.asCaller(callers[who]!, (tx) => tx.query(`update public."Orcamentos" set name = 'alterado'`)))
    const { rows } = await db.asOwner((tx) => tx.query(`select 1 from public."Orcamentos" where name = 'alterado'`))
    expect({ refused: !result.ok, changed: rows.length }).toEqual({ refused: true, changed: 0 })
  })

  it.each(['anon', 'user', 'admin'])('%s cannot delete', async (who) => {
    const before = await db.asOwner((tx) => tx.query<{ n: number }>('select count(*)::int as n from public."Orcamentos"'))
    const result = await attempt(() => db.asCaller(callers[who]!, (tx) => tx.query('delete from public."Orcamentos"')))
    const after = await db.asOwner((tx) => tx.query<{ n: number }>('select count(*)::int as n from public."Orcamentos"'))
    expect({ refused: !result.ok, count: after.rows[0]!.n }).toEqual({ refused: true, count: before.rows[0]!.n })
  })

  it.each([
    ['user', false],
    ['admin', true],
  ])('is_admin() for %s is %s', async (who, admin) => {
    const { rows } = await db.asCaller(callers[who]!, (tx) => tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin'))
    expect(rows[0]!.is_admin).toBe(admin)
  })

  it('anon cannot call is_admin() nor read the administrators table', async () => {
    expect((await attempt(() => db.asCaller(anonymous, (tx) => tx.query('select public.is_admin()')))).ok).toBe(false)
    expect((await attempt(() => db.asCaller(callers.admin!, (tx) => tx.query('select * from public.admins')))).ok).toBe(false)
  })

  it('anon cannot choose the id or the creation time of a row', async () => {
    const result = await attempt(() => insertAs(db, anonymous, validRow({ created_at: '2000-01-01' })))
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) })
  })

  it('the database enforces the form rules itself', async () => {
    for (const bad of [{ guests: 0 }, { guests: 5001 }, { date: '2000-01-01' }, { party_type: 'casamento' }, { name: '  ' }, { email: 'x@y' }, { message: null }]) {
      const result = await attempt(() => insertAs(db, anonymous, validRow(bad)))
      expect(result.ok, JSON.stringify(bad)).toBe(false)
    }
  })
})
