import type { Metadata } from 'next'
import { HomeHero } from '@/components/home/home-hero'
import { MenuGallery } from '@/components/home/menu-gallery'
import { MenusBlock } from '@/components/home/menus-block'
import { QuoteSection } from '@/components/home/quote-section'
import { ServiceSection } from '@/components/home/service-section'
import { Testimonials } from '@/components/home/testimonials'
import { BusinessJsonLd } from '@/components/seo/business-json-ld'
import { getHomePage } from '@/lib/content/pages'
import { getQuoteFormTexts, getSiteChrome } from '@/lib/content/site'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const [{ page }, { settings }] = await Promise.all([getHomePage(), getSiteChrome()])
  return pageMetadata({
    title: page.seo?.title ?? settings.seo.title,
    description: page.seo?.description ?? settings.seo.description,
    path: '/',
    image: page.seo?.image ?? page.hero.image,
  })
}

export default async function HomePage() {
  const [{ page, testimonials }, { settings }, formTexts] = await Promise.all([
    getHomePage(),
    getSiteChrome(),
    getQuoteFormTexts(),
  ])
  return (
    <>
      <HomeHero heading={page.hero.heading} buttonLabel={page.hero.buttonLabel} image={page.hero.image} />
      <ServiceSection heading={page.service.heading} body={page.service.body} image={page.service.image} />
      <MenusBlock {...page.menusBlock} />
      <MenuGallery images={page.menuGallery} />
      <Testimonials
        heading={page.testimonials.heading}
        subtitle={page.testimonials.subtitle}
        testimonials={testimonials}
      />
      <QuoteSection
        heading={page.quote.heading}
        subtitle={page.quote.subtitle}
        contact={page.quote}
        formTexts={formTexts}
        phone={settings.phone}
        whatsappNumber={settings.whatsappNumber}
        greeting={settings.chat.greeting}
        email={settings.email}
      />
      <BusinessJsonLd settings={settings} description={page.seo?.description ?? settings.seo.description} />
    </>
  )
}
