import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedAuth } from '@/lib/auth/embedded-identity'
import {
  IDLE_SECONDS,
  MAX_SECONDS,
  REFRESH_AFTER_SECONDS,
  SESSION_COOKIE,
  createSessionToken,
  needsRefresh,
  verifySessionToken,
} from '@/lib/auth/session-token'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { cookieJar } from '../support/cookie-jar'
import { createUser } from '../support/database'
import { migratedDataDir } from '../support/migrated-snapshot'

const dataDir = migratedDataDir('auth-')

beforeAll(async () => {
  const db = await sharedEmbeddedDatabase(dataDir)
  await createUser(db, 'admin@buffet.com.br', { password: 'senha-do-admin', admin: true })
  await createUser(db, 'cliente@exemplo.com', { password: 'senha-do-cliente' })
  // Creating the database takes seconds, far longer on a loaded machine.
}, 300_000)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

function session() {
  const jar = cookieJar()
  return { jar, auth: embeddedAuth(dataDir, jar.read) }
}

/** A second browser holding a copy of `jar`'s cookies, as a thief who copied them would. */
function copyOf(jar: ReturnType<typeof cookieJar>) {
  const copy = cookieJar()
  for (const [name, cookie] of jar.cookies) copy.cookies.set(name, { ...cookie })
  return { jar: copy, auth: embeddedAuth(dataDir, copy.read) }
}

const sessionRow = async (id: string) => {
  const db = await sharedEmbeddedDatabase(dataDir)
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ end_reason: string | null; user_agent: string }>(
      'select end_reason, user_agent from public.admin_sessions where id = $1',
      [id],
    ),
  )
  return rows[0]
}

