import 'server-only'
import type { Metadata } from 'next'
import type { ContentImage } from '../content/image'
import { getSiteChrome } from '../content/site'

type PageSeo = {
  /** Page title; " | {business name}" is appended. */
  title: string
  description: string
  /** Path of the page, e.g. "/cardapios"; the canonical URL is absolute from SITE_URL. */
  path: string
  /** The page's own share image; without one, the segment's generated opengraph-image is used. */
  image?: ContentImage
  noIndex?: boolean
  type?: 'website' | 'article'
  publishedTime?: string
}

/**
 * Title, description, canonical, robots, Open Graph and Twitter tags of a page. Next replaces
 * (not merges) openGraph objects, so every page gets the full set here.
 */
export async function pageMetadata({ title, description, path, image, noIndex = false, type = 'website', publishedTime }: PageSeo): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  // Next only applies a segment's generated opengraph-image when the page sets no images itself.
  const images = image?.asset?.url
    ? [{ url: image.asset.url, width: image.asset.width ?? undefined, height: image.asset.height ?? undefined, alt: image.alt ?? '' }]
    : undefined
  const fullTitle = `${title} | ${settings.businessName}`
  return {
    // Absolute, because a layout's title template skips pages of its own segment (the home page).
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type,
      url: path,
      title: fullTitle,
      description,
      siteName: settings.businessName,
      locale: 'pt_BR',
      ...(images ? { images } : {}),
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, ...(images ? { images: images.map(({ url }) => url) } : {}) },
  }
}

/** The SEO fields every CMS document carries (schemas/objects/seo.ts). */
type DocumentSeo = { title: string | null; description: string | null; noIndex: boolean | null; image: ContentImage } | null | undefined

/** pageMetadata from a document's SEO fields, falling back to its visible title, summary and image. */
export function documentMetadata(seo: DocumentSeo, page: Omit<PageSeo, 'noIndex'>): Promise<Metadata> {
  return pageMetadata({
    ...page,
    title: seo?.title || page.title,
    description: seo?.description || page.description,
    image: seo?.image?.asset?.url ? seo.image : page.image,
    noIndex: seo?.noIndex ?? false,
  })
}
