import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { evaluateQuery, type QueryParams } from '@/lib/content/seed/evaluate'
import type { SeedDocument } from '@/lib/content/seed/load-seed'

/**
 * The Content Lake's query API on a local port, answering GROQ with groq-js over a dataset, in the
 * shape @sanity/client expects: GET /v{apiVersion}/data/query/{dataset}?query=…&$param=<JSON>
 * (POST with {query, params} for long queries) → {query, result, ms}. It can be stopped and
 * started again on the same port, or made to answer with a server error.
 */
export function contentLakeStandIn(port: number, documents: SeedDocument[]) {
  let server: Server | undefined
  let failure: number | undefined
  const queries: string[] = []

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let body = ''
    for await (const chunk of request) body += chunk
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(value))
    }
    if (!/^\/v[\w-]+\/data\/query\/[\w-]+$/.test(url.pathname)) return reply(404, { error: 'Not Found', message: `sem rota ${url.pathname}` })
    if (failure) return reply(failure, { error: 'Service Unavailable', message: 'Content Lake indisponível (dublê)', statusCode: failure })
    const posted = request.method === 'POST' ? (JSON.parse(body) as { query: string; params?: QueryParams }) : undefined
    const query = posted?.query ?? url.searchParams.get('query') ?? ''
    const params: QueryParams = posted?.params ?? {}
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value) as QueryParams[string]
    queries.push(query)
    const started = performance.now()
    try {
      const result = await evaluateQuery(documents, query, params)
      reply(200, { query, result, ms: Math.round(performance.now() - started) })
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
