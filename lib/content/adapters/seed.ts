import 'server-only'
import { unstable_cache } from 'next/cache'
import type { ContentSource, PublishedNowSource } from '../contract'
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
    unstable_cache(
      () => evaluateQuery(loadSeed(seedDir), query, params),
      ['seed', query, JSON.stringify(params), String(until ?? '')],
      {
        tags,
        revalidate: revalidateSeconds(until),
      },
    )()
}

/** The seed dataset as it is on disk now, past every cache (a daily job runs outside any request). */
export const seedNow =
  (seedDir: string): PublishedNowSource =>
  async (query, params) =>
    evaluateQuery(loadSeed(seedDir), query, params)
