import type { MetadataRoute } from 'next'
import { env } from '@/lib/config/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/studio', '/api/'] },
    sitemap: `${env.siteUrl}/sitemap.xml`,
  }
}
