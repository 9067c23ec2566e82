import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { contentLakeStandIn } from '../../support/content-lake-stand-in'

type Options = {
  /** Its own build directory: the Content Lake's address is written into the build. */
  distDir: string
  port: number
  lakePort: number
  /** More of the server's environment (the webhook's secret, the site's address…). */
  env?: Record<string, string>
}

// The site's Viewer token (SANITY_API_READ_TOKEN) and the credential of an editor in the Studio
// (32 characters or more: the Studio takes a token from its address only then).
export const sanityTokens = {
  viewer: 'token-viewer-do-site',
  editor: 'token-da-editora-no-studio-0123456789',
}

/**
 * The site built and served with a Sanity project whose Content Lake is a local stand-in (groq-js
 * over the seed dataset), as a spec file's own server. Nothing is written to disk when the file is
 * loaded (Playwright loads it in more processes than the one running it): `start` builds (unless
 * E2E_SKIP_BUILD and a build exist), then serves.
 */
export function sanitySite({ distDir, port, lakePort, env: extra = {} }: Options) {
  // The browser talks to it over HTTPS and HTTP/2 as to Sanity's API (lakePort + 1); the tests'
  // own clients may use plain HTTP on lakePort.
  const lake = contentLakeStandIn(lakePort, loadSeed('studio/seed'), sanityTokens, { securePort: lakePort + 1 })
  const base = `http://127.0.0.1:${port}`
  let dataDir = ''
  let server: ChildProcess | undefined
  let log = ''
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin',
    NEXT_PUBLIC_SANITY_DATASET: 'production',
    SANITY_API_HOST: lake.secureUrl,
    NODE_EXTRA_CA_CERTS: lake.certificateFile,
    SANITY_API_READ_TOKEN: sanityTokens.viewer,
    // Empty values are "set" for Next's .env loading: a developer's .env.local cannot fill them in.
    SITE_URL: base,
    VERCEL: '',
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  })

  return {
    lake,
    base,
    get log() {
      return log
    },
    /** Builds (unless reused) and serves; true when an earlier run's build was reused. */
    async start() {
      await lake.start()
      dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-site-'))
      const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(`${distDir}/BUILD_ID`)
      if (!reuse) {
        // The build would start from the answers an earlier run's server cached (a regenerated page's content): from the dataset instead.
        for (const cache of ['fetch-cache', 'sanity-last-good'])
          rmSync(path.join(distDir, 'cache', cache), { recursive: true, force: true })
        // Not spawnSync: the stand-in answers the build's queries from this process's event loop.
        const build = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
          env: env(),
          stdio: 'inherit',
        })
        const status = await new Promise((resolve) => build.once('exit', resolve))
        if (status !== 0) throw new Error(`o build com o Sanity (dublê) em ${distDir} falhou`)
      }
      server = spawn(
        process.execPath,
        ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
        { env: env() },
      )
      for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (log += String(chunk)))
      await expect
        .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
        .toBe(200)
      return reuse
    },
    async stop() {
      server?.kill('SIGTERM')
      await lake.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
    /** A page as a fresh visitor gets it. */
    async page(pathname: string) {
      // A kept-alive connection the server closed just as it was reused: a browser sends a GET again.
      const response = await fetch(`${base}${pathname}`).catch(() => fetch(`${base}${pathname}`))
      return { status: response.status, html: await response.text() }
    },
    /** The signed publish webhook for a document type (needs SANITY_REVALIDATE_SECRET in `env`). */
    async publishWebhook(type: string) {
      const secret = extra.SANITY_REVALIDATE_SECRET
      if (!secret) throw new Error('sem SANITY_REVALIDATE_SECRET no ambiente do site')
      const body = JSON.stringify({ _type: type, _id: type })
      const response = await fetch(`${base}/api/revalidate`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
        },
      })
      expect(response.status).toBe(200)
    },
  }
}
