import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { RichText } from '@/components/ui/rich-text'
import { longDate } from '@/lib/content/format'
import { getPrivacyPage } from '@/lib/content/pages'
import { documentMetadata } from '@/lib/seo/metadata'

const path = '/politica-de-privacidade'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPrivacyPage()
  return documentMetadata(page.seo, { title: page.title, description: page.title, path })
}

export default async function PrivacyPage() {
  const page = await getPrivacyPage()
  return (
    <>
      <Breadcrumbs trail={[{ name: page.title, path }]} />
      <article className="container-content pt-8 pb-16">
        <div className="mx-auto max-w-[70ch] text-lg text-ink">
          <header className="border-b border-brand-100 pb-6">
            <h1 className="text-4xl font-semibold text-brand-800 sm:text-5xl">{page.title}</h1>
            <p className="mt-3 text-base text-muted">
              {page.updatedLabel} <time dateTime={page.updatedAt}>{longDate(page.updatedAt)}</time>
            </p>
          </header>
          <RichText value={page.body} />
        </div>
      </article>
    </>
  )
}
