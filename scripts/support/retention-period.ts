import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from '../../lib/config/parse-env'
import { supabaseClient } from '../../lib/config/supabase'
import { anonymous } from '../../lib/db/caller'
import { openEmbeddedDatabase } from '../../lib/db/embedded-database'
import { DatabaseLockedError } from '../../lib/db/lock'
import { DEFAULT_RETENTION_MONTHS } from '../../lib/personal-data/contract'

/** The retention period the database applies, and where it came from ('padrão' when it cannot be read). */
export async function retentionPeriod(
  source: Record<string, string | undefined>,
): Promise<{ months: number; from: 'banco' | 'padrão' }> {
  const backend = parseEnv(source).quotes
  try {
    if (backend.kind === 'supabase') {
      const { data, error } = await supabaseClient(backend).rpc('retention_months')
      if (!error && typeof data === 'number') return { months: data, from: 'banco' }
    } else if (backend.kind === 'embedded' && existsSync(path.join(backend.dataDir, 'PG_VERSION'))) {
      const db = await openEmbeddedDatabase(backend.dataDir)
      try {
        const { rows } = await db.asCaller(anonymous, (tx) =>
          tx.query<{ months: number }>('select public.retention_months() as months'),
        )
        return { months: rows[0]!.months, from: 'banco' }
      } finally {
        await db.close()
      }
    }
  } catch (error) {
    // A running server holds the embedded database: its period is not readable from here.
    if (!(error instanceof DatabaseLockedError)) throw error
  }
  return { months: DEFAULT_RETENTION_MONTHS, from: 'padrão' }
}
