import { getBlogPage } from '@/lib/content/blog'
import { ogImage, ogImageMetadata } from '@/lib/seo/og-image'

export const generateImageMetadata = ogImageMetadata

export default async function Image() {
  return ogImage((await getBlogPage()).page.title)
}
