import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { QueryParams } from '@/lib/content/seed/evaluate'
import type { AssetManifest, SeedDocument } from '@/lib/content/seed/load-seed'
import { cors, openEventStream, queryParams, sendEvent } from './content-lake/http'
import { documentListeners as openListeners } from './content-lake/listen'
import { editorUser, projectApi } from './content-lake/project-api'
import {
  type Action,
  draftTypes,
  isDraft,
  isPublished,
  type Mutation,
  publishedTypes,
  Transaction,
  TransactionError,
} from './content-lake/transactions'
import { withTextSearch } from './content-lake/text-search'
import { localCertificate } from './local-tls'

type Tokens = {
  /** A Viewer token (the site's SANITY_API_READ_TOKEN): reads drafts and private documents. */
  viewer?: string
  /** An Editor's credential (the Studio's): reads and writes. */
  editor?: string
}

/**
 * The documents a perspective shows, as the Content Lake applies it: `raw` all of them, `published`
 * no drafts nor release versions, `drafts` (`previewDrafts` before API v2025-02-19) each draft in
 * place of its published document, under the published id (`_originalId` keeps the draft's).
 */
function inPerspective(documents: SeedDocument[], perspective: string): SeedDocument[] | null {
  if (perspective === 'raw') return documents
  const published = documents.filter(({ _id }) => isPublished(_id))
  if (perspective === 'published') return published
  if (perspective !== 'drafts' && perspective !== 'previewDrafts') return null
  const drafts = new Map(
    documents.filter(({ _id }) => isDraft(_id)).map((draft) => [draft._id.slice('drafts.'.length), draft]),
  )
  const overlaid = published.map((doc) => {
    const draft = drafts.get(doc._id)
    drafts.delete(doc._id)
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc
  })
  return [...overlaid, ...[...drafts].map(([id, draft]) => ({ ...draft, _id: id, _originalId: draft._id }))]
}

/** A type's sync tag: opaque to clients, as Sanity's (`s1:` and a short hash). */
const syncTagOf = (type: string) => `s1:${createHash('sha256').update(type).digest('base64url').slice(0, 8)}`

/**
 * The sync tags of a query's answer. Sanity's are opaque and only promise that a publish changing
 * the answer's content sends an event naming one of them; here they are coarse, one per document
 * type the query names (`_type == "post"`), or every type's when it follows references (`->`).
 */
function syncTagsOf(documents: SeedDocument[], groq: string) {
  const types = [...new Set(documents.map(({ _type }) => _type))]
  const named = groq.includes('->') ? types : types.filter((type) => groq.includes(`"${type}"`))
  return named.map(syncTagOf)
}

/** The seed's image files by their hash: the image CDN's answer is the original file, whatever the transformation asked. */
const seedImages = (() => {
  const manifest = JSON.parse(readFileSync('studio/seed/assets.json', 'utf8')) as AssetManifest
  return new Map(Object.entries(manifest).map(([file, { sha1 }]) => [sha1, file]))
})()

function serveImage(sha1: string, response: ServerResponse) {
  const file = seedImages.get(sha1)
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain' })
    return response.end('Not Found')
  }
  response.writeHead(200, {
    'content-type': `image/${path.extname(file).slice(1).replace('jpg', 'jpeg')}`,
    'cache-control': 'public, max-age=31536000, immutable',
    'access-control-allow-origin': '*',
  })
  response.end(readFileSync(path.join('studio/seed/images', file)))
}

async function query(documents: SeedDocument[], groq: string, params: QueryParams) {
  const tree = await withTextSearch(parse(groq, { params }), documents, params)
  return (await evaluate(tree, { dataset: documents, params })).get() as unknown
}

/**
 * The Content Lake's query and mutation APIs on a local port, in the shape @sanity/client expects:
 * GET /v{apiVersion}/data/query/{dataset}?query=…&$param=<JSON>&perspective=… (POST with
 * {query, params} for long queries) → {query, result, syncTags, ms}, answered with groq-js; POST
 * /data/mutate/{dataset} with the mutations the Studio's preview secret and a publish use; GET
 * /data/live/events/{dataset}, the Live Content API, streaming the sync tags each publish
 * invalidates (https://www.sanity.io/docs/http-reference/live). As the real one, it
 * refuses an unknown token (401), hides drafts and other documents whose id has a dot from
 * requests without a token, and lets only the editor write. It can be stopped and started again on
 * the same port, or made to answer with a server error.
 */
