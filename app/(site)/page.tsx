import type { Metadata } from 'next'
import { getSiteChrome } from '@/lib/content/site'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return pageMetadata({ title: 'Início', description: settings.seo.description, path: '/' })
}

export default async function HomePage() {
  const { settings } = await getSiteChrome()
  return (
    <section className="container-content py-16">
      <h1 className="text-4xl font-semibold text-brand-800">{settings.businessName}</h1>
      <p className="mt-4 text-lg text-muted">{settings.tagline}</p>
    </section>
  )
}
