import 'server-only'
import { createClient } from 'next-sanity'
import type { SanityProject } from '../public-env'
import type { QueryParams } from './seed/evaluate'
import { REVALIDATE_SECONDS, type ContentType } from './tags'

/** Content from the Sanity Content Lake through its CDN, cached by Next.js under the given tags. */
export function sanitySource(project: SanityProject) {
  const client = createClient({ ...project, useCdn: true, perspective: 'published' })
  return (query: string, params: QueryParams, tags: ContentType[]) =>
    client.fetch<unknown>(query, params, { next: { tags, revalidate: REVALIDATE_SECONDS } })
}
