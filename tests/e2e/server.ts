import { spawn, spawnSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { e2e } from './config'

// A production build served with a throw-away database and a copy of the seed dataset, so tests
// can write quotes and edit content without touching the developer's .data or studio/seed.
rmSync(e2e.root, { recursive: true, force: true })
cpSync('studio/seed', e2e.seedDir, { recursive: true })

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  SITE_URL: e2e.baseURL,
  DATA_DIR: e2e.dataDir,
  CONTENT_SEED_DIR: e2e.seedDir,
  SANITY_REVALIDATE_SECRET: e2e.revalidateSecret,
  NEXT_TELEMETRY_DISABLED: '1',
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['next', 'build'], { env, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawn('npx', ['next', 'start', '-p', String(e2e.port)], { env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
