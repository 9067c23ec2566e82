import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openEmbeddedDatabase } from '../../../lib/db/embedded-database'
import { QUOTE_COLUMNS, type QuoteRow } from '../../../lib/quotes/contract'
import { e2e } from './config'

/**
 * Migrates the template the specs' own servers start from (the e2e server makes it, before any
 * spec runs): a fresh embedded database migrates for seconds of CPU, and a dozen servers did it.
 */
export async function makeMigratedTemplate() {
  await (await openEmbeddedDatabase(e2e.migratedDir)).close()
}

/** A new folder holding a copy of the migrated template, for a server's DATA_DIR. */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  cpSync(e2e.migratedDir, dir, { recursive: true })
  rmSync(path.join(dir, 'buffet.lock'), { force: true })
  return dir
}

// Dates and the time as the admin pages show them (YYYY-MM-DD, HH:MM).
const asText: Partial<Record<(typeof QUOTE_COLUMNS)[number], string>> = {
  created_at: 'created_at::text as created_at',
  date: 'date::text as date',
  next_contact: 'next_contact::text as next_contact',
  event_time: `to_char(event_time::time, 'HH24:MI') as event_time`,
}
const QUOTE_SELECT = QUOTE_COLUMNS.map((column) => asText[column] ?? column).join(', ')

/**
 * The rows of "Orcamentos" in the e2e server's embedded database. PGlite allows one process per
 * directory, so the test reads a copy of the files the server has written.
 */
export async function storedQuotes(where = 'true', params: unknown[] = []): Promise<QuoteRow[]> {
  const copy = mkdtempSync(path.join(tmpdir(), 'e2e-db-'))
  cpSync(e2e.dataDir, copy, { recursive: true })
  rmSync(path.join(copy, 'buffet.lock'), { force: true })
  const db = await openEmbeddedDatabase(copy)
  try {
    const { rows } = await db.asOwner((tx) =>
      tx.query<QuoteRow>(`select ${QUOTE_SELECT} from public."Orcamentos" where ${where} order by id`, params),
    )
    return rows
  } finally {
    await db.close()
    rmSync(copy, { recursive: true, force: true })
  }
}

/**
 * Rows of any query on a copy of a server's database (the e2e server's by default), as the owner, for
 * checks the pages do not show: PGlite is one process per folder, so the copy is read, not the folder.
 */
export async function queryCopy<R>(sql: string, params: unknown[] = [], dataDir = e2e.dataDir): Promise<R[]> {
  const copy = mkdtempSync(path.join(tmpdir(), 'e2e-db-'))
  cpSync(dataDir, copy, { recursive: true })
  rmSync(path.join(copy, 'buffet.lock'), { force: true })
  const db = await openEmbeddedDatabase(copy)
  try {
    return (await db.asOwner((tx) => tx.query<R>(sql, params))).rows
  } finally {
    await db.close()
    rmSync(copy, { recursive: true, force: true })
  }
}
