import { JsonLd } from '@/components/seo/json-ld'
import { absoluteUrl } from '@/lib/config/env'
import { getSiteTexts } from '@/lib/content/site'
import { centavosFromReais, formatBRL } from '@/lib/money'

type Props = { name: string; description: string; path: string; pricePerGuest: number; businessName: string }

/** "A partir de R$ X por convidado" and the same price as a schema.org Offer (BRL, per guest) for search engines. */
export async function PriceFrom({ name, description, path, pricePerGuest, businessName }: Props) {
  const texts = await getSiteTexts()
  const cents = centavosFromReais(pricePerGuest)
  const price = (cents / 100).toFixed(2)
  return (
    <>
      <p className="rounded-2xl bg-brand-50 px-5 py-4 text-lg text-brand-900 ring-1 ring-brand-200">
        {texts.priceFrom} <strong className="font-bold">{formatBRL(cents)}</strong> {texts.pricePerGuest}
      </p>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name,
          description,
          url: absoluteUrl(path),
          provider: { '@type': 'LocalBusiness', name: businessName },
          offers: {
            '@type': 'Offer',
            url: absoluteUrl(path),
            price,
            priceCurrency: 'BRL',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: 'BRL',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'convidado' },
            },
          },
        }}
      />
    </>
  )
}
