import type { Metadata } from 'next'
import { QuoteForm } from '@/components/quote/quote-form'
import { Toaster } from '@/components/ui/toaster'
import { PageHero } from '@/components/ui/page-hero'
import { getQuotePage } from '@/lib/content/pages'
import { getSiteChrome, quoteFormTexts } from '@/lib/content/site'
import { documentMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getQuotePage()
  return documentMetadata(page.seo, { title: page.title, description: page.intro, path: '/orcamento' })
}

export default async function QuotePage() {
  const [page, { settings }] = await Promise.all([getQuotePage(), getSiteChrome()])
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <section aria-label="Formulário de orçamento" className="container-content max-w-3xl py-12">
        <QuoteForm whatsappNumber={settings.whatsappNumber} texts={quoteFormTexts(settings)} />
        <Toaster />
      </section>
    </>
  )
}
