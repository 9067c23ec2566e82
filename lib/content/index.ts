import 'server-only'
import type { SanityQueries } from '@sanity/client'
import { env } from '../config/env'
import { isDraftMode } from '../preview/draft-mode'
import { preview } from '../preview/setup'
import { draftSource } from './adapters/draft'
import { publishedClient, sanityNow, sanitySource } from './adapters/sanity'
import { seedNow, seedSource } from './adapters/seed'
import type { QueryParams } from './contract'
import type { ContentType } from './content-types'

export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : never

const source = env.sanity
  ? sanitySource(env.sanity, { apiHost: env.sanityApiHost, cacheDir: env.contentCacheDir })
  : seedSource(env.seedDir)
/** The client <SanityLive> listens to the live events with; none on the seed dataset. */
export const liveClient = env.sanity ? publishedClient(env.sanity, env.sanityApiHost) : null

// Without a Sanity project and read token there are no drafts, and no request ever asks draft mode.
const drafts = preview.available ? draftSource(preview.client) : null

type FetchOptions = {
  params?: QueryParams
  /** Document types the query reads: publishing one of them revalidates the page. */
  tags: ContentType[]
  /** A time (ms) at which the answer must be asked again, and the page regenerated: the next scheduled post. */
  until?: number
}

/**
 * Runs one of the queries in queries.ts against whichever content source is configured. Staff in
 * draft mode get uncached drafts; everyone else, and every cache, only ever sees published content.
 */
export async function fetchQuery<const Q extends string>(
  query: Q,
  { params = {}, tags, until }: FetchOptions,
): Promise<QueryResult<Q>> {
  if (drafts && (await isDraftMode())) return (await drafts(query, params)) as QueryResult<Q>
  return (await source(query, params, tags, until)) as QueryResult<Q>
}

const publishedNow = env.sanity ? sanityNow(env.sanity, { apiHost: env.sanityApiHost }) : seedNow(env.seedDir)

/** Runs a query on what is published now, past every cache, in a request or outside one (a daily job). */
export const fetchPublishedNow = async <const Q extends string>(
  query: Q,
  params: QueryParams = {},
): Promise<QueryResult<Q>> => (await publishedNow(query, params)) as QueryResult<Q>
