import type { Metadata } from 'next'
import { QuoteForm } from '@/components/quote/quote-form'
import { getSiteChrome } from '@/lib/content/site'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Solicite seu Orçamento',
    description: 'Peça um orçamento de buffet a domicílio em São Paulo para festa infantil, evento corporativo ou comemoração.',
    path: '/orcamento',
  })
}

export default async function QuotePage() {
  const { settings } = await getSiteChrome()
  return (
    <>
      <section className="bg-brand-700 py-14 text-white">
        <div className="container-content">
          <h1 className="text-4xl font-semibold sm:text-5xl">Solicite seu Orçamento</h1>
        </div>
      </section>
      <section className="container-content max-w-3xl py-12">
        <QuoteForm whatsappNumber={settings.whatsappNumber} />
      </section>
    </>
  )
}
