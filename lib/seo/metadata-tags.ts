import type { Metadata } from 'next'
import { stegaClean } from 'next-sanity'
import { imageSource, type ContentImage } from '../content/image'

/** The size WhatsApp, Facebook and others show a shared link's image at. */
export const SHARE_IMAGE = { width: 1200, height: 630 }

export type PageSeo = {
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
 * (not merges) openGraph objects, so every page gets the full set here. In draft mode texts carry
 * invisible edit markers for the overlays; the tags lose them, or they would show in the tab title.
 */
export function metadataTags(
  { title, description, path, image, noIndex = false, type = 'website', publishedTime }: PageSeo,
  businessName: string,
): Metadata {
  // Next only applies a segment's generated opengraph-image when the page sets no images itself.
  // The share image is cut to 1200 × 630 around the editor's crop and focus point.
  const share = imageSource(image ?? null, SHARE_IMAGE)
  const images = share
    ? [{ url: share.src, width: share.width, height: share.height, alt: image?.alt ?? '' }]
    : undefined
  const fullTitle = `${title} | ${businessName}`
  return stegaClean({
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
      siteName: businessName,
      locale: 'pt_BR',
      ...(images ? { images } : {}),
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      ...(images ? { images: images.map(({ url }) => url) } : {}),
    },
  })
}
