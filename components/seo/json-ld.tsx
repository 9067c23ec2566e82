import { stegaClean } from 'next-sanity'

/**
 * Structured data for search engines; `<` is escaped so content can never close the script. Draft
 * texts lose their invisible edit markers: they belong to the visible page, not to the data.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(stegaClean(data)).replace(/</g, '\\u003c') }}
    />
  )
}
