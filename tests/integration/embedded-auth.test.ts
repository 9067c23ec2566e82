import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedAuth } from '@/lib/auth/adapters/embedded'
import { IDLE_SECONDS, MAX_SECONDS, REFRESH_AFTER_SECONDS, SESSION_COOKIE, createSessionToken, needsRefresh, verifySessionToken } from '@/lib/auth/session-token'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { cookieJar } from '../support/cookie-jar'
import { createUser } from '../support/database'

const dataDir = mkdtempSync(path.join(tmpdir(), 'auth-'))

beforeAll(async () => {
  const db = await sharedEmbeddedDatabase(dataDir)
  await createUser(db, 'admin@buffet.com.br', { password: 'senha-do-admin', admin: true })
  await createUser(db, 'cliente@exemplo.com', { password: 'senha-do-cliente' })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

function session() {
  const jar = cookieJar()
  return { jar, auth: embeddedAuth(dataDir, jar.read) }
}

describe('embedded auth (accounts in auth.users, signed session cookie)', () => {
  it('signs an administrator in with an http-only, SameSite=Lax session cookie', async () => {
    const { jar, auth } = session()
    expect(await auth.signIn('Admin@Buffet.com.br ', 'senha-do-admin')).toEqual({ ok: true })
    expect(jar.cookies.get(SESSION_COOKIE)?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: IDLE_SECONDS })
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
    const { embeddedAuth: authIn } = await import('@/lib/auth/adapters/embedded')
    const jar = cookieJar()
    expect(await authIn(dataDir, jar.read).signIn('admin@buffet.com.br', 'senha-do-admin')).toEqual({ ok: true })
    expect(jar.cookies.get(SESSION_COOKIE)?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure })
  })

  it.each([
    ['admin@buffet.com.br', 'senha-errada'],
    ['ninguem@exemplo.com', 'senha-do-admin'],
    ['admin@buffet.com.br', ''],
  ])('rejects %s with a wrong password or no account, setting no cookie', async (email, password) => {
    const { jar, auth } = session()
    expect(await auth.signIn(email, password)).toEqual({ ok: false, error: 'invalid-credentials' })
    expect(jar.cookies.size).toBe(0)
    expect(await auth.currentUser()).toBeNull()
  })

  it('a signed-in customer is not an administrator (is_admin() decides)', async () => {
    const { auth } = session()
    await auth.signIn('cliente@exemplo.com', 'senha-do-cliente')
    const user = await auth.currentUser()
    expect(user?.email).toBe('cliente@exemplo.com')
    expect(await auth.isAdmin(user!)).toBe(false)
  })

  it('counts a failing is_admin() check as not an administrator', async () => {
    const { auth } = session()
    expect(await auth.isAdmin({ role: 'authenticated', userId: 'não-é-uuid', email: 'x@y.com' })).toBe(false)
  })

  it('signing out clears the session', async () => {
    const { jar, auth } = session()
    await auth.signIn('admin@buffet.com.br', 'senha-do-admin')
    await auth.signOut()
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false)
    expect(await auth.currentUser()).toBeNull()
  })

  it('a session expires when idle and never outlives the maximum, even when refreshed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] })
    const secret = 'segredo-de-teste-com-mais-de-32-caracteres'
    const token = await createSessionToken({ userId: '00000000-0000-4000-8000-000000000001', email: 'a@b.co' }, secret)
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
    const late = await createSessionToken({ userId: '00000000-0000-4000-8000-000000000001', email: 'a@b.co' }, secret, signedInAt)
    expect(await verifySessionToken(late, secret)).not.toBeNull()
    vi.setSystemTime((signedInAt + MAX_SECONDS) * 1000)
    expect(await verifySessionToken(late, secret)).toBeNull()
  })

  it('rejects a tampered token or one signed with another secret', async () => {
    const secret = 'segredo-de-teste-com-mais-de-32-caracteres'
    const token = await createSessionToken({ userId: '00000000-0000-4000-8000-000000000001', email: 'a@b.co' }, secret)
    const [header, , signature] = token.split('.')
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'x', email: 'hacker@x.com', auth_time: 9e9, exp: 9e9 })).toString('base64url')}.${signature}`
    expect(await verifySessionToken(forged, secret)).toBeNull()
    expect(await verifySessionToken(token, 'outro-segredo-com-mais-de-32-caracteres!!')).toBeNull()
    expect(await verifySessionToken('lixo', secret)).toBeNull()
  })
})
