import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { loadSeed, type SeedDocument } from '@/lib/content/seed/load-seed'
import { standInClient } from '../../support/content-lake-client'
import { contentLakeStandIn } from '../../support/content-lake-stand-in'
import { freePort, portIsFree } from '../../../scripts/support/free-port'
import { migratedDataDir } from './database'

/**
 * The one build of the site on the Sanity path. What sets the Sanity-path specs apart (their
 * webhook secret, the site's own address for the Studio's preview) is read when the server runs,
 * not when it builds: one build serves them all, each from its own copy, since a server writes the
 * pages it regenerates into its build folder. What a build does fix is the Content Lake's address
 * (SANITY_API_HOST: the pages' CSP, the Studio's client, the live events' origin), so every spec's
 * stand-in listens, one spec after the other, on the secure port this build was made with.
 */
const SHARED_BUILD = '.next-sanity'
const BUILT = path.join(SHARED_BUILD, 'e2e-build.json')
type Built = { run: string; securePort: number }

// The site's Viewer token (SANITY_API_READ_TOKEN) and the credential of an editor in the Studio
// (32 characters or more: the Studio takes a token from its address only then).
const tokens = { viewer: 'token-viewer-do-site', editor: 'token-da-editora-no-studio-0123456789' }

/** The Content Lake's settings, the same in the build and in every server of it. */
const sanityEnv = (apiHost: string): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin',
  NEXT_PUBLIC_SANITY_DATASET: 'production',
  SANITY_API_HOST: apiHost,
  SANITY_API_READ_TOKEN: tokens.viewer,
  // Empty values are "set" for Next's .env loading: a developer's .env.local cannot fill them in.
  SITE_URL: '',
  VERCEL: '',
  // Built as Vercel builds it: the site's address known only from VERCEL_PROJECT_PRODUCTION_URL.
  VERCEL_PROJECT_PRODUCTION_URL: 'buffet.example.com.br',
  NEXT_TELEMETRY_DISABLED: '1',
})

/** The shared build's record, when it can serve this run: made in this run, or any with E2E_SKIP_BUILD=1. */
async function reusableBuild(): Promise<Built | null> {
  if (!existsSync(BUILT) || !existsSync(path.join(SHARED_BUILD, 'BUILD_ID'))) return null
  const built = JSON.parse(readFileSync(BUILT, 'utf8')) as Built
  const current = built.run === process.env.E2E_RUN || process.env.E2E_SKIP_BUILD === '1'
  // Another program may have taken the port since an earlier run: a new build chooses another.
  return current && (await portIsFree(built.securePort)) ? built : null
}

/** Builds the site against this stand-in (listening already, on its secure port) and records the port. */
async function build(lake: ReturnType<typeof contentLakeStandIn>) {
  // The build would start from the answers an earlier run's server cached (a regenerated page's
  // content): from the dataset instead. Turbopack's own cache stays, for a faster build.
  for (const stale of ['e2e-build.json', 'BUILD_ID', 'cache/fetch-cache', 'cache/sanity-last-good'])
    rmSync(path.join(SHARED_BUILD, stale), { recursive: true, force: true })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-build-'))
  // Not spawnSync: the stand-in answers the build's queries from this process's event loop.
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    env: {
      ...process.env,
      ...sanityEnv(lake.secureUrl),
      NODE_EXTRA_CA_CERTS: lake.certificateFile,
      NEXT_DIST_DIR: SHARED_BUILD,
      // Set, as on a production host that receives Sanity's webhook; each server has its own (or none).
      SANITY_REVALIDATE_SECRET: 'segredo-do-webhook-do-build-de-teste',
      DATA_DIR: dataDir,
    },
    stdio: 'inherit',
  })
  const status = await new Promise((resolve) => child.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
  if (status !== 0) throw new Error(`o build com o Sanity (dublê) em ${SHARED_BUILD} falhou`)
  const securePort = Number(new URL(lake.secureUrl).port)
  writeFileSync(BUILT, JSON.stringify({ run: process.env.E2E_RUN ?? '', securePort } satisfies Built))
}

