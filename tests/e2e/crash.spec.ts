import { expect, test } from '@playwright/test'
import { crashRound } from '../../bench/support/crash-round'
import { loadTestEnv, startProductionServer } from '../../bench/support/production-server'
import { freePort } from '../../scripts/support/free-port'
import { migratedDataDir } from './support/database'

// `npm run bench:crash` in small: the production build this run made, its own server and
// throw-away database, killed with SIGKILL while visitors submit. No browser: HTTP like the form.
test('a SIGKILL in the middle of a burst loses no acknowledged quote and the database comes back', async () => {
  test.setTimeout(240_000)
  const port = await freePort()
  const server = await startProductionServer(port, { dataDir: migratedDataDir('quebra-'), env: loadTestEnv })
  try {
    const report = await crashRound(server, port, { burst: 80, concurrency: 10, killAfter: 25, round: 1 })
    expect(report.problems).toEqual([])
    expect(report).toMatchObject({ acknowledged: expect.any(Number), lost: 0, duplicated: 0 })
    expect(report.acknowledged).toBeGreaterThanOrEqual(25)
    expect(report.acknowledged).toBeLessThan(80)
    expect(report.stored).toBeGreaterThanOrEqual(report.acknowledged)
  } finally {
    await server.dispose()
  }
})
