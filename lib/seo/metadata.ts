import 'server-only'
import type { Metadata } from 'next'
import type { ContentImage } from '../content/image'
import { getSiteChrome } from '../content/site'
import { metadataTags, type PageSeo } from './metadata-tags'

/** metadataTags with the business name from the site settings. */
export async function pageMetadata(page: PageSeo): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return metadataTags(page, settings.businessName)
}

/** The SEO fields every CMS document carries (schemas/objects/seo.ts). */
type DocumentSeo =
  { title: string | null; description: string | null; noIndex: boolean | null; image: ContentImage } | null | undefined

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
