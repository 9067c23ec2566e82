import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { supabaseAuth } from '@/lib/auth/gotrue-identity'
import { cookieJar } from '../support/cookie-jar'
import { freshDatabase } from '../support/database'
import { gotrueStandIn } from '../support/gotrue-stand-in'

const ANON_KEY = 'chave-anon-do-projeto'
const SERVICE_KEY = 'chave-service-role'
const gotrue = await gotrueStandIn({
  anonKey: ANON_KEY,
  database: (await freshDatabase()).db,
  serviceKey: SERVICE_KEY,
  accounts: [{ email: 'cliente@exemplo.com', password: 'senha-antiga', admin: false }],
})
afterAll(() => gotrue.close())

// Run from an empty folder so a developer's .env.local cannot change the mode.
const cwd = mkdtempSync(path.join(tmpdir(), 'user-add-supabase-'))
// Asynchronous: the stand-in answers from this very process, which a synchronous spawn would block.
function userAdd(args: string[], env: Record<string, string> = { SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY }) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      path.resolve('node_modules/.bin/tsx'),
      [path.resolve('scripts/user-add.ts'), ...args],
      {
        cwd,
        env: {
          ...process.env,
          SUPABASE_URL: gotrue.url,
          SUPABASE_ANON_KEY: ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: '',
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    )
  })
}

/** Signs in as the site would, and says whether is_admin() is true for that session. */
async function signInAsTheSite(email: string, password: string) {
  const jar = cookieJar()
  const auth = supabaseAuth({ url: gotrue.url, anonKey: ANON_KEY }, jar.read)
  const result = await auth.signIn(email, password, 'Vitest')
  const user = result.ok ? await auth.currentUser() : null
  return { result, admin: user ? await auth.isAdmin(user) : false }
}

describe('npm run user:add (Supabase)', () => {
  it('creates an administrator who can then sign in to the site', async () => {
    const run = await userAdd(['--email', 'Dona@Buffet.com.br', '--password', 'senha-forte-1', '--admin'])
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('Conta criada: dona@buffet.com.br')
    expect(await signInAsTheSite('dona@buffet.com.br', 'senha-forte-1')).toMatchObject({
      result: { ok: true },
      admin: true,
    })
  })

  it('resets the password of an existing account and grants administration with --admin', async () => {
    const run = await userAdd(['--email', 'cliente@exemplo.com', '--password', 'senha-nova-123', '--admin'])
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('Senha redefinida: cliente@exemplo.com')
    expect(await signInAsTheSite('cliente@exemplo.com', 'senha-antiga')).toEqual({
      result: { ok: false, error: 'invalid-credentials' },
      admin: false,
    })
    expect(await signInAsTheSite('cliente@exemplo.com', 'senha-nova-123')).toMatchObject({
      result: { ok: true },
      admin: true,
    })
  })

  it('refuses to run without the service-role key, creating nothing', async () => {
    const before = gotrue.users.length
    const run = await userAdd(['--email', 'outra@exemplo.com', '--password', 'senha-forte-2'], {})
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Com o Supabase configurado, defina SUPABASE_SERVICE_ROLE_KEY para criar contas.')
    expect(gotrue.users).toHaveLength(before)
  })
})
