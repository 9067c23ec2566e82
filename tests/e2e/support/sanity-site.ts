import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { loadSeed, type SeedDocument } from '@/lib/content/seed/load-seed'
import { standInClient } from '../../support/content-lake-client'
import { contentLakeStandIn } from '../../support/content-lake-stand-in'

type Options = {
  /** Its own build folder: a server of another spec regenerates pages into its own. */
  distDir: string
  port: number
  lakePort: number
  /** The webhook's secret (32 characters or more: the production build refuses a shorter one); none, no webhook. */
  secret?: string
  /**
   * The browser reaches the stand-in over HTTPS and HTTP/2 (on lakePort + 1), as it reaches Sanity's
   * API: the Studio keeps a dozen listeners open, and over HTTP/1.1 a browser stops at six per host.
   */
  secure?: boolean
  /** More of the server's environment. */
  env?: Record<string, string>
}

/**
 * The site built and served with a Sanity project whose Content Lake is a local stand-in (groq-js
 * over a copy of the seed dataset). It is built as Vercel builds it: the site's address known only
 * from VERCEL_PROJECT_PRODUCTION_URL. Playwright loads a spec in more processes than the one running
 * it, so nothing happens on disk nor on the network before start().
 */
export function sanitySite({ distDir, port, lakePort, secret, secure = false, env: extra = {} }: Options) {
  const base = `http://127.0.0.1:${port}`
  // The site's Viewer token (SANITY_API_READ_TOKEN) and the credential of an editor in the Studio
  // (32 characters or more: the Studio takes a token from its address only then).
  const tokens = { viewer: 'token-viewer-do-site', editor: 'token-da-editora-no-studio-0123456789' }
  const lake = contentLakeStandIn(lakePort, loadSeed('studio/seed'), tokens, secure ? { securePort: lakePort + 1 } : {})
  let dataDir = ''
  let server: ChildProcess | undefined
  let log = ''
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin',
    NEXT_PUBLIC_SANITY_DATASET: 'production',
    SANITY_API_HOST: secure ? lake.secureUrl : lake.url,
    ...(secure ? { NODE_EXTRA_CA_CERTS: lake.certificateFile } : {}),
    SANITY_REVALIDATE_SECRET: secret ?? '',
    SANITY_API_READ_TOKEN: tokens.viewer,
    // Empty values are "set" for Next's .env loading: a developer's .env.local cannot fill them in.
    SITE_URL: '',
    VERCEL: '',
    VERCEL_PROJECT_PRODUCTION_URL: 'buffet.example.com.br',
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  })

  /** A visit without a browser: the page's status and HTML. */
  async function page(pathname: string) {
    // A kept-alive connection the server closed just as it was reused: a browser sends a GET again.
    const response = await fetch(`${base}${pathname}`).catch(() => fetch(`${base}${pathname}`))
    return { status: response.status, html: await response.text(), cache: response.headers.get('x-nextjs-cache') }
  }

  /** The publication webhook Sanity sends for a document of this type, signed. */
  async function publish(type: string) {
    if (!secret) throw new Error('este site foi criado sem o segredo do webhook')
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
  }

  /** The Content Lake's client with an editor's credential, as the Studio writes. */
  const editorClient = () => standInClient(lake.url, tokens.editor)

  /** What Publish in the Studio writes: the document as edited replaces the published one, and its draft goes. No webhook. */
  async function publishInStudio(document: SeedDocument) {
    await editorClient().transaction().createOrReplace(document).delete(`drafts.${document._id}`).commit()
  }

  /** How many of the server's lines so far say this. */
  const linesSaying = (text: string) => log.split('\n').filter((line) => line.includes(text)).length

  return {
    base,
    lake,
    tokens,
    distDir,
    page,
    publish,
    publishInStudio,
    editorClient,
    /** What the server wrote to its stdout and stderr so far. */
    get log() {
      return log
    },
    linesSaying,
    /** Live events the server acted on (lib/content/live-action.ts logs each). */
    liveRevalidations: () => linesSaying('[conteúdo] ao vivo:'),
    /**
     * Starts the stand-in, builds the site against it (or reuses the build with E2E_SKIP_BUILD=1,
     * then publishes `reset` through the webhook so pages an earlier run regenerated come back to the
     * dataset) and starts a production server.
     */
    async start({ reset = [] as string[] } = {}) {
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
      if (reuse) for (const type of reset) await publish(type)
    },
    async stop() {
      server?.kill('SIGTERM')
      await lake.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
