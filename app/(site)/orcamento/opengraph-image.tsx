import { getQuotePage } from '@/lib/content/pages'
import { ogImage, ogImageMetadata } from '@/lib/seo/og-image'

export const generateImageMetadata = ogImageMetadata

export default async function Image() {
  return ogImage((await getQuotePage()).title)
}
