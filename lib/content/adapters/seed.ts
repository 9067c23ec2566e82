import 'server-only'
import { unstable_cache } from 'next/cache'
import type { ContentSource } from '../contract'
import { evaluateQuery } from '../seed/evaluate'
import { loadSeed } from '../seed/load-seed'
import { REVALIDATE_SECONDS } from '../tags'

/**
 * Content from the bundled seed dataset, evaluated locally with groq-js. Cached under the same
 * tags as the Sanity source, so the revalidation webhook behaves identically in both modes.
 */
export function seedSource(seedDir: string): ContentSource {
  return (query, params, tags) =>
    unstable_cache(() => evaluateQuery(loadSeed(seedDir), query, params), ['seed', query, JSON.stringify(params)], {
      tags,
      revalidate: REVALIDATE_SECONDS,
    })()
}
