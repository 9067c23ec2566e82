import { ButtonLink } from '@/components/ui/button-link'
import { getSiteTexts } from '@/lib/content/site'

/** The call to action after an article: ask for a quote (its texts are the blog page's). */
export async function ArticleCta({ heading, text }: { heading: string; text: string }) {
  const texts = await getSiteTexts()
  return (
    <section aria-labelledby="cta-titulo" className="container-content py-12">
      <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12">
        <div aria-hidden="true" className="absolute -top-12 -right-8 h-40 w-40 rounded-full bg-brand-600/60" />
        <div aria-hidden="true" className="absolute -bottom-16 -left-6 h-32 w-32 rounded-full bg-accent-yellow/20" />
        <h2 id="cta-titulo" className="relative text-3xl font-semibold">
          {heading}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-lg text-brand-50">{text}</p>
        <ButtonLink href="/orcamento" variant="light" className="relative mt-6">
          {texts.quoteButton}
        </ButtonLink>
      </div>
    </section>
  )
}