describe('embedded auth (accounts in auth.users, signed session cookie)', () => {
  it('signs an administrator in with an http-only, SameSite=Lax session cookie', async () => {
    const { jar, auth } = session()
    expect(await auth.signIn('Admin@Buffet.com.br ', 'senha-do-admin', UA)).toMatchObject({
      ok: true,
      user: { email: 'admin@buffet.com.br', sessionId: expect.any(String) },
    })
    expect(jar.cookies.get(SESSION_COOKIE)?.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: IDLE_SECONDS,
    })
    const user = await auth.currentUser()
    expect(user).toMatchObject({ role: 'authenticated', email: 'admin@buffet.com.br' })
    expect(await auth.isAdmin(user!)).toBe(true)
  })

  it.each([
    ['production', true],
    ['development', false],
  ])('in %s the session cookie is Secure: %s', async (mode, secure) => {
    // The environment is read once per module load: load the auth module again under that mode.
    vi.stubEnv('NODE_ENV', mode)
    vi.resetModules()
    const { embeddedAuth: authIn } = await import('@/lib/auth/embedded-identity')
    const jar = cookieJar()
    expect(await authIn(dataDir, jar.read).signIn('admin@buffet.com.br', 'senha-do-admin', UA)).toMatchObject({
      ok: true,
    })
    expect(jar.cookies.get(SESSION_COOKIE)?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure })
  })

  it.each([
    ['admin@buffet.com.br', 'senha-errada'],
    ['ninguem@exemplo.com', 'senha-do-admin'],
    ['admin@buffet.com.br', ''],
  ])('rejects %s with a wrong password or no account, setting no cookie', async (email, password) => {
    const { jar, auth } = session()
    expect(await auth.signIn(email, password, UA)).toEqual({ ok: false, error: 'invalid-credentials' })
    expect(jar.cookies.size).toBe(0)
    expect(await auth.currentUser()).toBeNull()
  })

  it('a signed-in customer is not an administrator (is_admin() decides)', async () => {
    const { auth } = session()
    await auth.signIn('cliente@exemplo.com', 'senha-do-cliente', UA)
    const user = await auth.currentUser()
    expect(user?.email).toBe('cliente@exemplo.com')
    expect(await auth.isAdmin(user!)).toBe(false)
  })

  it('counts a failing is_admin() check as not an administrator', async () => {
    const { auth } = session()
    expect(await auth.isAdmin({ role: 'authenticated', userId: 'não-é-uuid', email: 'x@y.com' })).toBe(false)
  })

  it('signing out clears the session, and a cookie copied before it no longer signs anyone in', async () => {
    const { jar, auth } = session()
    const signedIn = await auth.signIn('admin@buffet.com.br', 'senha-do-admin', UA)
    const thief = copyOf(jar)
    expect(await thief.auth.currentUser()).toMatchObject({ email: 'admin@buffet.com.br' })
    await auth.signOut('local')
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false)
    expect(await auth.currentUser()).toBeNull()
    expect(await thief.auth.currentUser()).toBeNull()
    expect(await sessionRow(signedIn.ok ? signedIn.user.sessionId! : '')).toEqual({
      end_reason: 'sign_out',
      user_agent: UA,
    })
  })

  it("'Sair' ends only this browser's session; 'Sair de todos os aparelhos' ends every one", async () => {
    const [phone, laptop, desktop] = [session(), session(), session()]
    for (const browser of [phone, laptop, desktop])
      await browser.auth.signIn('admin@buffet.com.br', 'senha-do-admin', UA)
    await phone.auth.signOut('local')
    expect(await laptop.auth.currentUser()).not.toBeNull()
    await laptop.auth.signOut('global')
    expect(await desktop.auth.currentUser()).toBeNull()
  })

  it('a new password (npm run user:add resetting it) ends every open session of the account', async () => {
    const { auth } = session()
    const db = await sharedEmbeddedDatabase(dataDir)
    await createUser(db, 'troca@buffet.com.br', { password: 'senha-antiga-da-troca', admin: true })
    const signedIn = await auth.signIn('troca@buffet.com.br', 'senha-antiga-da-troca', UA)
    await db.asOwner((tx) =>
      tx.query(`update auth.users set encrypted_password = 'outro-hash' where email = 'troca@buffet.com.br'`),
    )
    expect(await auth.currentUser()).toBeNull()
    expect((await sessionRow(signedIn.ok ? signedIn.user.sessionId! : ''))?.end_reason).toBe('password_changed')
  })

  it('a session unused for 30 minutes is over, though its cookie is still signed', async () => {
    const { auth } = session()
    const signedIn = await auth.signIn('admin@buffet.com.br', 'senha-do-admin', UA)
    const id = signedIn.ok ? signedIn.user.sessionId! : ''
    const db = await sharedEmbeddedDatabase(dataDir)
    await db.asOwner((tx) =>
      tx.query(`update public.admin_sessions set last_seen_at = now() - make_interval(secs => $2) where id = $1`, [
        id,
        IDLE_SECONDS + 1,
      ]),
    )
    expect(await auth.currentUser()).toBeNull()
    expect((await sessionRow(id))?.end_reason).toBe('idle')
  })

  it('a session 12 hours old is over however recently it was used', async () => {
    const { auth } = session()
    const signedIn = await auth.signIn('admin@buffet.com.br', 'senha-do-admin', UA)
    const id = signedIn.ok ? signedIn.user.sessionId! : ''
    const db = await sharedEmbeddedDatabase(dataDir)
    await db.asOwner((tx) =>
      tx.query(`update public.admin_sessions set created_at = now() - make_interval(secs => $2) where id = $1`, [
        id,
        MAX_SECONDS,
      ]),
    )
    expect(await auth.currentUser()).toBeNull()
    expect((await sessionRow(id))?.end_reason).toBe('expired')
  })

  it('a session expires when idle and never outlives the maximum, even when refreshed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] })
    const secret = 'segredo-de-teste-com-mais-de-32-caracteres'
    const token = await createSessionToken(
      {
        userId: '00000000-0000-4000-8000-000000000001',
        email: 'a@b.co',
        sessionId: '00000000-0000-4000-8000-0000000000aa',
      },
      secret,
    )
    const claims = await verifySessionToken(token, secret)
    expect(claims?.email).toBe('a@b.co')
    expect(needsRefresh(claims!)).toBe(false)

    vi.setSystemTime(Date.now() + REFRESH_AFTER_SECONDS * 1000)
    expect(needsRefresh((await verifySessionToken(token, secret))!)).toBe(true)

    vi.setSystemTime(new Date('2026-11-22T12:00:00Z').getTime() + (IDLE_SECONDS + 1) * 1000)
    expect(await verifySessionToken(token, secret)).toBeNull()

    // Refreshed all day long, the session still ends MAX_SECONDS after signing in.
    const signedInAt = Math.floor(new Date('2026-11-22T12:00:00Z').getTime() / 1000)
    vi.setSystemTime((signedInAt + MAX_SECONDS - 60) * 1000)
    const late = await createSessionToken(
      {
        userId: '00000000-0000-4000-8000-000000000001',
        email: 'a@b.co',
        sessionId: '00000000-0000-4000-8000-0000000000aa',
      },
      secret,
      signedInAt,
    )
    expect(await verifySessionToken(late, secret)).not.toBeNull()
    vi.setSystemTime((signedInAt + MAX_SECONDS) * 1000)
    expect(await verifySessionToken(late, secret)).toBeNull()
  })

  it('rejects a tampered token or one signed with another secret', async () => {
    const secret = 'segredo-de-teste-com-mais-de-32-caracteres'
    const token = await createSessionToken(
      {
        userId: '00000000-0000-4000-8000-000000000001',
        email: 'a@b.co',
        sessionId: '00000000-0000-4000-8000-0000000000aa',
      },
      secret,
    )
    const [header, , signature] = token.split('.')
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'x', email: 'hacker@x.com', auth_time: 9e9, exp: 9e9 })).toString('base64url')}.${signature}`
    expect(await verifySessionToken(forged, secret)).toBeNull()
    expect(await verifySessionToken(token, 'outro-segredo-com-mais-de-32-caracteres!!')).toBeNull()
    expect(await verifySessionToken('lixo', secret)).toBeNull()
  })
})
