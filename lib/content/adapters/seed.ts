import 'server-only'
import { unstable_cache } from 'next/cache'
import type { ContentSource } from '../contract'
import { evaluateQuery } from '../seed/evaluate'
import { loadSeed } from '../seed/load-seed'
import { revalidateSeconds } from '../tags'

/**
 * Content from the bundled seed dataset, evaluated locally with groq-js. Cached under the same
 * tags as the Sanity source, so the revalidation webhook behaves identically in both modes.
 */
export function seedSource(seedDir: string): ContentSource {
  return (query, params, tags, until) =>
    // The deadline is part of the key: an answer cached before it is a different entry, never served after it.
    unstable_cache(() => evaluateQuery(loadSeed(seedDir), query, params), ['seed', query, JSON.stringify(params), String(until ?? '')], {
      tags,
      revalidate: revalidateSeconds(until),
    })()
}
