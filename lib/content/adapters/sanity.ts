import 'server-only'
import { createClient } from 'next-sanity'
import { sanityApiHostOptions, type SanityProject } from '../../config/public-env'
import { ContentUnavailableError, type ContentSource, type PublishedNowSource } from '../contract'
import { revalidateSeconds } from '../tags'
import { lastGoodAnswers } from './last-good'

type Options = {
  /** Another Content Lake host (one address, no per-project subdomain); Sanity's own by default. */
  apiHost?: string
  /** Where the last good answers are kept between the build and the server. */
  cacheDir: string
}

/** The failure in a few words: the HTTP status or the network error code, never a stack. */
function reason(error: unknown) {
  // The client wraps the network error (fetch failed → ECONNREFUSED…): look down the causes.
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { statusCode, code } = current as { statusCode?: unknown; code?: unknown }
    if (typeof statusCode === 'number') return `HTTP ${statusCode}`
    if (typeof code === 'string') return code
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Content from the Sanity Content Lake through its CDN, cached by Next.js under the given tags.
 * When the Content Lake fails, a query answers with its last good result (one log line), so a
 * page regenerated during an outage keeps its content instead of becoming an error page.
 */
export function sanitySource(project: SanityProject, { apiHost, cacheDir }: Options): ContentSource {
  const client = createClient({ ...project, ...sanityApiHostOptions(apiHost), useCdn: true, perspective: 'published' })
  const lastGood = lastGoodAnswers(cacheDir)
  return async (query, params, tags, until) => {
    try {
      // The request tag puts the deadline in the URL, so the answer cached before it is a different cache entry.
      const deadline = until === undefined ? {} : { tag: `ate-${until}` }
      const result = await client.fetch<unknown>(query, params, { next: { tags, revalidate: revalidateSeconds(until) }, ...deadline })
      lastGood.remember(query, params, result)
      return result
    } catch (error) {
      const fallback = lastGood.recall(query, params)
      console.error(`[conteúdo] Sanity indisponível (${reason(error)}) ao consultar ${tags.join(', ')}: ${fallback ? 'mantida a última versão' : 'sem versão anterior'}`)
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
