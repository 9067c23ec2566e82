import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { agendaStore } from '@/lib/agenda/store'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { mailStore } from '@/lib/mail/store'
import { todayInSaoPaulo } from '@/lib/dates'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser, errorOf, storeQuote, validRow } from '../support/database'
import { postgrestRpcStandIn } from '../support/postgrest-rpc'

// The daily digest on Supabase holds no service-role key: the transport's server calls go to
// job_digest_* (and job_mail_record) through PostgREST as anon with CRON_SECRET, and the database
// accepts only the key whose SHA-256 an administrator's sign-in registered.
describe.each(engines())(
  'the digest job on Supabase, without a service-role key, on $name',
  { timeout: 180_000 },
  (engine) => {
    let db: TestDatabase
    let admin: SignedInCaller
    let user: SignedInCaller
    let server: Awaited<ReturnType<typeof postgrestRpcStandIn>>
    const secret = randomBytes(32).toString('hex')
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
    const transportWith = (key: string | undefined) =>
      supabaseRpc({ url: server.url, anonKey: 'anon-key-for-tests' }, { cronSecret: key })
    const digestWith = (key: string | undefined) => agendaStore(transportWith(key)).digest()
    const register = (caller: SignedInCaller, hash: string) =>
      db.asCaller(
        caller,
        async (tx) =>
          (await tx.query<{ changed: boolean }>('select public.admin_set_job_key($1) as changed', [hash])).rows[0]!
            .changed,
      )

    beforeAll(async () => {
      await engine.start()
      db = await engine.emptyDatabase()
      await db.migrate()
      admin = await createUser(db, 'dona@buffet.example', { admin: true })
      user = await createUser(db, 'curioso@exemplo.com')
      await storeQuote(db, validRow({ name: 'Contato de Hoje' }))
      await db.asOwner((tx) => tx.query(`update public.admin_settings set notify_recipients = '{dona@buffet.example}'`))
      server = await postgrestRpcStandIn(db)
    })
    afterAll(async () => {
      await server?.close()
      await engine.stop()
    })

    it('has no job identity without CRON_SECRET', () => {
      expect(digestWith(undefined)).toBeNull()
    })

    it('refuses every key until an administrator registers one', async () => {
      const digest = digestWith(secret)!
      await expect(digest.content(new Date())).rejects.toThrow(/chave das tarefas diárias inválida ou não registrada/)
      await expect(digest.claim(todayInSaoPaulo())).rejects.toThrow(/chave das tarefas/)
      expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/job_digest_content' })
      expect(server.requests[0]!.headers.apikey).toBe('anon-key-for-tests')
      expect(JSON.parse(server.requests[0]!.body)).toMatchObject({ p_key: secret })
    })

    it('only an administrator registers the key, audited once per change', async () => {
      expect((await errorOf(() => register(user, sha256(secret)))).message).toBe(
        'admin_set_job_key: somente administradores',
      )
      await expect(
        db.asCaller(anonymous, (tx) => tx.query('select public.admin_set_job_key($1)', [sha256(secret)])),
      ).rejects.toThrow(/permission denied for function admin_set_job_key/)
      expect((await errorOf(() => register(admin, 'não é um hash'))).code).toBe('22023')
      // Through the app's named call, as each sign-in sends it (lib/db/job-key.ts).
      expect(
        await embeddedRpc(async () => db).value<boolean>(admin, 'admin_set_job_key', { p_sha256: sha256(secret) }),
      ).toBe(true)
      expect(await register(admin, sha256(secret))).toBe(false)
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ action: string; actor_email: string }>(
          `select action, actor_email from public.audit_log where action = 'job_key_set'`,
        ),
      )
      expect(rows).toEqual([{ action: 'job_key_set', actor_email: 'dona@buffet.example' }])
    })

    it('then the registered key reads the digest, its recipients, and claims the day once; another key still gets nothing', async () => {
      const digest = digestWith(secret)!
      const content = await digest.content(new Date())
      expect(JSON.stringify(content)).toContain('Contato de Hoje')
      expect(await mailStore(transportWith(secret)).recipientsForDigest()).toEqual(['dona@buffet.example'])
      expect(
        await mailStore(transportWith(secret)).record({ role: 'service_role' }, 'resumo', ['dona@buffet.example']),
      ).toEqual(expect.any(Number))
      expect(await digest.claim('2099-01-01')).toBe(true)
      expect(await digest.claim('2099-01-01')).toBe(false)
      await digest.finish('2099-01-01', true)
      const forged = digestWith(randomBytes(32).toString('hex'))!
      await expect(forged.content(new Date())).rejects.toThrow(/chave das tarefas/)
      await expect(mailStore(transportWith(randomBytes(32).toString('hex'))).recipientsForDigest()).rejects.toThrow(
        /chave das tarefas/,
      )
      await expect(
        mailStore(transportWith(randomBytes(32).toString('hex'))).record({ role: 'service_role' }, 'resumo', [
          'x@y.com',
        ]),
      ).rejects.toThrow(/chave das tarefas/)
      await expect(digestWith(secret.slice(0, 15))!.content(new Date())).rejects.toThrow(/chave das tarefas/)
    })

    it('leaves the service role’s own digest functions closed to the API roles', async () => {
      for (const caller of [anonymous, admin]) {
        await expect(db.asCaller(caller, (tx) => tx.query('select public.digest_content()'))).rejects.toThrow(
          /permission denied for function digest_content/,
        )
      }
    })
  },
)
