import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server, type SignedInCaller } from '@/lib/db/caller'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser, errorOf, storeQuote, validRow } from '../support/database'

// The pipeline's rules, on both engines as the rest of the row-level security matrix:
// administrators read the list only through the admin functions' check, change only the status
// and add notes through their functions; the API roles touch no table; nobody edits notes or deletes.
type Who = 'anon' | 'user' | 'admin' | 'server'

const PERMISSION_DENIED = (table: string) => `permission denied for table ${table}`
const NOT_ADMIN = 'permission denied: only administrators read quotes'

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('the quote pipeline’s access rules on $name', { timeout: 120_000 }, (engine) => {
  let db: TestDatabase
  let user: SignedInCaller, admin: SignedInCaller
  let quoteId: number
  const submissionId = crypto.randomUUID()
  const caller = (who: Who) => (who === 'anon' ? anonymous : who === 'user' ? user : who === 'server' ? server : admin)
  const run = (who: Who, sql: string, params: unknown[] = []) =>
    db.asCaller(caller(who), (tx) => tx.query<Record<string, unknown>>(sql, params))
  const failure = async (who: Who, sql: string, params: unknown[] = []) =>
    (await errorOf(() => run(who, sql, params))).message

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    user = await createUser(db, 'cliente@exemplo.com')
    admin = await createUser(db, 'admin@exemplo.com', { admin: true })
    await storeQuote(db, validRow({ name: 'Pipeline', neighborhood: 'Pinheiros', submission_id: submissionId }))
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: number }>(`select id::int as id from public."Orcamentos" where submission_id = $1`, [
        submissionId,
      ]),
    )
    quoteId = rows[0]!.id
  })
  afterAll(() => engine.stop())

  const stored = async () =>
    (
      await db.asOwner((tx) =>
        tx.query<Record<string, unknown>>(
          `select status, status_changed_by, status_changed_at, name, last_note, notification_status, notification_attempts from public."Orcamentos" where id = $1`,
          [quoteId],
        ),
      )
    ).rows[0]!

  describe('the admin list functions (search by index)', () => {
    const calls = [
      ['admin_quotes', `select name from public.admin_quotes(p_search => '%pinheiros%')`],
      ['admin_quotes_count', `select public.admin_quotes_count(p_search => '%pinheiros%') as total`],
    ] as const

    it.each(calls)('anon may not call %s', async (fn, sql) => {
      expect(await failure('anon', sql)).toBe(`permission denied for function ${fn}`)
    })

    it.each(calls)('a signed-in user who is not an administrator is refused by %s itself', async (_, sql) => {
      const error = await errorOf(() => run('user', sql))
      expect({ code: error.code, message: error.message }).toEqual({ code: '42501', message: NOT_ADMIN })
    })

    it('an administrator lists and counts through them, across row-level security', async () => {
      expect((await run('admin', calls[0][1])).rows).toEqual([{ name: 'Pipeline' }])
      expect((await run('admin', calls[1][1])).rows).toEqual([{ total: 1 }])
    })

    it.each(['user', 'admin'] as const)('%s may not call the internal helpers', async (who) => {
      expect(
        await failure(who, `select public.admin_quotes_condition('%x%', null, null, null, null, null, null, null)`),
      ).toBe('permission denied for function admin_quotes_condition')
      expect(await failure(who, 'select public.admin_quotes_require_admin()')).toBe(
        'permission denied for function admin_quotes_require_admin',
      )
    })

    it('refuses a limit over 1000 rows', async () => {
      expect(await failure('admin', 'select * from public.admin_quotes(p_limit => 1001)')).toBe(
        'admin_quotes: limit 1 to 1000 and offset from 0',
      )
    })
  })

  describe('quote status', () => {
    // Only through set_quote_status (migration 20261126130000): it asks a lost quote's reason and audits.
    const setStatus = (who: Who, status: string, reason: string | null = null) =>
      run(who, `select public.set_quote_status($1, $2, $3, null, null, null) as changed`, [quoteId, status, reason])

    it('starts as novo', async () => {
      expect(await stored()).toMatchObject({ status: 'novo', status_changed_by: null })
    })

    it('anon cannot change it', async () => {
      expect(await failure('anon', `update public."Orcamentos" set status = 'perdido' where id = $1`, [quoteId])).toBe(
        PERMISSION_DENIED('Orcamentos'),
      )
      expect(
        await failure('anon', `select public.set_quote_status($1, 'perdido', 'preco', null, null, null)`, [quoteId]),
      ).toBe('permission denied for function set_quote_status')
      expect((await stored()).status).toBe('novo')
    })

    it('a signed-in user who is not an administrator is refused', async () => {
      expect(
        await failure('user', `select public.set_quote_status($1, 'perdido', 'preco', null, null, null)`, [quoteId]),
      ).toBe(NOT_ADMIN)
      expect((await stored()).status).toBe('novo')
    })

    it('an administrator changes it, and the database records who and when', async () => {
      expect((await setStatus('admin', 'em_contato')).rows).toEqual([{ changed: true }])
      const row = await stored()
      expect(row).toMatchObject({ status: 'em_contato', status_changed_by: admin.userId })
      expect(row.status_changed_at).toBeInstanceOf(Date)
    })

    it('only to one of the five statuses', async () => {
      expect((await errorOf(() => setStatus('admin', 'arquivado'))).message).toBe(
        'new row for relation "Orcamentos" violates check constraint "orcamentos_status_check"',
      )
    })

    it.each(['status', 'name', 'last_note', 'notification_status', 'status_changed_by', 'created_at'])(
      'an administrator cannot update %s directly',
      async (column) => {
        const value =
          column === 'created_at'
            ? '2000-01-01'
            : column === 'status_changed_by'
              ? user.userId
              : column === 'notification_status'
                ? 'sent'
                : column === 'status'
                  ? 'perdido'
                  : 'alterado'
        expect(
          await failure('admin', `update public."Orcamentos" set ${column} = $1 where id = $2`, [value, quoteId]),
        ).toBe(PERMISSION_DENIED('Orcamentos'))
      },
    )
  })

  describe('internal notes', () => {
    const addNote = (who: Who, body: string) => run(who, `select public.admin_quote_note_add($1, $2)`, [quoteId, body])

    it('anon cannot add one, through the function or the table', async () => {
      expect((await errorOf(() => addNote('anon', 'nota intrusa'))).message).toBe(
        'permission denied for function admin_quote_note_add',
      )
      expect(
        await failure('anon', `insert into public.orcamento_notas (orcamento_id, body) values ($1, 'nota intrusa')`, [
          quoteId,
        ]),
      ).toBe(PERMISSION_DENIED('orcamento_notas'))
    })

    it('a signed-in user who is not an administrator cannot add one', async () => {
      expect((await errorOf(() => addNote('user', 'nota intrusa'))).message).toBe(NOT_ADMIN)
    })

    it('an administrator adds one, signed with their own identity, and hostile text is kept verbatim', async () => {
      const hostile = `<script>alert("x")</script>'); drop table public."Orcamentos"; --`
      await addNote('admin', hostile)
      const { rows } = await run('admin', `select body, author_email from public.admin_quote_notes($1)`, [quoteId])
      expect(rows).toEqual([{ body: hostile, author_email: 'admin@exemplo.com' }])
      const authors = await db.asOwner((tx) =>
        tx.query('select author_id from public.orcamento_notas where orcamento_id = $1', [quoteId]),
      )
      expect(authors.rows).toEqual([{ author_id: admin.userId }])
      expect((await stored()).last_note).toBe(hostile)
    })

    it('cannot be signed as someone else: the table takes no insert from an API role', async () => {
      expect(
        await failure(
          'admin',
          `insert into public.orcamento_notas (orcamento_id, body, author_id) values ($1, 'forjada', $2)`,
          [quoteId, user.userId],
        ),
      ).toBe(PERMISSION_DENIED('orcamento_notas'))
    })

    it('anon and a user who is not an administrator read none; an administrator reads them through the function', async () => {
      expect(await failure('anon', 'select body from public.orcamento_notas')).toBe(
        PERMISSION_DENIED('orcamento_notas'),
      )
      expect(await failure('user', 'select body from public.admin_quote_notes($1)', [quoteId])).toBe(NOT_ADMIN)
      expect((await run('admin', 'select body from public.admin_quote_notes($1)', [quoteId])).rows).toHaveLength(1)
    })

    it.each(['anon', 'user', 'admin'] as const)('%s cannot edit or delete them, nor delete quotes', async (who) => {
      expect(await failure(who, `update public.orcamento_notas set body = 'editada'`)).toBe(
        PERMISSION_DENIED('orcamento_notas'),
      )
      expect(await failure(who, 'delete from public.orcamento_notas')).toBe(PERMISSION_DENIED('orcamento_notas'))
      expect(await failure(who, 'delete from public."Orcamentos"')).toBe(PERMISSION_DENIED('Orcamentos'))
      const counts = await db.asOwner((tx) =>
        tx.query<{ notes: number; quotes: number }>(
          `select (select count(*)::int from public.orcamento_notas) as notes, (select count(*)::int from public."Orcamentos") as quotes`,
        ),
      )
      expect(counts.rows[0]).toEqual({ notes: 1, quotes: 1 })
    })
  })

  describe('new-quote notification bookkeeping', () => {
    const record = async (id: string, outcome: string) =>
      (await run('server', 'select public.record_quote_notification($1, $2)::int as id', [id, outcome])).rows[0]!.id

    it('is the server’s: the visitor who knows the submission id cannot mark the e-mail sent (and so silence it)', async () => {
      for (const who of ['anon', 'user', 'admin'] as const)
        expect(await failure(who, `select public.record_quote_notification($1, 'sent')`, [submissionId])).toBe(
          'permission denied for function record_quote_notification',
        )
      expect((await stored()).notification_status).toBeNull()
    })

    it('the submission that stored the quote claims its e-mail once, and records the outcome', async () => {
      expect(await record(submissionId, 'pending')).toBe(quoteId)
      expect(await record(submissionId, 'pending')).toBeNull()
      await record(submissionId, 'failed')
      await record(submissionId, 'sent')
      expect(await stored()).toMatchObject({ notification_status: 'sent', notification_attempts: 2 })
      expect(await record(submissionId, 'failed')).toBeNull()
    })

    it('an unknown submission id touches nothing', async () => {
      expect(await record(crypto.randomUUID(), 'pending')).toBeNull()
    })

    it('refuses an outcome it does not know', async () => {
      expect((await errorOf(() => record(submissionId, 'lido'))).message).toBe('invalid notification outcome: lido')
    })
  })
})
