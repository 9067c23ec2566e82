import { IntentLink } from '@/components/ui/intent-link'
import { getSiteTexts } from '@/lib/content/site'
import { notFoundMetadata } from '@/lib/seo/not-found'

export const generateMetadata = notFoundMetadata

export default async function NotFound() {
  const texts = await getSiteTexts()
  return (
    <section className="container-content flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <p className="font-display text-7xl font-semibold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-brand-800 sm:text-4xl">{texts.notFoundTitle}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{texts.notFoundText}</p>
      <IntentLink href="/" className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
        {texts.backHome}
      </IntentLink>
    </section>
  )
}
