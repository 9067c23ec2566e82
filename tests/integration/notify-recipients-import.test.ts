import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openEmbeddedDatabase } from '@/lib/db/embedded-database'
import { migratedDataDir } from '../support/migrated-snapshot'
import { packageScript } from '../support/package-script'

// The one-time step of docs/avisos-e-ataques.md: the old Studio field's addresses go to the administrator's list.
describe('npm run avisos:importar (embedded database)', () => {
  it(
    'copies the Studio list into admin_settings, keeping what the administrator had, each address once',
    { timeout: 120_000 },
    async () => {
      const seedDir = mkdtempSync(path.join(tmpdir(), 'seed-importar-'))
      cpSync('studio/seed/data.ndjson', path.join(seedDir, 'data.ndjson'))
      const file = path.join(seedDir, 'data.ndjson')
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .map((line) =>
          line.includes('"_id":"siteSettings"')
            ? JSON.stringify({
                ...(JSON.parse(line) as object),
                quoteNotificationEmails: ['Cozinha@Buffet.test', 'dono@buffet.test'],
              })
            : line,
        )
      writeFileSync(file, lines.join('\n'))
      const dataDir = migratedDataDir('importar-')
      const db = await openEmbeddedDatabase(dataDir)
      await db.asOwner((tx) =>
        tx.query(`update public.admin_settings set notify_recipients = '{dono@buffet.test}' where id`),
      )
      await db.close()

      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        CONTENT_SEED_DIR: seedDir,
        SUPABASE_URL: '',
        SUPABASE_ANON_KEY: '',
        NEXT_PUBLIC_SANITY_PROJECT_ID: '',
      }
      const run = packageScript('avisos:importar', [], { env })
      expect(run.stderr).toBe('')
      expect(run.stdout).toContain('Avisos (banco embutido): dono@buffet.test, cozinha@buffet.test')

      const after = await openEmbeddedDatabase(dataDir)
      try {
        const { rows } = await after.asOwner((tx) =>
          tx.query<{ notify_recipients: string[] }>('select notify_recipients from public.admin_settings'),
        )
        expect(rows).toEqual([{ notify_recipients: ['dono@buffet.test', 'cozinha@buffet.test'] }])
        const audit = await after.asOwner((tx) =>
          tx.query<{ action: string }>(
            `select action from public.audit_log where action = 'notify_recipients_changed'`,
          ),
        )
        expect(audit.rows).toHaveLength(1)
      } finally {
        await after.close()
      }
    },
  )
})
