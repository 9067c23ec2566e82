import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` guards bundles against client imports; plain Node is the server.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // next-sanity imports "next/headers" without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-sanity'] } },
    setupFiles: ['tests/support/next-environment.ts'],
    globalSetup: ['tests/support/run-temp-dir.ts', 'tests/support/migrated-templates.ts'],
    // Most files wait on a database server, a build or a child process, not the CPU: with Vitest's
    // default of one worker per spare core (one here) they ran one after another.
    maxWorkers: 3,
    // A worker thread per file, not a child process: the whole run took 309 and 348 s of CPU against
    // 403 and 399 with forks (the default), every test passing either way.
    pool: 'threads',
    testTimeout: 30_000,
    // A hook starts a PostgreSQL cluster or migrates a database: seconds on an idle machine, over a
    // minute beside two production builds.
    hookTimeout: 120_000,
  },
})
