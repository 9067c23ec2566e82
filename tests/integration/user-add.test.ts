import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { openEmbeddedDatabase } from '@/lib/db/embedded-database'
import { migratedDataDir } from '../support/migrated-snapshot'
import { npmRun, packageScript } from '../support/package-script'

// A migrated copy, as a server that ran once leaves it: the command's part is the account. Migrating
// a new folder from nothing (what openEmbeddedDatabase does on a first start) is what Vitest's global
// setup does for every run (tests/support/migrated-snapshot.ts); in the command it cost 40 s here.
const dataDir = migratedDataDir('user-add-')

const env = () => ({ ...process.env, DATA_DIR: dataDir, SUPABASE_URL: '', SUPABASE_ANON_KEY: '' })

// The command as the README gives it.
const npmRunUserAdd = (args: string[]) => npmRun('user:add', args, { env: env() })

// What that command runs.
const userAdd = (args: string[], input?: string) => packageScript('user:add', args, { env: env(), input })

async function account(email: string) {
  const db = await openEmbeddedDatabase(dataDir)
  try {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ encrypted_password: string; admin: boolean }>(
        'select encrypted_password, exists (select 1 from public.admins a where a.user_id = u.id) as admin from auth.users u where email = $1',
        [email],
      ),
    )
    return rows[0]
  } finally {
    await db.close()
  }
}

describe('npm run user:add (embedded database)', () => {
  it('creates an administrator with a bcrypt hash of the password', { timeout: 120_000 }, async () => {
    const run = npmRunUserAdd(['--email', 'Dona@Buffet.com.br', '--password', 'senha-forte-1', '--admin'])
    expect(run.stdout).toContain('Conta criada: dona@buffet.com.br, administrador')
    const user = await account('dona@buffet.com.br')
    expect(user?.admin).toBe(true)
    expect(bcrypt.compareSync('senha-forte-1', user!.encrypted_password)).toBe(true)
  })

  it('resets the password of an existing account, keeping it an administrator', async () => {
    const run = userAdd(['--email', 'dona@buffet.com.br', '--password', 'outra-senha-2'])
    expect(run.stdout).toContain('Senha redefinida: dona@buffet.com.br')
    const user = await account('dona@buffet.com.br')
    expect(bcrypt.compareSync('outra-senha-2', user!.encrypted_password)).toBe(true)
    expect(user?.admin).toBe(true)
  })

  it('asks for the password when it is not given, and creates a non-administrator without --admin', async () => {
    const run = userAdd(['--email', 'equipe@buffet.com.br'], 'senha-digitada\n')
    expect(run.stdout).toContain('Conta criada: equipe@buffet.com.br, sem acesso de administrador')
    expect(bcrypt.compareSync('senha-digitada', (await account('equipe@buffet.com.br'))!.encrypted_password)).toBe(true)
    expect((await account('equipe@buffet.com.br'))?.admin).toBe(false)
  })

  // Each password the rule refuses is in tests/unit/password-policy.test.ts; here, that the command applies it.
  it.each([
    [['--email', 'não-é-email', '--password', 'senha-forte-1'], 'Informe um e-mail válido'],
    [['--email', 'dona.maria@b.co', '--password', 'dona.maria-2026'], 'A senha não pode conter o seu e-mail.'],
  ])('refuses %j with a clear message', (args, message) => {
    const run = userAdd(args)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(message)
  })

  it('a reset ends every session the account had open (a copied cookie stops working)', async () => {
    const db = await openEmbeddedDatabase(dataDir)
    const sessionId = crypto.randomUUID()
    try {
      await db.asOwner((tx) =>
        tx.query(
          `insert into public.admin_sessions (id, user_id) select $1, id from auth.users where email = 'dona@buffet.com.br'`,
          [sessionId],
        ),
      )
    } finally {
      await db.close()
    }
    expect(userAdd(['--email', 'dona@buffet.com.br', '--password', 'terceira-senha-3']).status).toBe(0)
    const after = await openEmbeddedDatabase(dataDir)
    try {
      const { rows } = await after.asOwner((tx) =>
        tx.query('select end_reason from public.admin_sessions where id = $1', [sessionId]),
      )
      expect(rows).toEqual([{ end_reason: 'password_changed' }])
    } finally {
      await after.close()
    }
  })

  it('refuses while a server holds the data directory', async () => {
    const db = await openEmbeddedDatabase(dataDir)
    try {
      const run = userAdd(['--email', 'x@buffet.com.br', '--password', 'senha-forte-1'])
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('já está aberto pelo processo')
      expect(run.stderr).toContain('pare o servidor e rode de novo')
    } finally {
      await db.close()
    }
  })
})
