import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupDatabase } from '@/lib/db/backup'
import type { SignedInCaller } from '@/lib/db/caller'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/db/embedded-database'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { runRetention } from '@/lib/jobs/retention'
import { personalDataStore } from '@/lib/personal-data/store'
import { createUser, storeQuote, validRow } from '../support/database'
import { migratedDataDir } from '../support/migrated-snapshot'

// An anonymization must reach the disk: the embedded database's files (dead rows, WAL, recycled
// WAL segments) and a backup made right after hold none of the erased values.

/** The needles found anywhere in the folder's files, read as bytes. */
function foundIn(dir: string, needles: string[]): string[] {
  const found = new Set<string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const bytes = readFileSync(path.join(entry.parentPath, entry.name))
    for (const needle of needles) if (bytes.includes(needle)) found.add(needle)
  }
  return [...found]
}

const secretsOf = (tag: string) => ({
  name: `Cliente ${tag}Nome`,
  email: `${tag.toLowerCase()}@segredo.example`,
  message: `Portao azul ${tag}Mensagem`,
})
const needles = (secrets: Record<string, string>) => Object.values(secrets)

describe('anonymization reaches the embedded database’s disk', { timeout: 300_000 }, () => {
  let root: string
  let dataDir: string
  let db: EmbeddedDatabase
  let admin: SignedInCaller
  const rpc = embeddedRpc(async () => db)

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'anonimizacao-disco-'))
    dataDir = migratedDataDir('anonimizacao-dados-')
    db = await openEmbeddedDatabase(dataDir)
    admin = await createUser(db, 'dono@buffet.com', { admin: true })
  })
  afterAll(async () => {
    await db.close()
    rmSync(root, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('after "Anonimizar" neither the data folder nor a backup made right after holds the name, e-mail or message', async () => {
    const secrets = secretsOf('Zqanon')
    // Many writes after it, as a live server's, so the values sit in WAL segments and recycled ones.
    await storeQuote(db, validRow(secrets))
    for (let i = 0; i < 40; i++) await storeQuote(db, validRow({ message: 'x'.repeat(1000) }))
    await db.asOwner((tx) => tx.query('checkpoint'))
    expect(foundIn(dataDir, needles(secrets)).length).toBeGreaterThan(0)

    expect(await personalDataStore(rpc).anonymize(admin, secrets.email)).toBe(1)
    expect(foundIn(dataDir, needles(secrets))).toEqual([])

    await db.close()
    const backup = path.join(root, 'buffet.tar.gz')
    // What npm run db:backup runs (its own run as a command is in backup-restore.test.ts).
    await backupDatabase(dataDir, backup)
    const archive = gunzipSync(readFileSync(backup))
    expect(needles(secrets).filter((needle) => archive.includes(needle))).toEqual([])
    db = await openEmbeddedDatabase(dataDir)
  })

  it('after the retention job anonymizes an old quote, the data folder holds none of its values', async () => {
    const secrets = secretsOf('Zqretencao')
    await db.asOwner((tx) =>
      tx.query(
        `insert into public."Orcamentos" (name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, created_at)
         values ($1, $2, '11 911112222', '11 911112222', 'Lapa', 'festa-infantil', 40, now()::date - 1100, '15:00', $3, now() - interval '1100 days')`,
        [secrets.name, secrets.email, secrets.message],
      ),
    )
    expect(foundIn(dataDir, needles(secrets)).length).toBeGreaterThan(0)

    expect((await runRetention(rpc)).anonymized).toBe(1)
    expect(foundIn(dataDir, needles(secrets))).toEqual([])
  })
})
