import 'server-only'
import { createClient, type SanityClient } from 'next-sanity'
import { sanityApiHostOptions, type SanityProject } from '../../config/public-env'
import { ContentUnavailableError, type ContentSource, type PublishedNowSource } from '../contract'
import { revalidateSeconds } from '../tags'
import { lastGoodAnswers } from './last-good'

// next-sanity's prefix for sync tags among Next's cache tags: the live events' server action
// (revalidateSyncTagsAction) expires `sanity:<tag>` for each tag an event names.
const liveCacheTag = (syncTag: string) => `sanity:${syncTag}`

type Options = {
  /** Another Content Lake host (one address, no per-project subdomain); Sanity's own by default. */
  apiHost?: string
  /** Where the last good answers are kept between the build and the server. */
  cacheDir: string
}

/** The failure in a few words: the HTTP status or the network error code, never a stack. */
function reason(error: unknown) {
  // The client wraps the network error (fetch failed → ECONNREFUSED…): look down the causes.
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { statusCode, code } = current as { statusCode?: unknown; code?: unknown }
    if (typeof statusCode === 'number') return `HTTP ${statusCode}`
    if (typeof code === 'string') return code
  }
  return error instanceof Error ? error.message : String(error)
}

/** The client of published content: the one the live events (<SanityLive>) are read with too. */
export const publishedClient = (project: SanityProject, apiHost?: string): SanityClient =>
  createClient({ ...project, ...sanityApiHostOptions(apiHost), useCdn: true, perspective: 'published' })

/**
 * Content from the Sanity Content Lake through its CDN, cached by Next.js under the given tags and
 * under the answer's sync tags, as next-sanity's defineLive caches it: a live event naming one of
 * them (<SanityLive> in the site's layout) expires the answer within seconds of a publish, with no
 * webhook. The sync tags come from a first ask (they are known only from an answer, and the cache
 * entry needs them before); the page is generated from the second, which a live event expires.
 * When the Content Lake fails, a query answers with its last good result (one log line), so a
 * page regenerated during an outage keeps its content instead of becoming an error page.
 */
export function sanitySource(project: SanityProject, { apiHost, cacheDir }: Options): ContentSource {
  const client = publishedClient(project, apiHost)
  const lastGood = lastGoodAnswers(cacheDir)
  return async (query, params, tags, until) => {
    try {
      const revalidate = revalidateSeconds(until)
      // The request tag puts the deadline in the URL, so the answer cached before it is a different cache entry.
      const deadline = until === undefined ? '' : `.ate-${until}`
      // Which sync tags the answer carries: kept under the types' tags, as the same query names the
      // same content until a publish of those types (the webhook, or the hour) asks again.
      const { syncTags } = await client.fetch<unknown>(query, params, {
        filterResponse: false,
        returnQuery: false,
        tag: `sync-tags${deadline}`,
        next: { tags, revalidate },
      })
      const result = await client.fetch<unknown>(query, params, {
        next: { tags: [...tags, ...(syncTags ?? []).map(liveCacheTag)], revalidate },
        ...(deadline ? { tag: deadline.slice(1) } : {}),
      })
      lastGood.remember(query, params, result)
      return result
    } catch (error) {
      const fallback = lastGood.recall(query, params)
      console.error(
        `[conteúdo] Sanity indisponível (${reason(error)}) ao consultar ${tags.join(', ')}: ${fallback ? 'mantida a última versão' : 'sem versão anterior'}`,
      )
      if (!fallback) throw new ContentUnavailableError(`Sanity indisponível (${reason(error)})`, { cause: error })
      return fallback.value
    }
  }
}

/**
 * What is published now, straight from the Content Lake's API (not its CDN, not Next's cache): for
 * a check that must see a publication at once, in a request or outside one (a daily job).
 */
export function sanityNow(project: SanityProject, { apiHost }: Pick<Options, 'apiHost'>): PublishedNowSource {
  const client = createClient({ ...project, ...sanityApiHostOptions(apiHost), useCdn: false, perspective: 'published' })
  return (query, params) => client.fetch<unknown>(query, params, { cache: 'no-store' })
}
