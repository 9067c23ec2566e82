import type { Metadata } from 'next'
import { DeferredQuoteForm } from '@/components/quotes/deferred-quote-form'
import { PageHero } from '@/components/ui/page-hero'
import { getQuotePage } from '@/lib/content/pages'
import { getQuoteFormTexts, getSiteChrome } from '@/lib/content/site'
import { documentMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getQuotePage()
  return documentMetadata(page.seo, { title: page.title, description: page.intro, path: '/orcamento' })
}

export default async function QuotePage() {
  const [page, { settings }, texts] = await Promise.all([getQuotePage(), getSiteChrome(), getQuoteFormTexts()])
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <section aria-label={settings.texts.quoteFormLabel} className="container-content max-w-3xl py-12">
        <DeferredQuoteForm whatsappNumber={settings.whatsappNumber} texts={texts} />
      </section>
    </>
  )
}
