import { beforeAll, describe, expect, it } from 'vitest'
import type { Caller } from '@/lib/db/caller'
import type { EmbeddedDatabase } from '@/lib/db/embedded-database'
import { anonymous, createUser, freshDatabase, insertAs, validRow } from '../support/database'

// The pipeline's rules (issue #15): administrators change only the status and add notes;
// visitors still only insert; nobody deletes. To be folded into the RLS matrix suite.
let db: EmbeddedDatabase
const callers: Record<string, Caller & { userId?: string }> = { anon: anonymous }
let quoteId: number
const submissionId = crypto.randomUUID()

beforeAll(async () => {
  ;({ db } = await freshDatabase())
  callers.user = await createUser(db, 'cliente@exemplo.com')
  callers.admin = await createUser(db, 'admin@exemplo.com', { admin: true })
  await insertAs(db, anonymous, validRow({ name: 'Pipeline', submission_id: submissionId }))
  const { rows } = await db.asOwner((tx) => tx.query<{ id: number }>(`select id from public."Orcamentos" where submission_id = $1`, [submissionId]))
  quoteId = rows[0]!.id
})

const attempt = async (work: () => Promise<unknown>) => {
  try {
    return { ok: true, value: await work() }
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  }
}

const stored = async () =>
  (await db.asOwner((tx) => tx.query<Record<string, unknown>>(`select status, status_changed_by, status_changed_at, name, last_note, notification_status, notification_attempts from public."Orcamentos" where id = $1`, [quoteId]))).rows[0]!

describe('quote status', () => {
  it('starts as novo', async () => {
    expect(await stored()).toMatchObject({ status: 'novo', status_changed_by: null })
  })

  it.each(['anon', 'user'])('%s cannot change it', async (who) => {
    await attempt(() => db.asCaller(callers[who]!, (tx) => tx.query(`update public."Orcamentos" set status = 'perdido' where id = $1`, [quoteId])))
    expect((await stored()).status).toBe('novo')
  })

  it('an administrator changes it, and the database records who and when', async () => {
    await db.asCaller(callers.admin!, (tx) => tx.query(`update public."Orcamentos" set status = 'em_contato' where id = $1`, [quoteId]))
    const row = await stored()
    expect(row).toMatchObject({ status: 'em_contato', status_changed_by: callers.admin!.userId })
    expect(row.status_changed_at).toBeInstanceOf(Date)
  })

  it('only to one of the five statuses', async () => {
    const result = await attempt(() => db.asCaller(callers.admin!, (tx) => tx.query(`update public."Orcamentos" set status = 'arquivado' where id = $1`, [quoteId])))
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/orcamentos_status_check/) })
  })

  it.each(['name', 'last_note', 'notification_status', 'status_changed_by', 'created_at'])('an administrator cannot update %s', async (column) => {
    const value = column === 'created_at' ? '2000-01-01' : column === 'status_changed_by' ? callers.user!.userId : column === 'notification_status' ? 'sent' : 'alterado'
    const result = await attempt(() => db.asCaller(callers.admin!, (tx) => tx.query(`update public."Orcamentos" set ${column} = $1 where id = $2`, [value, quoteId])))
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) })
  })
})

describe('internal notes', () => {
  const addNote = (who: string, body: string) => db.asCaller(callers[who]!, (tx) => tx.query(`insert into public.orcamento_notas (orcamento_id, body) values ($1, $2)`, [quoteId, body]))

  it.each(['anon', 'user'])('%s cannot add one', async (who) => {
    expect(await attempt(() => addNote(who, 'nota intrusa'))).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied|row-level security/) })
  })

  it('an administrator adds one, signed with their own identity, and hostile text is kept verbatim', async () => {
    const hostile = `<script>alert("x")</script>'); drop table public."Orcamentos"; --`
    await addNote('admin', hostile)
    const { rows } = await db.asCaller(callers.admin!, (tx) => tx.query(`select body, author_id, author_email from public.orcamento_notas where orcamento_id = $1`, [quoteId]))
    expect(rows).toEqual([{ body: hostile, author_id: callers.admin!.userId, author_email: 'admin@exemplo.com' }])
    expect((await stored()).last_note).toBe(hostile)
  })

  it('cannot be signed as someone else', async () => {
    const result = await attempt(() =>
      db.asCaller(callers.admin!, (tx) => tx.query(`insert into public.orcamento_notas (orcamento_id, body, author_id) values ($1, 'forjada', $2)`, [quoteId, callers.user!.userId])),
    )
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) })
  })

  it.each([
    ['anon', false],
    ['user', false],
    ['admin', true],
  ])('%s reads them: %s', async (who, reads) => {
    const result = await attempt(() => db.asCaller(callers[who]!, (tx) => tx.query('select body from public.orcamento_notas')))
    expect(result.ok && (result.value as { rows: unknown[] }).rows.length > 0).toBe(reads)
  })

  it.each(['anon', 'user', 'admin'])('%s cannot edit or delete them, nor delete quotes', async (who) => {
    const caller = callers[who]!
    for (const sql of [`update public.orcamento_notas set body = 'editada'`, 'delete from public.orcamento_notas', 'delete from public."Orcamentos"']) {
      await attempt(() => db.asCaller(caller, (tx) => tx.query(sql)))
    }
    const counts = await db.asOwner((tx) =>
      tx.query<{ notes: number; quotes: number; edited: number }>(
        `select (select count(*)::int from public.orcamento_notas) as notes, (select count(*)::int from public."Orcamentos") as quotes, (select count(*)::int from public.orcamento_notas where body = 'editada') as edited`,
      ),
    )
    expect(counts.rows[0]).toEqual({ notes: 1, quotes: 1, edited: 0 })
  })
})

describe('new-quote notification bookkeeping', () => {
  const record = (who: string, id: string, outcome: string) =>
    db.asCaller(callers[who]!, (tx) => tx.query<{ id: number | null }>('select public.record_quote_notification($1, $2) as id', [id, outcome]))

  it('the submission that stored the quote claims its e-mail once, and records the outcome', async () => {
    expect((await record('anon', submissionId, 'pending')).rows[0]!.id).toBe(quoteId)
    expect((await record('anon', submissionId, 'pending')).rows[0]!.id).toBeNull()
    await record('anon', submissionId, 'failed')
    await record('anon', submissionId, 'sent')
    expect(await stored()).toMatchObject({ notification_status: 'sent', notification_attempts: 2 })
    expect((await record('anon', submissionId, 'failed')).rows[0]!.id).toBeNull()
  })

  it('an unknown submission id touches nothing', async () => {
    expect((await record('anon', crypto.randomUUID(), 'pending')).rows[0]!.id).toBeNull()
  })
})
