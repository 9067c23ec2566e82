import { getQuotePage } from '@/lib/content/pages'
import { ogImage, ogImageAlt, ogImageContentType, ogImageSize } from '@/lib/seo/og-image'

export const alt = ogImageAlt
export const size = ogImageSize
export const contentType = ogImageContentType

export default async function Image() {
  return ogImage((await getQuotePage()).title)
}
