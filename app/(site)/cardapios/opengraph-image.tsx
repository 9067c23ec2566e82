import { getMenusPage } from '@/lib/content/menus'
import { ogImage, ogImageMetadata } from '@/lib/seo/og-image'

export const generateImageMetadata = ogImageMetadata

export default async function Image() {
  return ogImage((await getMenusPage()).page.title)
}
