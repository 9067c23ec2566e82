import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDLE_SECONDS, MAX_SECONDS } from '@/lib/auth/session-policy'
import type { SignedInCaller } from '@/lib/db/caller'
import { createUser, openSession, storeQuote, validRow } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'
import {
  changePasswordOutsideTheApp,
  gotrueOnFreshDatabase,
  postRpc,
  supabaseBrowser,
} from '../support/supabase-browser'

const owner = { email: 'dona@buffet.com.br', password: 'senha-longa-da-dona' }

// An administrator's access ends with their session on the production path too: a copied access
// token, used straight against PostgREST as an attacker would (it trusts any unexpired token), stops
// reading quotes the moment the session ends. On both engines, through the stand-ins of Supabase
// Auth and PostgREST over them.
describe.each(engines())('a copied access token after its session ends, on $name', { timeout: 180_000 }, (engine) => {
  let supabase: Awaited<ReturnType<typeof gotrueOnFreshDatabase>>

  /** A browser signed in through the app's Supabase sign-in (GoTrue, then the session the database keeps). */
  const signedIn = () => supabaseBrowser(supabase.gotrue.url, owner)
  const rpc = (token: string, fn: string, args: Record<string, unknown> = {}) =>
    postRpc(supabase.gotrue.url, token, fn, args)

  /** What the copied token reads of the quotes, called as an attacker would: fetch, the anon key, the token. */
  async function readWith(token: string) {
    const { status, body, code } = await rpc(token, 'admin_quotes', { p_limit: 100 })
    return { status, names: Array.isArray(body) ? body.map(({ name }: { name: string }) => name) : code }
  }

  beforeAll(async () => {
    supabase = await gotrueOnFreshDatabase(engine, owner)
    await storeQuote(supabase.db, validRow({ name: 'Cliente Sigilosa' }))
  }, 300_000)
  afterAll(() => supabase?.close())

  it('reads while the session is open, and nothing once it signed out ("Sair"): the copied token is refused', async () => {
    const { auth, token } = await signedIn()
    expect(await readWith(token)).toEqual({ status: 200, names: ['Cliente Sigilosa'] })
    await auth.signOut('local')
    expect(await readWith(token)).toEqual({ status: 403, names: '42501' })
  })

  it('stops when the owner signs out of every device from another browser', async () => {
    const copied = await signedIn()
    const other = await signedIn()
    expect((await readWith(copied.token)).status).toBe(200)
    await other.auth.signOut('global')
    expect(await readWith(copied.token)).toEqual({ status: 403, names: '42501' })
  })

  it('stops when an administrator ends the session in "Sessões"', async () => {
    const copied = await signedIn()
    const other = await signedIn()
    expect((await rpc(other.token, 'admin_session_end', { p_id: copied.user.sessionId })).body).toBe(true)
    expect(await readWith(copied.token)).toEqual({ status: 403, names: '42501' })
    expect((await readWith(other.token)).status).toBe(200)
  })

  it('stops when the password changes (npm run user:add through the Auth admin API)', async () => {
    const { token } = await signedIn()
    await changePasswordOutsideTheApp(supabase.gotrue, owner)
    expect(await readWith(token)).toEqual({ status: 403, names: '42501' })
  })

  it('stops after 30 minutes unused and 12 hours after sign-in, whatever the token says', async () => {
    const idle = await signedIn()
    await supabase.db.asOwner((tx) =>
      tx.query(`update public.admin_sessions set last_seen_at = now() - make_interval(secs => $2) where id = $1`, [
        idle.user.sessionId,
        IDLE_SECONDS + 1,
      ]),
    )
    expect(await readWith(idle.token)).toEqual({ status: 403, names: '42501' })
    const old = await signedIn()
    await supabase.db.asOwner((tx) =>
      tx.query(`update public.admin_sessions set created_at = now() - make_interval(secs => $2) where id = $1`, [
        old.user.sessionId,
        MAX_SECONDS + 1,
      ]),
    )
    expect(await readWith(old.token)).toEqual({ status: 403, names: '42501' })
  })

  it('stops when Supabase Auth ended the session without the site (its dashboard, a revoked refresh token)', async () => {
    const { token } = await signedIn()
    expect((await readWith(token)).status).toBe(200)
    await supabase.gotrue.endAllSessions()
    expect(await readWith(token)).toEqual({ status: 403, names: '42501' })
  })
})

describe.each(engines())('is_admin() asks for an open session on $name', { timeout: 120_000 }, (engine) => {
  let db: TestDatabase
  let admin: SignedInCaller
  const isAdmin = async (caller: SignedInCaller) =>
    (await db.asCaller(caller, (tx) => tx.query<{ is: boolean }>('select public.is_admin() as is'))).rows[0]!.is

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    admin = await createUser(db, 'admin@buffet.com.br', { admin: true, session: false })
  }, 300_000)
  afterAll(() => engine.stop())

  it('is false for an administrator’s token that names no session, or a session that is not theirs', async () => {
    expect(await isAdmin(admin)).toBe(false)
    const other = await openSession(db, await createUser(db, 'outra@buffet.com.br', { admin: true, session: false }))
    expect(await isAdmin({ ...admin, sessionId: other.sessionId })).toBe(false)
  })

  it('is true for an open session and false once it ended, on the session functions the app calls', async () => {
    const signed = await openSession(db, admin)
    expect(await isAdmin(signed)).toBe(true)
    await db.asCaller(signed, (tx) => tx.query(`select public.session_end('local')`))
    expect(await isAdmin(signed)).toBe(false)
  })

  it('uses the windows of lib/auth/session-policy.ts', async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ idle_seconds: number; max_seconds: number }>('select * from public.admin_session_limits()'),
    )
    expect(rows).toEqual([{ idle_seconds: IDLE_SECONDS, max_seconds: MAX_SECONDS }])
  })
})
