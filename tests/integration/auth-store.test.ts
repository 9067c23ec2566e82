import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authStore, type AuthStore } from '@/lib/auth/store'
import type { SignedInCaller } from '@/lib/db/caller'
import { accessTokenFor } from '../support/access-token'
import { createUser } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { transports } from '../support/transports'

/** The caller as a new sign-in's token names it: its session id in the claims (GoTrue's session_id). */
const withSession = (user: SignedInCaller): SignedInCaller => {
  const sessionId = crypto.randomUUID()
  return {
    ...user,
    sessionId,
    accessToken: accessTokenFor({ sub: user.userId, email: user.email, session_id: sessionId }),
  }
}

// The database's part of the admin's sign-in, the same in both modes: sessions, is_admin(), the
// accounts of the embedded database. On both engines and through Supabase's PostgREST.
describe.each(transports())('the auth store on $name', { timeout: 180_000 }, (transport) => {
  let db: TestDatabase
  let store: AuthStore
  let admin: SignedInCaller
  let customer: SignedInCaller
  const supabase = transport.name.startsWith('Supabase')

  beforeAll(async () => {
    const opened = await transport.open()
    db = opened.db
    store = authStore(opened.rpc)
    admin = await createUser(db, 'admin@buffet.com.br', { admin: true, password: 'senha-do-admin' })
    customer = await createUser(db, 'cliente@exemplo.com')
  }, 300_000)
  afterAll(() => transport.close())

  it('opens a session once, checks it on every request and ends it on sign-out', async () => {
    const user = withSession(admin)
    expect(await store.openSession(user, 'Vitest')).toBe(true)
    expect(await store.openSession(user, 'Vitest')).toBe(false)
    expect(await store.sessionIsOpen(user)).toBe(true)
    expect((await store.openSessions(admin)).map(({ id }) => id)).toContain(user.sessionId)
    expect(await store.endOwnSessions(user, 'local')).toBe(1)
    expect(await store.sessionIsOpen(user)).toBe(false)
  })

  it('lets an administrator end another session, and asks is_admin() for the caller', async () => {
    const other = withSession(customer)
    await store.openSession(other, 'Outro navegador')
    expect(await store.endSession(admin, other.sessionId!)).toBe(true)
    expect(await store.sessionIsOpen(other)).toBe(false)
    expect([await store.isAdmin(admin), await store.isAdmin(customer)]).toEqual([true, false])
    await expect(store.openSessions(customer)).rejects.toMatchObject({ code: '42501' })
    expect(await store.signInAlerts(admin)).toEqual([])
  })

  it('reads the embedded accounts as the server (any case, trimmed), and never through PostgREST, where Supabase Auth checks passwords', async () => {
    if (supabase) {
      await expect(store.account('admin@buffet.com.br')).rejects.toThrow(/job_account_for_sign_in/)
      return
    }
    expect(await store.account(' Admin@Buffet.com.br ')).toMatchObject({
      id: admin.userId,
      email: 'admin@buffet.com.br',
      encrypted_password: expect.stringMatching(/^\$2[aby]\$/),
    })
    expect(await store.account('ninguem@exemplo.com')).toBeNull()
    await store.accountSignedIn(admin.userId)
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ signed: boolean }>('select last_sign_in_at is not null as signed from auth.users where id = $1', [
        admin.userId,
      ]),
    )
    expect(rows).toEqual([{ signed: true }])
    expect(await store.adminsExist()).toBe(true)
  })

  it('keeps the password hashes from every API role', async () => {
    for (const caller of [{ role: 'anon' as const }, admin]) {
      await expect(
        db.asCaller(caller, (tx) => tx.query(`select * from public.account_for_sign_in('admin@buffet.com.br')`)),
      ).rejects.toThrow(/permission denied for function account_for_sign_in/)
    }
  })
})
