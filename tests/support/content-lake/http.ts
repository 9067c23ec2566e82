import type { IncomingMessage, ServerResponse } from 'node:http'
import type { QueryParams } from '@/lib/content/seed/evaluate'

/** The project's CORS origins allow every origin here (the tests' sites run on local ports), with credentials as the Studio's origin needs. */
export const cors = (request: IncomingMessage) =>
  request.headers.origin
    ? { 'access-control-allow-origin': request.headers.origin, 'access-control-allow-credentials': 'true' }
    : {}

/** The GROQ parameters of a GET: each `$name=<JSON>` of the address. */
export function queryParams(searchParams: URLSearchParams): QueryParams {
  const params: QueryParams = {}
  for (const [key, value] of searchParams)
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value) as QueryParams[string]
  return params
}

/** Starts a Server-Sent Events answer (the listeners and the live events). */
export function openEventStream(request: IncomingMessage, response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors(request) })
}

/** One event of a Server-Sent Events stream. */
export const sendEvent = (response: ServerResponse, event: string, data: unknown, id?: string) =>
  response.write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`)
