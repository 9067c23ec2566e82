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
  const drafts = new Map(documents.filter(({ _id }) => isDraft(_id)).map((draft) => [draft._id.slice('drafts.'.length), draft]))
  const overlaid = published.map((doc) => {
    const draft = drafts.get(doc._id)
    drafts.delete(doc._id)
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc
  })
  return [...overlaid, ...[...drafts].map(([id, draft]) => ({ ...draft, _id: id, _originalId: draft._id }))]
}

async function query(documents: SeedDocument[], groq: string, params: QueryParams) {
  return (await evaluate(parse(groq, { params }), { dataset: documents, params })).get() as unknown
}

/**
 * The Content Lake's query and mutation APIs on a local port, in the shape @sanity/client expects:
 * GET /v{apiVersion}/data/query/{dataset}?query=…&$param=<JSON>&perspective=… (POST with
 * {query, params} for long queries) → {query, result, ms}, answered with groq-js; POST
 * /data/mutate/{dataset} with the mutations the Studio's preview secret uses. As the real one, it
 * refuses an unknown token (401), hides drafts and other documents whose id has a dot from
 * requests without a token, and lets only the editor write. It can be stopped and started again on
 * the same port, or made to answer with a server error.
 */
export function contentLakeStandIn(port: number, documents: SeedDocument[], tokens: Tokens = {}) {
  let server: Server | undefined
  let failure: number | undefined
  const queries: string[] = []

  /** Applies a transaction's mutations in order, all or none: the Studio creates a preview secret with one, and deletes expired ones with another. */
  async function mutate(mutations: Mutation[]) {
    const now = new Date().toISOString()
    const results: { id: string; operation: string }[] = []
    // All or nothing, as a transaction: a conflict puts every document back as it was.
    const before = structuredClone(documents)
    const conflict = (description: string) => {
      documents.splice(0, documents.length, ...before)
      return { status: 409, body: { error: { description, type: 'mutationError' } } }
    }
    for (const mutation of mutations) {
      if ('createIfNotExists' in mutation) {
        const doc = mutation.createIfNotExists
        if (documents.some(({ _id }) => _id === doc._id)) continue
        documents.push({ ...doc, _createdAt: now, _updatedAt: now })
        results.push({ id: doc._id, operation: 'create' })
      } else if ('create' in mutation || 'createOrReplace' in mutation) {
        const doc = 'create' in mutation ? mutation.create : mutation.createOrReplace
        const at = documents.findIndex(({ _id }) => _id === doc._id)
        if (at >= 0 && 'create' in mutation) return conflict(`Document by ID "${doc._id}" already exists`)
        documents.splice(at >= 0 ? at : documents.length, at >= 0 ? 1 : 0, { ...doc, _createdAt: now, _updatedAt: now })
        results.push({ id: doc._id, operation: at >= 0 ? 'update' : 'create' })
      } else if ('patch' in mutation) {
        const doc = documents.find(({ _id }) => _id === mutation.patch.id)
        if (!doc) return conflict(`Document by ID "${mutation.patch.id}" not found`)
        const { ifRevisionID } = mutation.patch
        if (ifRevisionID !== undefined && doc._rev !== ifRevisionID) return conflict(`Document by ID "${doc._id}" has unexpected revision ID ("${String(doc._rev)}"), expected "${ifRevisionID}"`)
        Object.assign(doc, mutation.patch.set, { _updatedAt: now })
        results.push({ id: doc._id, operation: 'update' })
      } else {
        const { id, query: groq = '', params = {} } = mutation.delete
        const ids = id ? [id] : ((await query(documents, groq, params)) as SeedDocument[]).map(({ _id }) => _id)
        for (const gone of ids) {
          const at = documents.findIndex(({ _id }) => _id === gone)
          if (at >= 0) documents.splice(at, 1)
          results.push({ id: gone, operation: 'delete' })
        }
      }
    }
    return { status: 200, body: { transactionId: crypto.randomUUID(), results } }
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let body = ''
    for await (const chunk of request) body += chunk
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(value))
    }
    const route = /^\/v([\w-]+)\/data\/(query|mutate)\/[\w-]+$/.exec(url.pathname)
    if (!route) return reply(404, { error: 'Not Found', message: `sem rota ${url.pathname}` })
    if (failure) return reply(failure, { error: 'Service Unavailable', message: 'Content Lake indisponível (dublê)', statusCode: failure })
    const bearer = request.headers.authorization?.replace(/^Bearer /, '')
    const role = bearer === undefined ? 'anonymous' : bearer === tokens.editor ? 'editor' : bearer === tokens.viewer ? 'viewer' : undefined
    if (!role) return reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Session not found' })

    if (route[2] === 'mutate') {
      if (role !== 'editor') return reply(403, { statusCode: 403, error: 'Forbidden', message: 'Insufficient permissions; permission "update" required' })
      const { status, body: result } = await mutate((JSON.parse(body) as { mutations: Mutation[] }).mutations)
      return reply(status, result)
    }

    const posted = request.method === 'POST' ? (JSON.parse(body) as { query: string; params?: QueryParams }) : undefined
    const groq = posted?.query ?? url.searchParams.get('query') ?? ''
    const params: QueryParams = posted?.params ?? {}
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value) as QueryParams[string]
    // Before API v2025-02-19 the default perspective was raw.
    const perspective = url.searchParams.get('perspective') ?? (route[1]! < '2025-02-19' ? 'raw' : 'published')
    // Documents whose id has a dot (drafts, the preview secrets, but also `menu.lanchinhos`) are
    // private, in public datasets too: only a token reads them
    // (https://github.com/sanity-io/GROQ/issues/105).
    const visible = role === 'anonymous' ? documents.filter(({ _id }) => !_id.includes('.')) : documents
    const dataset = inPerspective(visible, perspective)
    if (!dataset) return reply(400, { error: { description: `Invalid perspective "${perspective}"`, type: 'httpBadRequest' } })
    queries.push(groq)
    const started = performance.now()
    try {
      reply(200, { query: groq, result: await query(dataset, groq, params), ms: Math.round(performance.now() - started) })
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
