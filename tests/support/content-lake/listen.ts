import type { IncomingMessage, ServerResponse } from 'node:http'
import { evaluate, parse } from 'groq-js'
import type { SeedDocument } from '@/lib/content/seed/load-seed'
import { openEventStream, queryParams, sendEvent } from './http'
import type { MutationEvent } from './transactions'

type Listener = {
  response: ServerResponse
  matches: (doc: SeedDocument) => Promise<boolean>
  events: Set<string>
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  mendoza: boolean
  canSee: (doc: SeedDocument) => boolean
}

/**
 * GET /v{apiVersion}/data/listen/{dataset}?query=…: the real-time listener the Studio keeps open
 * for every document it shows (https://www.sanity.io/docs/http-reference/listen), as Server-Sent
 * Events: `welcome`, then a `mutation` for each change to a document the query's filter matched
 * before or after it, with the options the Studio asks for (no result, Mendoza effects).
 */
export function documentListeners() {
  const open = new Set<Listener>()
  return {
    get size() {
      return open.size
    },
    listen(request: IncomingMessage, response: ServerResponse, url: URL, canSee: (doc: SeedDocument) => boolean) {
      const params = queryParams(url.searchParams)
      const tree = parse(url.searchParams.get('query') ?? '*', { params })
      const flag = (name: string, fallback: boolean) => (url.searchParams.get(name) ?? String(fallback)) === 'true'
      const listener: Listener = {
        response,
        matches: async (doc) =>
          ((await (await evaluate(tree, { dataset: [doc], params })).get()) as unknown[]).length > 0,
        events: new Set((url.searchParams.get('events') ?? 'welcome,mutation').split(',')),
        includeResult: flag('includeResult', true),
        includePreviousRevision: flag('includePreviousRevision', false),
        includeMutations: flag('includeMutations', true),
        mendoza: url.searchParams.get('effectFormat') === 'mendoza',
        canSee,
      }
      openEventStream(request, response)
      if (listener.events.has('welcome')) sendEvent(response, 'welcome', { listenerName: crypto.randomUUID() })
      open.add(listener)
      request.once('close', () => open.delete(listener))
    },
    async publish(events: MutationEvent[]) {
      for (const listener of open) {
        if (!listener.events.has('mutation')) continue
        for (const event of events) {
          const { before, after, effects, mutations, ...rest } = event
          const seen = [before, after].filter((doc): doc is SeedDocument => doc !== null && listener.canSee(doc))
          const matched = await Promise.all(seen.map(listener.matches))
          if (!matched.some(Boolean)) continue
          sendEvent(
            listener.response,
            'mutation',
            {
              ...rest,
              ...(listener.includeMutations ? { mutations } : {}),
              ...(listener.mendoza ? { effects } : {}),
              ...(listener.includeResult && after ? { result: after } : {}),
              ...(listener.includePreviousRevision && before ? { previous: before } : {}),
            },
            event.eventId,
          )
        }
      }
    },
    close() {
      for (const { response } of open) response.end()
      open.clear()
    },
  }
}
