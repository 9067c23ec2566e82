import { existsSync } from 'node:fs'
import { parseEnv } from '../lib/config/parse-env'
import { sharedEmbeddedDatabase } from '../lib/db/embedded-database'
import { transportFor } from '../lib/db/transport'
import { runRetention } from '../lib/jobs/retention'

// npm run data:retention: the daily retention run, for a system cron. With the embedded database
// the server runs it itself every day; run this only while the server is stopped.
if (existsSync('.env.local')) process.loadEnvFile('.env.local')
const backend = parseEnv(process.env).quotes

try {
  await runRetention(transportFor(backend))
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  if (backend.kind === 'embedded') await (await sharedEmbeddedDatabase(backend.dataDir).catch(() => null))?.close()
}
