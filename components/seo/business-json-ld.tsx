import type { SiteSettings } from '@/lib/content/site'
import { env } from '@/lib/config/env'
import { JsonLd } from './json-ld'

/** The business as a FoodEstablishment for search engines: address, hours, phone and area served. */
export function BusinessJsonLd({
  settings,
  description,
}: {
  settings: NonNullable<SiteSettings>
  description: string
}) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'FoodEstablishment',
        '@id': `${env.siteUrl}/#buffet`,
        name: settings.businessName,
        description,
        url: env.siteUrl,
        telephone: `+55 ${settings.phone}`,
        email: settings.email,
        foundingDate: String(settings.foundedYear),
        image: settings.seo.image.asset?.url
          ? new URL(settings.seo.image.asset.url, env.siteUrl).toString()
          : undefined,
        servesCuisine: 'Brasileira',
        address: {
          '@type': 'PostalAddress',
          addressLocality: settings.address.locality,
          addressRegion: settings.address.region,
          addressCountry: settings.address.country,
        },
        areaServed: { '@type': 'AdministrativeArea', name: settings.address.areaServed },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: settings.hours.days.map((day) => `https://schema.org/${day}`),
            opens: settings.hours.opens,
            closes: settings.hours.closes,
          },
        ],
        sameAs: [settings.social.facebook, settings.social.instagram],
      }}
    />
  )
}
