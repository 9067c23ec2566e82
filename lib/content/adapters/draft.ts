import 'server-only'
import type { SanityClient, StegaConfig } from 'next-sanity'
import type { DraftSource } from '../contract'

// Values the site turns into links or compares (a link's kind, a redirect's target), and image
// descriptions screen readers spell out: invisible edit markers would break them. Structured data
// drops the markers itself (components/seo/json-ld.tsx).
const rawFields = new Set(['phone', 'whatsappNumber', 'greeting', 'alt', 'kind', 'to'])

const stegaFilter: StegaConfig['filter'] = (props) =>
  props.sourcePath.some((segment) => typeof segment === 'string' && rawFields.has(segment))
    ? false
    : props.filterDefault(props)

/**
 * Drafts for a staff member in draft mode, read with the preview client (read token, drafts
 * perspective, no CDN): never cached, with invisible edit markers (stega) in texts so the visual
 * editing overlays can open each field in the Studio.
 */
export function draftSource(client: SanityClient): DraftSource {
  const drafts = client.withConfig({ stega: { enabled: true, studioUrl: '/studio', filter: stegaFilter } })
  return (query, params) => drafts.fetch<unknown>(query, params, { cache: 'no-store' })
}
