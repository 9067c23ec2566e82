import { randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, e2e } from './tests/e2e/support/config'
import { chromiumPath } from './scripts/support/prerequisites'

// Tests that change what the others read: publish content (edit the dataset the server reads and
// send the webhook) or change the Pix key every proposal freezes when sent.
const publishing = /(revalidate|studio-texts|scheduled-posts|rename-slug|pix-settings)\.spec\.ts/
// Tests of the site on the Sanity path: one build, made by the first of them to run (each run has its
// id; the workers inherit this process's environment), and one stand-in port, so one file at a time.
const sanityPath = /(content-outage|live-content|studio-editing)\.spec\.ts/
process.env.E2E_RUN ??= randomUUID()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // At least two: a browser test mostly waits on a server, so on two cores two of them keep both
  // busy (Playwright's default, half the cores, ran one at a time there).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2e.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace for every test to keep only a failure's cost a tenth to a fifth of the browser
    // tests' time on a busy 2-core machine (menus and home, off against retain-on-failure, back to
    // back). CI keeps none: a failure still leaves its error-context.md (the page's accessibility
    // snapshot) beside the list reporter's message, and `--trace on` records one where it reproduces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    // First: its files run one after the other on one worker, beside the others from the start
    // (listed after them, they started last and ran alone at the end).
    {
      name: 'sanity',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: sanityPath,
      workers: 1,
    },
    // Publishing tests edit the dataset the server reads (or the Pix key), and put it back: they run
    // one at a time before the other tests of that server, beside the Sanity-path ones (servers of
    // their own). Run last, they ended the suite on one worker, half of it a scheduled post's wait.
    {
      name: 'publishing',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: publishing,
      workers: 1,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [publishing, sanityPath],
      dependencies: ['publishing'],
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
