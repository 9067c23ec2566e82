import type { MetadataRoute } from 'next'
import { getSitemapEntries } from '@/lib/content/sitemap'
import { absoluteUrl } from '@/lib/config/env'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries()
  return entries.map(({ path, lastModified }) => ({ url: absoluteUrl(path), lastModified }))
}
