import { PGlite } from '@electric-sql/pglite'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrate, migrationFiles } from '@/lib/db/migrations'
import { pgliteOptions } from '@/lib/db/pglite-options'

// Migrating an embedded database takes seconds of CPU (8 s on a loaded 2-core machine) and most
// database test files start from one: the run migrates one, once (Vitest's global setup),
// and the files start from a copy of it: its folder for a database on disk, its dump for one in
// memory. Both live in the run's own folder (run-temp-dir.ts), so they never outlive the migrations.
const templateDir = () => path.join(tmpdir(), 'pglite-migrated')
const dumpFile = () => path.join(tmpdir(), 'pglite-migrated.tar')

/** Migrates the run's embedded database (migrated-templates.ts, Vitest's global setup). */
export async function makeMigratedPglite() {
  const db = await PGlite.create(templateDir(), pgliteOptions)
  await migrate(db)
  // Uncompressed: 40 MB on disk, read from the page cache, and no gunzip (a third of a second of
  // CPU) each time a file opens a database from it.
  const dump = await db.dumpDataDir('none')
  await db.close()
  writeFileSync(dumpFile(), Buffer.from(await dump.arrayBuffer()))
}

let dump: Blob | undefined

/** A new in-memory PGlite with every migration applied, as migrate() leaves it. */
export async function migratedPglite(): Promise<PGlite> {
  dump ??= new Blob([readFileSync(dumpFile())])
  return PGlite.create('memory://', { ...pgliteOptions, loadDataDir: dump })
}

/** A new folder under the run's, holding a migrated embedded database for the app to open as DATA_DIR. */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  cpSync(templateDir(), dir, { recursive: true })
  return dir
}

/** The names migrate() returns for a database it migrated from nothing. */
export const allMigrationNames = () => migrationFiles().map(({ name }) => name)
