import { rmSync } from 'node:fs'
import path from 'node:path'
import { runProductionBuild } from '../../../bench/support/production-server'
import { e2e } from './config'

/**
 * What the e2e production server runs with (tests/e2e/support/server.ts), and its build too: the
 * site's address is written into the built pages. Mail goes to the SMTP server it names.
 */
export const mainSiteEnv = (smtpUrl: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  SITE_URL: e2e.baseURL,
  DATA_DIR: e2e.dataDir,
  CONTENT_SEED_DIR: e2e.seedDir,
  SANITY_REVALIDATE_SECRET: e2e.revalidateSecret,
  // The tests stand where nginx would: the X-Forwarded-For they send is what a trusted proxy wrote,
  // so each test gets its own address bucket.
  TRUSTED_PROXIES: '1',
  SMTP_URL: smtpUrl,
  SMTP_FROM: 'site@buffet.test',
  QUOTE_NOTIFY_TO: e2e.notifyTo,
  CRON_SECRET: e2e.cronSecret,
  NEXT_TELEMETRY_DISABLED: '1',
})

/**
 * Builds the site the e2e server serves (npm's build, with its postbuild); returns the exit status.
 * Its static pages would be prerendered from what an earlier run's server cached (the markers a
 * publishing test put in every text): from the dataset instead, as the Sanity-path build does.
 */
export function buildMainSite(smtpUrl: string) {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  for (const stale of ['cache/fetch-cache', 'server/route-cache'])
    rmSync(path.join(distDir, stale), { recursive: true, force: true })
  return runProductionBuild(mainSiteEnv(smtpUrl))
}
