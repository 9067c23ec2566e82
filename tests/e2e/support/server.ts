import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { e2e } from './config'
import { startSmtpServer } from '../../support/smtp'
import { buildMainSite, mainSiteEnv } from './main-site'
import { makeMigratedTemplate } from './database'
import { prepareDatabase } from './prepare-database'

// A production build served with a throw-away database and a copy of the seed dataset, so tests
// can write quotes and edit content without touching the developer's .data or studio/seed.
rmSync(e2e.root, { recursive: true, force: true })
// Next's data cache and the pages it regenerated outlive a server, and a build: what an earlier run
// cached from its database and seed copy (a retention period a test set, a text it published) would
// be served to this run's fresh ones (bench/support/stripped-build.ts drops them too).
const distDir = process.env.NEXT_DIST_DIR || '.next'
for (const kept of ['cache/fetch-cache', 'server/route-cache'])
  rmSync(path.join(distDir, kept), { recursive: true, force: true })
cpSync('studio/seed', e2e.seedDir, { recursive: true })
// This process holds the second server's data directory, as another server would.
mkdirSync(e2e.lockedDataDir, { recursive: true })
writeFileSync(path.join(e2e.lockedDataDir, 'buffet.lock'), String(process.pid))
// A real SMTP server for the new-quote e-mails; tests read what it received from files.
mkdirSync(e2e.mailDir, { recursive: true })
const smtp = await startSmtpServer({
  onMessage: (mail) => writeFileSync(path.join(e2e.mailDir, `${Date.now()}-${crypto.randomUUID()}.eml`), mail.raw),
})

const smtpUrl = `smtp://127.0.0.1:${smtp.port}`
const env = mainSiteEnv(smtpUrl)

if (process.env.E2E_SKIP_BUILD !== '1') {
  const status = buildMainSite(smtpUrl)
  if (status !== 0) process.exit(status ?? 1)
}

// Started without the npx wrapper so a stop signal reaches Next itself (and releases the database).
const next = (port: number, serverEnv: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore') =>
  spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: serverEnv,
    stdio,
  })

await prepareDatabase()
await makeMigratedTemplate()

const servers: ChildProcess[] = [
  next(e2e.port, env, 'inherit'),
  next(e2e.port + 1, { ...env, DATA_DIR: e2e.lockedDataDir }, 'ignore'),
]
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const server of servers) server.kill(signal)
    process.exit(0)
  })
}
for (const server of servers) server.on('exit', (code) => process.exit(code ?? 0))
