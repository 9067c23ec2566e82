import 'server-only'
import { unstable_cache } from 'next/cache'
import { evaluateQuery, type QueryParams } from './seed/evaluate'
import { loadSeed } from './seed/load-seed'
import { REVALIDATE_SECONDS, type ContentType } from './tags'

/**
 * Content from the bundled seed dataset, evaluated locally with groq-js. Cached under the same
 * tags as the Sanity source, so the revalidation webhook behaves identically in both modes.
 */
export function seedSource(seedDir: string) {
  return (query: string, params: QueryParams, tags: ContentType[]) =>
    unstable_cache(() => evaluateQuery(loadSeed(seedDir), query, params), ['seed', query, JSON.stringify(params)], {
      tags,
      revalidate: REVALIDATE_SECONDS,
    })()
}