export function contentLakeStandIn(
  port: number,
  documents: SeedDocument[],
  tokens: Tokens = {},
  { securePort }: { securePort?: number } = {},
) {
  // Every document has a revision, as in the Content Lake: the Studio checks it before and after each change.
  // (The caller's objects stay as they were: each is replaced by a copy with its revision.)
  documents.forEach((doc, at) => {
    if (doc._rev === undefined) documents[at] = { ...doc, _rev: `seed-${doc._id}` }
  })
  const projectRoutes = projectApi('standin', 'production')
  const documentListeners = openListeners()
  let server: Server | undefined
  let secure: { server: Http2SecureServer; sessions: Set<ServerHttp2Session> } | undefined
  let failure: number | undefined
  // Port 0 lets the system choose at the first start; a restart listens there again, since a site
  // built against this address keeps it.
  let secureAt = securePort
  const queries: string[] = []
  // The live events stream: every event sent, by position (its id), and the browsers listening.
  // An event about drafts only reaches the listeners that asked for drafts (includeDrafts, with a token).
  const liveEvents: { id: string; tags: string[]; drafts: boolean }[] = []
  const listeners = new Map<ServerResponse, { includeDrafts: boolean }>()

  /** A publish (a change to a published document) invalidates the sync tags of its type, and the type it had before. */
  function announce(types: Iterable<string>, { drafts = false } = {}) {
    const tags = [...new Set([...types].map(syncTagOf))]
    if (tags.length === 0) return
    const event = { id: String(liveEvents.length + 1), tags, drafts }
    liveEvents.push(event)
    for (const [listener, { includeDrafts }] of listeners)
      if (includeDrafts || !drafts) sendEvent(listener, 'message', { tags }, event.id)
  }

  /**
   * GET /v{apiVersion}/data/live/events/{dataset}: Server-Sent Events, no authentication for published
   * content; with `includeDrafts=true` (a token required) the changes to drafts too. A `welcome`
   * first; then a `message` with `{tags}` for each change. With a
   * Last-Event-ID it continues after that position, or starts with `restart` when it does not know it.
   */
  function liveStream(request: IncomingMessage, response: ServerResponse, includeDrafts: boolean) {
    openEventStream(request, response)
    const lastId = request.headers['last-event-id']
    // Every id this stream gives (a welcome's and a restart's too) is a position: the events before it.
    const position = typeof lastId === 'string' && /^\d+$/.test(lastId) ? Number(lastId) : -1
    if (typeof lastId === 'string' && !(position >= 0 && position <= liveEvents.length))
      sendEvent(response, 'restart', {}, String(liveEvents.length))
    else if (position >= 0) {
      for (const event of liveEvents.slice(position))
        if (includeDrafts || !event.drafts) sendEvent(response, 'message', { tags: event.tags }, event.id)
    } else sendEvent(response, 'welcome', {}, String(liveEvents.length))
    listeners.set(response, { includeDrafts })
    // The request's own 'close' came when its (empty) body was read: the stream ends with the response's.
    response.once('close', () => listeners.delete(response))
  }

  /** Runs one transaction (mutations or actions) all or nothing, then tells the listeners and the live events. */
  async function transact(id: string | undefined, run: (transaction: Transaction) => Promise<void>) {
    const transaction = new Transaction(documents, id, editorUser.id)
    try {
      await run(transaction)
    } catch (error) {
      if (!(error instanceof TransactionError)) throw error
      return { status: error.status, body: { error: { description: error.message, type: error.type } } }
    }
    const events = transaction.commit()
    await documentListeners.publish(events)
    announce(publishedTypes(events))
    announce(draftTypes(events), { drafts: true })
    return { status: 200, body: { transactionId: transaction.id, results: transaction.results, events } }
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let body = ''
    for await (const chunk of request) body += chunk
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...cors(request) })
      response.end(JSON.stringify(value))
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors(request),
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'last-event-id',
        'access-control-max-age': '600',
      })
      return response.end()
    }
    // The browser's live client asks this when its stream fails, to tell a CORS refusal from an outage.
    if (/^\/v[\w-]+\/check\/cors$/.test(url.pathname))
      return reply(200, { result: { allowed: true, withCredentials: true } })
    const unavailable = () =>
      reply(failure!, {
        error: 'Service Unavailable',
        message: 'Content Lake indisponível (dublê)',
        statusCode: failure,
      })
    const bearer = request.headers.authorization?.replace(/^Bearer /, '')
    const role =
      bearer === undefined
        ? 'anonymous'
        : bearer === tokens.editor
          ? 'editor'
          : bearer === tokens.viewer
            ? 'viewer'
            : undefined
    if (!role) return reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Session not found' })
    if (/^\/v[\w-]+\/data\/live\/events\/[\w-]+$/.test(url.pathname)) {
      if (failure) return unavailable()
      // Drafts only with a token, as the Live Content API asks.
      const includeDrafts = url.searchParams.get('includeDrafts') === 'true'
      if (includeDrafts && role === 'anonymous')
        return reply(401, { statusCode: 401, error: 'Unauthorized', message: 'includeDrafts requires a token' })
      return liveStream(request, response, includeDrafts)
    }
    const image = /^\/images\/[\w-]+\/[\w-]+\/([a-f0-9]{40})-\d+x\d+\.\w+$/.exec(url.pathname)
    if (image) return serveImage(image[1]!, response)
    const versioned = /^\/v([\w-]+)(\/.*)$/.exec(url.pathname)
    if (!versioned) return reply(404, { error: 'Not Found', message: `sem rota ${url.pathname}` })
    if (failure) return unavailable()
    const [, apiVersion = '', path = ''] = versioned
    // Documents whose id has a dot (drafts, the preview secrets, but also `menu.lanchinhos`) are
    // private, in public datasets too: only a token reads them
    // (https://github.com/sanity-io/GROQ/issues/105).
    const canSee = (doc: SeedDocument) => role !== 'anonymous' || !doc._id.includes('.')

    const project = projectRoutes(
      request.method ?? 'GET',
      path,
      url.searchParams,
      body,
      role === 'editor' ? 'editor' : 'other',
    )
    if (project) return reply(project.status, project.body)

    const route = /^\/data\/(query|mutate|actions|listen|doc|history)\/[\w-]+(?:\/(.+))?$/.exec(path)
    if (!route) return reply(404, { error: 'Not Found', message: `sem rota ${url.pathname}` })

    // The stand-in keeps no history: each document's list of changes is empty, as after the
    // project's history retention has passed.
    if (route[1] === 'history' && route[2]?.startsWith('events/')) return reply(200, { events: {}, nextCursor: '' })
    if (route[1] === 'history') {
      response.writeHead(200, { 'content-type': 'application/x-ndjson', ...cors(request) })
      return response.end()
    }

    if (route[1] === 'listen') return documentListeners.listen(request, response, url, canSee)
    if (route[1] === 'doc') {
      const ids = decodeURIComponent(route[2] ?? '').split(',')
      const found = documents.filter((doc) => ids.includes(doc._id) && canSee(doc))
      return reply(200, {
        documents: found,
        omitted: ids.filter((id) => !found.some(({ _id }) => _id === id)).map((id) => ({ id, reason: 'existence' })),
      })
    }
    if (route[1] === 'mutate' || route[1] === 'actions') {
      if (role !== 'editor')
        return reply(403, {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Insufficient permissions; permission "update" required',
        })
      const posted = JSON.parse(body) as { mutations?: Mutation[]; actions?: Action[]; transactionId?: string }
      const { status, body: result } = await transact(posted.transactionId, async (transaction) => {
        for (const mutation of posted.mutations ?? []) await transaction.mutate(mutation)
        for (const action of posted.actions ?? []) await transaction.act(action)
      })
      if (!('events' in result)) return reply(status, result)
      const { events, results, transactionId } = result as Extract<typeof result, { events: unknown }>
      const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
      return reply(
        status,
        route[1] === 'actions'
          ? { transactionId }
          : {
              transactionId,
              results: results.map(({ id, operation }) => ({
                id,
                operation,
                ...(returnDocuments ? { document: events.find(({ documentId }) => documentId === id)?.after } : {}),
              })),
            },
      )
    }

    const posted = request.method === 'POST' ? (JSON.parse(body) as { query: string; params?: QueryParams }) : undefined
    const groq = posted?.query ?? url.searchParams.get('query') ?? ''
    const params: QueryParams = { ...posted?.params, ...queryParams(url.searchParams) }
    // Before API v2025-02-19 the default perspective was raw.
    const perspective = url.searchParams.get('perspective') ?? (apiVersion < '2025-02-19' ? 'raw' : 'published')
    const visible = documents.filter(canSee)
    const dataset = inPerspective(visible, perspective)
    if (!dataset)
      return reply(400, { error: { description: `Invalid perspective "${perspective}"`, type: 'httpBadRequest' } })
    queries.push(groq)
    const started = performance.now()
    try {
      const result = await query(dataset, groq, params)
      reply(200, {
        query: groq,
        result,
        syncTags: syncTagsOf(dataset, groq),
        ms: Math.round(performance.now() - started),
      })
    } catch (error) {
      reply(400, { error: { description: (error as Error).message, type: 'queryParseError' } })
    }
  }

  return {
    /** Its address (with port 0, the port the system chose; a restart may choose another). */
    get url() {
      const address = server?.address()
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
    },
    queries,
    documents,
    /** The live events sent so far (each publish's sync tags). */
    liveEvents,
    /** Browsers listening to the live events now. */
    get liveListeners() {
      return listeners.size
    },
    /**
     * With a secure port, the same API over HTTPS and HTTP/2, as api.sanity.io serves it: a browser
     * keeps every listener of the Studio on one connection there, where over HTTP/1.1 it stops at six
     * per host and the seventh request waits forever. Node trusts it with NODE_EXTRA_CA_CERTS.
     */
    get secureUrl() {
      if (secureAt === undefined) throw new Error('o dublê do Content Lake foi criado sem porta segura')
      if (!secureAt) throw new Error('o dublê do Content Lake ainda não escolheu a porta segura (start)')
      return `https://127.0.0.1:${secureAt}`
    },
    /** The certificate file a Node process trusts the secure port with (NODE_EXTRA_CA_CERTS). */
    get certificateFile() {
      return localCertificate().certFile
    },
    /**
     * Listens (again). `securePort` fixes the secure port of a stand-in created with port 0 before it
     * first listens: the port a site was built against earlier.
     */
    start: async (securePort?: number) => {
      if (securePort !== undefined && secureAt === 0) secureAt = securePort
      await new Promise<void>((resolve, reject) => {
        server = createServer((request, response) => void answer(request, response))
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => resolve())
      })
      if (secureAt === undefined) return
      const { key, cert } = localCertificate()
      const sessions = new Set<ServerHttp2Session>()
      // Node's compatibility API gives HTTP/2 requests the shape of HTTP/1.1's.
      const tls = createSecureServer(
        { key, cert, allowHTTP1: true },
        (request, response) =>
          void answer(request as unknown as IncomingMessage, response as unknown as ServerResponse),
      )
      tls.on('session', (session) => {
        sessions.add(session)
        session.once('close', () => sessions.delete(session))
      })
      secure = { server: tls, sessions }
      await new Promise<void>((resolve, reject) => {
        tls.once('error', reject)
        tls.listen(secureAt, '127.0.0.1', () => resolve())
      })
      const address = tls.address()
      if (typeof address === 'object' && address) secureAt = address.port
    },
    /** Stops listening: connections are refused, as when the service is unreachable. */
    stop: async () => {
      for (const listener of listeners.keys()) listener.end()
      listeners.clear()
      documentListeners.close()
      if (secure) {
        const { server: tls, sessions } = secure
        for (const session of sessions) session.destroy()
        await new Promise<void>((resolve) => tls.close(() => resolve()))
        secure = undefined
      }
      if (!server) return
      const closing = server
      server = undefined
      closing.closeAllConnections()
      await new Promise<void>((resolve) => closing.close(() => resolve()))
    },
    /** Every query answers with this status (503…) until called again without one. */
    failWith: (status?: number) => {
      failure = status
    },
  }
}
