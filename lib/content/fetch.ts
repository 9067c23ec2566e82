import 'server-only'
import type { SanityQueries } from '@sanity/client'
import { env } from '../env'
import { sanitySource } from './sanity-source'
import { seedSource } from './seed-source'
import type { QueryParams } from './seed/evaluate'
import type { ContentType } from './tags'

export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : never

const source = env.sanity ? sanitySource(env.sanity) : seedSource(env.seedDir)

type FetchOptions = {
  params?: QueryParams
  /** Document types the query reads: publishing one of them revalidates the page. */
  tags: ContentType[]
}

/** Runs one of the queries in queries.ts against whichever content source is configured. */
export async function fetchQuery<const Q extends string>(query: Q, { params = {}, tags }: FetchOptions): Promise<QueryResult<Q>> {
  return (await source(query, params, tags)) as QueryResult<Q>
}
