import 'server-only'
import { createClient } from 'next-sanity'
import type { SanityProject } from '../../config/public-env'
import type { ContentSource } from '../contract'
import { REVALIDATE_SECONDS } from '../tags'

/** Content from the Sanity Content Lake through its CDN, cached by Next.js under the given tags. */
export function sanitySource(project: SanityProject): ContentSource {
  const client = createClient({ ...project, useCdn: true, perspective: 'published' })
  return (query, params, tags) =>
    client.fetch<unknown>(query, params, { next: { tags, revalidate: REVALIDATE_SECONDS } })
}
