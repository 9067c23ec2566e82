import { cpSync, rmSync } from 'node:fs'
import { e2e } from './config'
import { buildMainSite } from './main-site'
import { buildSanitySite } from './sanity-site'

// `npm run e2e:build`: the two builds the browser tests serve, the e2e server's and the shared
// Sanity-path one. npm test runs it first, beside the checks only: the browser tests, the longest
// step, start after it and reuse both (E2E_SKIP_BUILD=1).
// The main build reads the seed copy the e2e server serves (tests/e2e/support/server.ts makes it again).
rmSync(e2e.root, { recursive: true, force: true })
cpSync('studio/seed', e2e.seedDir, { recursive: true })
// No mail is sent while building; the server names its own SMTP server when it starts.
const status = buildMainSite('smtp://127.0.0.1:25')
if (status !== 0) process.exit(status ?? 1)
await buildSanitySite()
