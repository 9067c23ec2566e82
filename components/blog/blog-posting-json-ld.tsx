import { JsonLd } from '@/components/seo/json-ld'
import type { ContentImage } from '@/lib/content/image'
import { env } from '@/lib/config/env'

type Props = {
  path: string
  headline: string
  description: string
  coverImage: ContentImage
  datePublished: string
  dateModified: string
  wordCount: number
  author: { name: string; role: string }
  publisherName: string
}

const absolute = (url: string | null | undefined) => (url ? new URL(url, env.siteUrl).toString() : undefined)

/** The article as a schema.org BlogPosting, published by the business. */
export function BlogPostingJsonLd({
  path,
  headline,
  description,
  coverImage,
  datePublished,
  dateModified,
  wordCount,
  author,
  publisherName,
}: Props) {
  const url = `${env.siteUrl}${path}`
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline,
        description,
        image: absolute(coverImage?.asset?.url),
        datePublished,
        dateModified,
        wordCount,
        inLanguage: 'pt-BR',
        author: { '@type': 'Person', name: author.name, jobTitle: author.role },
        publisher: { '@type': 'Organization', name: publisherName, url: env.siteUrl },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
      }}
    />
  )
}
