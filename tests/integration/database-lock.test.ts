import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openEmbeddedDatabase } from '@/lib/db/embedded-database'
import { migratedDataDir } from '../support/migrated-snapshot'

// Each starts from a migrated copy: what is under test is the lock, and migrating a new database
// took most of a 30-second timeout on a loaded machine.
describe('one process per embedded data directory', () => {
  it('a second process gets a clear error instead of opening the same directory', async () => {
    const dataDir = migratedDataDir('lock-')
    const db = await openEmbeddedDatabase(dataDir)
    try {
      const script = path.join(dataDir, 'second.ts')
      writeFileSync(
        script,
        `import { openEmbeddedDatabase } from ${JSON.stringify(path.resolve('lib/db/embedded-database.ts'))}
openEmbeddedDatabase(${JSON.stringify(dataDir)}).then(() => console.log('opened'), (error) => { console.log(error.name + ': ' + error.message); process.exit(3) })`,
      )
      // One node process with tsx's loader: npx's and the tsx CLI's start-up cost seconds on a busy machine.
      const second = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' })
      expect(second.status).toBe(3)
      expect(second.stdout).toContain('DatabaseLockedError: O banco de dados embutido')
      expect(second.stdout).toContain(`já está aberto pelo processo ${process.pid}`)
    } finally {
      await db.close()
    }
  })

  it('takes over a lock left by a process that no longer exists', async () => {
    const dataDir = migratedDataDir('stale-')
    writeFileSync(path.join(dataDir, 'buffet.lock'), '999999')
    const db = await openEmbeddedDatabase(dataDir)
    await db.close()
  })

  it('closing gives the directory back and leaves no exit listener behind', async () => {
    const dataDir = migratedDataDir('reopen-')
    const listeners = process.listenerCount('exit')
    for (let round = 0; round < 3; round++) {
      const db = await openEmbeddedDatabase(dataDir)
      expect(process.listenerCount('exit')).toBe(listeners + 1)
      await db.close()
      expect(existsSync(path.join(dataDir, 'buffet.lock'))).toBe(false)
    }
    expect(process.listenerCount('exit')).toBe(listeners)
  })
})
