import { existsSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backupDatabase } from '@/lib/db/backup'
import { openEmbeddedDatabase } from '@/lib/db/embedded-database'
import { storeQuote, validRow } from '../support/database'
import { migratedDataDir } from '../support/migrated-snapshot'
import { npmRun, packageScript } from '../support/package-script'

let root: string
const dataDir = () => path.join(root, 'data')
const backup = () => path.join(root, 'copias', 'buffet.tar.gz')

// The npm commands themselves, as an operator runs them on the server; other calls start what they run.
type Script = 'db:backup' | 'db:restore'
const withData = () => ({ env: { ...process.env, DATA_DIR: dataDir() } })
const npmRunWithData = (script: Script, ...args: string[]) => npmRun(script, args, withData())
const run = (script: Script, ...args: string[]) => packageScript(script, args, withData())

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'backup-'))
  // A migrated embedded database, as the site leaves one: migrating a new one costs seconds of CPU.
  renameSync(migratedDataDir('backup-data-'), dataDir())
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('npm run db:backup / db:restore (embedded database)', () => {
  it('a quote written, backed up (readable by its owner only), the data folder removed, restored: the quote is there', async () => {
    const db = await openEmbeddedDatabase(dataDir())
    const submission = crypto.randomUUID()
    await storeQuote(db, validRow({ name: 'Pedido do backup', submission_id: submission }))
    await db.close()

    const saved = npmRunWithData('db:backup', backup())
    expect(saved.stderr).toBe('')
    expect(saved.stdout).toMatch(/^Backup de .* gravado em .*buffet\.tar\.gz/)
    // The clients' data in a file: readable by its owner only, whatever the umask.
    expect(statSync(backup()).mode & 0o777).toBe(0o600)
    expect(statSync(path.dirname(backup())).mode & 0o077).toBe(0)

    rmSync(dataDir(), { recursive: true, force: true })
    const restored = npmRunWithData('db:restore', backup())
    expect(restored.stdout).toContain('1 orçamento(s)')

    const reopened = await openEmbeddedDatabase(dataDir())
    const { rows } = await reopened.asOwner((tx) =>
      tx.query<{ name: string }>('select name from public."Orcamentos" where submission_id = $1', [submission]),
    )
    await reopened.close()
    expect(rows).toEqual([{ name: 'Pedido do backup' }])
  }, 300_000)

  it('refuses while a server holds the database, and keeps a replaced database aside', async () => {
    const db = await openEmbeddedDatabase(dataDir())
    await storeQuote(db, validRow())
    await db.close()
    // Made in this process (the command's own run is above): what is under test is the restore.
    await backupDatabase(dataDir(), backup())

    // A live server's lock (this test process is alive).
    writeFileSync(path.join(dataDir(), 'buffet.lock'), String(process.pid))
    for (const attempt of [run('db:backup', backup()), run('db:restore', backup())]) {
      expect(attempt.status).toBe(1)
      expect(attempt.stderr).toMatch(/já está aberto pelo processo \d+\. Pare o outro servidor/)
    }
    rmSync(path.join(dataDir(), 'buffet.lock'))

    const restored = run('db:restore', backup())
    expect(restored.status).toBe(0)
    const aside = /guardado em (.+)\.\n/.exec(restored.stdout)?.[1]
    expect(aside && existsSync(path.join(aside, 'PG_VERSION'))).toBe(true)
    // A whole copy of the clients' data: its owner's alone, and npm run doctor says it is there to delete.
    expect(statSync(aside!).mode & 0o777).toBe(0o700)
    const doctor = packageScript('doctor', [], withData())
    expect(doctor.stdout).toContain('[buffet] aviso: 1 banco(s) guardado(s) por uma restauração (npm run db:restore)')
    expect(doctor.stdout).toContain(`[buffet]   ${aside}`)
  }, 300_000)

  it('a restore never brings erased data back: what was anonymized after the backup is anonymized again, and retention runs', async () => {
    const db = await openEmbeddedDatabase(dataDir())
    const erased = validRow({ name: 'Pediu para apagar', email: 'apagar@exemplo.com' })
    const kept = validRow({ name: 'Continua', email: 'continua@exemplo.com' })
    for (const row of [erased, kept]) await storeQuote(db, row)
    // A quote whose party was three years ago: past the default 24 months.
    await db.asOwner((tx) =>
      tx.query(`insert into public."Orcamentos" (name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, created_at)
      values ('Festa antiga', 'antiga@exemplo.com', '11 911112222', '11 911112222', 'Lapa', 'festa-infantil', 40, now()::date - 1100, '15:00', 'oi', now() - interval '1100 days')`),
    )
    await db.close()
    await backupDatabase(dataDir(), backup())

    // After the backup: the client asks to be erased.
    const live = await openEmbeddedDatabase(dataDir())
    await live.asOwner((tx) =>
      tx.query(
        `select public.anonymize_quote_rows(array(select id from public."Orcamentos" where email = 'apagar@exemplo.com'))`,
      ),
    )
    await live.close()

    const restored = run('db:restore', backup())
    expect(restored.status).toBe(0)
    expect(restored.stdout).toContain(
      'Anonimização refeita: 1 orçamento(s) já anonimizados no banco substituído; retenção (24 meses): 1 orçamento(s) anonimizado(s).',
    )
    const reopened = await openEmbeddedDatabase(dataDir())
    const { rows } = await reopened.asOwner((tx) =>
      tx.query<{ name: string; email: string | null }>('select name, email from public."Orcamentos" order by id'),
    )
    await reopened.close()
    expect(rows).toEqual([
      { name: 'Anonimizado', email: null },
      { name: 'Continua', email: 'continua@exemplo.com' },
      { name: 'Anonimizado', email: null },
    ])
  }, 300_000)
})
