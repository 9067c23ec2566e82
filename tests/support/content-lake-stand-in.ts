import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { evaluate, parse } from 'groq-js'
import type { QueryParams } from '@/lib/content/seed/evaluate'
import type { SeedDocument } from '@/lib/content/seed/load-seed'

type Tokens = {
  /** A Viewer token (the site's SANITY_API_READ_TOKEN): reads drafts and private documents. */
  viewer?: string
  /** An Editor's credential (the Studio's): reads and writes. */
  editor?: string
}

type Mutation =
  | { create: SeedDocument }
  | { createOrReplace: SeedDocument }
  | { createIfNotExists: SeedDocument }
  | { patch: { id: string; ifRevisionID?: string; set?: Record<string, unknown> } }
  | { delete: { id?: string; query?: string; params?: QueryParams } }

const isDraft = (id: string) => id.startsWith('drafts.')
const isVersion = (id: string) => id.startsWith('versions.')

/**
 * The documents a perspective shows, as the Content Lake applies it: `raw` all of them, `published`
 * no drafts nor release versions, `drafts` (`previewDrafts` before API v2025-02-19) each draft in
 * place of its published document, under the published id (`_originalId` keeps the draft's).
 */
function inPerspective(documents: SeedDocument[], perspective: string): SeedDocument[] | null {
  if (perspective === 'raw') return documents
  const published = documents.filter(({ _id }) => !isDraft(_id) && !isVersion(_id))
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

/** The project's CORS origins allow every origin here (the tests' sites run on local ports), without credentials. */
const cors = (request: IncomingMessage) =>
  request.headers.origin ? { 'access-control-allow-origin': request.headers.origin } : {}

async function query(documents: SeedDocument[], groq: string, params: QueryParams) {
  return (await evaluate(parse(groq, { params }), { dataset: documents, params })).get() as unknown
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
export function contentLakeStandIn(port: number, documents: SeedDocument[], tokens: Tokens = {}) {
  let server: Server | undefined
  let failure: number | undefined
  const queries: string[] = []
  // The live events stream: every event sent, by position (its id), and the browsers listening.
  const liveEvents: { id: string; tags: string[] }[] = []
  const listeners = new Set<ServerResponse>()
  const sendEvent = (response: ServerResponse, event: string, id: string, data: unknown) =>
    response.write(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`)

  /** A publish (a change to a published document) invalidates the sync tags of its type, and the type it had before. */
  function announce(types: Iterable<string>) {
    const tags = [...new Set([...types].map(syncTagOf))]
    if (tags.length === 0) return
    const event = { id: String(liveEvents.length + 1), tags }
    liveEvents.push(event)
    for (const listener of listeners) sendEvent(listener, 'message', event.id, { tags })
  }

  /**
   * GET /v{apiVersion}/data/live/events/{dataset}: Server-Sent Events, no authentication (published
   * content only). A `welcome` first; then a `message` with `{tags}` for each publish. With a
   * Last-Event-ID it continues after that position, or starts with `restart` when it does not know it.
   */
  function liveStream(request: IncomingMessage, response: ServerResponse) {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      ...cors(request),
    })
    const lastId = request.headers['last-event-id']
    // Every id this stream gives (a welcome's and a restart's too) is a position: the events before it.
    const position = typeof lastId === 'string' && /^\d+$/.test(lastId) ? Number(lastId) : -1
    if (typeof lastId === 'string' && !(position >= 0 && position <= liveEvents.length))
      sendEvent(response, 'restart', String(liveEvents.length), {})
    else if (position >= 0)
      for (const event of liveEvents.slice(position)) sendEvent(response, 'message', event.id, { tags: event.tags })
    else sendEvent(response, 'welcome', String(liveEvents.length), {})
    listeners.add(response)
    // The request's own 'close' came when its (empty) body was read: the stream ends with the response's.
    response.once('close', () => listeners.delete(response))
  }

  /** Applies a transaction's mutations in order, all or none: the Studio creates a preview secret with one, and deletes expired ones with another. */
  async function mutate(mutations: Mutation[]) {
    const now = new Date().toISOString()
    const results: { id: string; operation: string }[] = []
    // All or nothing, as a transaction: a conflict puts every document back as it was.
    const before = structuredClone(documents)
    const published = new Set<string>()
    const touch = (doc: SeedDocument | undefined) => {
      if (doc && !isDraft(doc._id) && !isVersion(doc._id)) published.add(doc._type)
    }
    const conflict = (description: string) => {
      documents.splice(0, documents.length, ...before)
      return { status: 409, body: { error: { description, type: 'mutationError' } } }
    }
    for (const mutation of mutations) {
      if ('createIfNotExists' in mutation) {
        const doc = mutation.createIfNotExists
        if (documents.some(({ _id }) => _id === doc._id)) continue
        documents.push({ ...doc, _createdAt: now, _updatedAt: now })
        touch(doc)
        results.push({ id: doc._id, operation: 'create' })
      } else if ('create' in mutation || 'createOrReplace' in mutation) {
        const doc = 'create' in mutation ? mutation.create : mutation.createOrReplace
        const at = documents.findIndex(({ _id }) => _id === doc._id)
        if (at >= 0 && 'create' in mutation) return conflict(`Document by ID "${doc._id}" already exists`)
        touch(documents[at])
        touch(doc)
        documents.splice(at >= 0 ? at : documents.length, at >= 0 ? 1 : 0, { ...doc, _createdAt: now, _updatedAt: now })
        results.push({ id: doc._id, operation: at >= 0 ? 'update' : 'create' })
      } else if ('patch' in mutation) {
        const doc = documents.find(({ _id }) => _id === mutation.patch.id)
        if (!doc) return conflict(`Document by ID "${mutation.patch.id}" not found`)
        const { ifRevisionID } = mutation.patch
        if (ifRevisionID !== undefined && doc._rev !== ifRevisionID)
          return conflict(
            `Document by ID "${doc._id}" has unexpected revision ID ("${String(doc._rev)}"), expected "${ifRevisionID}"`,
          )
        Object.assign(doc, mutation.patch.set, { _updatedAt: now })
        touch(doc)
        results.push({ id: doc._id, operation: 'update' })
      } else {
        const { id, query: groq = '', params = {} } = mutation.delete
        const ids = id ? [id] : ((await query(documents, groq, params)) as SeedDocument[]).map(({ _id }) => _id)
        for (const gone of ids) {
          const at = documents.findIndex(({ _id }) => _id === gone)
          touch(documents[at])
          if (at >= 0) documents.splice(at, 1)
          results.push({ id: gone, operation: 'delete' })
        }
      }
    }
    announce(published)
    return { status: 200, body: { transactionId: crypto.randomUUID(), results } }
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
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': 'last-event-id',
      })
      return response.end()
    }
    // The browser's live client asks this when its stream fails, to tell a CORS refusal from an outage.
    if (/^\/v[\w-]+\/check\/cors$/.test(url.pathname))
      return reply(200, { result: { allowed: true, withCredentials: false } })
    if (/^\/v[\w-]+\/data\/live\/events\/[\w-]+$/.test(url.pathname)) {
      if (failure)
        return reply(failure, {
          error: 'Service Unavailable',
          message: 'Content Lake indisponível (dublê)',
          statusCode: failure,
        })
      return liveStream(request, response)
    }
    const route = /^\/v([\w-]+)\/data\/(query|mutate)\/[\w-]+$/.exec(url.pathname)
    if (!route) return reply(404, { error: 'Not Found', message: `sem rota ${url.pathname}` })
    if (failure)
      return reply(failure, {
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

    if (route[2] === 'mutate') {
      if (role !== 'editor')
        return reply(403, {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Insufficient permissions; permission "update" required',
        })
      const { status, body: result } = await mutate((JSON.parse(body) as { mutations: Mutation[] }).mutations)
      return reply(status, result)
    }

    const posted = request.method === 'POST' ? (JSON.parse(body) as { query: string; params?: QueryParams }) : undefined
    const groq = posted?.query ?? url.searchParams.get('query') ?? ''
    const params: QueryParams = posted?.params ?? {}
    for (const [key, value] of url.searchParams)
      if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value) as QueryParams[string]
    // Before API v2025-02-19 the default perspective was raw.
    const perspective = url.searchParams.get('perspective') ?? (route[1]! < '2025-02-19' ? 'raw' : 'published')
    // Documents whose id has a dot (drafts, the preview secrets, but also `menu.lanchinhos`) are
    // private, in public datasets too: only a token reads them
    // (https://github.com/sanity-io/GROQ/issues/105).
    const visible = role === 'anonymous' ? documents.filter(({ _id }) => !_id.includes('.')) : documents
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
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = createServer((request, response) => void answer(request, response))
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => resolve())
      }),
    /** Stops listening: connections are refused, as when the service is unreachable. */
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        for (const listener of listeners) listener.end()
        listeners.clear()
        server.closeAllConnections()
        server.close(() => resolve())
        server = undefined
      }),
    /** Every query answers with this status (503…) until called again without one. */
    failWith: (status?: number) => {
      failure = status
    },
  }
}