/**
 * Builds the shared build against a stand-in of its own, which stops after it (npm test builds the
 * sites before the browser tests, which reuse them with E2E_SKIP_BUILD=1).
 */
export async function buildSanitySite() {
  const lake = contentLakeStandIn(0, loadSeed('studio/seed'), tokens, { securePort: 0 })
  await lake.start()
  try {
    await build(lake)
  } finally {
    await lake.stop()
  }
}

type Options = {
  /** Its own copy of the shared build (`.next-…`, ignored by git and TypeScript): a server regenerates pages into its build folder. */
  distDir: string
  /** The webhook's secret (32 characters or more: the production build refuses a shorter one); none, no webhook. */
  secret?: string
  /** The site's address is its own (SITE_URL), not the one Vercel gave the build: where the Studio opens its preview. */
  ownAddress?: boolean
}

/**
 * The site built and served with a Sanity project whose Content Lake is a local stand-in (groq-js
 * over a copy of the seed dataset), over HTTPS and HTTP/2 as the browser reaches Sanity's API: the
 * Studio keeps a dozen listeners open, and over HTTP/1.1 a browser stops at six per host. Node
 * trusts the stand-in's certificate through NODE_EXTRA_CA_CERTS, a browser context through
 * ignoreHTTPSErrors. Playwright loads a spec in more processes than the one running it, so nothing
 * happens on disk nor on the network before start(); the specs that use it run one at a time (the
 * `sanity` project of playwright.config.ts), since they share the stand-in's secure port.
 */
export function sanitySite({ distDir, secret, ownAddress = false }: Options) {
  // Its secure port is chosen at start(): the shared build's, or the system's for a new build.
  const lake = contentLakeStandIn(0, loadSeed('studio/seed'), tokens, { securePort: 0 })
  let port = 0
  let dataDir = ''
  let server: ChildProcess | undefined
  let log = ''
  const base = () => `http://127.0.0.1:${port}`

  /** A visit without a browser: the page's status and HTML. */
  async function page(pathname: string) {
    // A kept-alive connection the server closed just as it was reused: a browser sends a GET again.
    const response = await fetch(`${base()}${pathname}`).catch(() => fetch(`${base()}${pathname}`))
    return { status: response.status, html: await response.text(), cache: response.headers.get('x-nextjs-cache') }
  }

  /** The publication webhook Sanity sends for a document of this type, signed. */
  async function publish(type: string) {
    if (!secret) throw new Error('este site foi criado sem o segredo do webhook')
    const body = JSON.stringify({ _type: type, _id: type })
    const response = await fetch(`${base()}/api/revalidate`, {
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
    /** The server's address (known once started). */
    get base() {
      return base()
    },
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
     * Starts the stand-in (on the shared build's secure port, or builds the site against it when
     * this run has no build yet), copies the build to distDir and starts a production server on a
     * free port.
     */
    async start() {
      const built = await reusableBuild()
      await lake.start(built?.securePort)
      if (!built) await build(lake)
      rmSync(distDir, { recursive: true, force: true })
      // Not Turbopack's cache of the build: only a build reads it. The last good answers the build
      // kept (cache/sanity-last-good) are what an outage falls back to.
      const buildCache = path.join(SHARED_BUILD, 'cache', 'turbopack')
      cpSync(SHARED_BUILD, distDir, { recursive: true, filter: (from) => !from.startsWith(buildCache) })
      dataDir = migratedDataDir('sanity-site-')
      port = await freePort()
      server = spawn(
        process.execPath,
        ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
        {
          env: {
            ...process.env,
            ...sanityEnv(lake.secureUrl),
            NODE_EXTRA_CA_CERTS: lake.certificateFile,
            NEXT_DIST_DIR: distDir,
            SANITY_REVALIDATE_SECRET: secret ?? '',
            DATA_DIR: dataDir,
            ...(ownAddress ? { SITE_URL: base(), VERCEL_PROJECT_PRODUCTION_URL: '' } : {}),
          },
        },
      )
      for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (log += String(chunk)))
      await expect
        .poll(async () => (await fetch(`${base()}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
        .toBe(200)
    },
    async stop() {
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server?.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      await lake.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      rmSync(distDir, { recursive: true, force: true })
    },
  }
}
