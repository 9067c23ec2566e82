import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, e2e } from './tests/e2e/support/config'
import { chromiumPath } from './scripts/support/prerequisites'

// Tests that change what the others read: publish content (edit the dataset the server reads and
// send the webhook) or change the Pix key every proposal freezes when sent.
const publishing = /(revalidate|studio-texts|scheduled-posts|rename-slug|pix-settings)\.spec\.ts/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2e.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: publishing },
    // Publishing tests edit the dataset the server reads (or the Pix key), so they run alone, after every other test.
    {
      name: 'publishing',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: publishing,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/support/server.ts',
    // The second (broken-database) server starts last: once it answers, both are up.
    url: `${e2e.brokenURL}/api/health`,
    // Builds first: on a busy 2-core machine `next build` alone has taken over 5 minutes.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
