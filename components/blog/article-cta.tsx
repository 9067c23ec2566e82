import { ButtonLink } from '@/components/ui/button-link'

/** The call to action after an article: ask for a quote. */
export function ArticleCta({ text }: { text: string }) {
  return (
    <section aria-labelledby="cta-titulo" className="container-content py-12">
      <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12">
        <div aria-hidden="true" className="absolute -top-12 -right-8 h-40 w-40 rounded-full bg-brand-600/60" />
        <div aria-hidden="true" className="absolute -bottom-16 -left-6 h-32 w-32 rounded-full bg-accent-yellow/20" />
        <h2 id="cta-titulo" className="relative text-3xl font-semibold">
          Vamos planejar a sua festa?
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-lg text-brand-50">{text}</p>
        <ButtonLink href="/orcamento" variant="light" className="relative mt-6">
          Solicitar Orçamento
        </ButtonLink>
      </div>
    </section>
  )
}
