import { ButtonLink } from '@/components/ui/button-link'

type Props = { heading: string; text: string; menusLabel: string; quoteLabel: string }

/** 'Cardápios e Pacotes' with its two calls to action. */
export function MenusBlock({ heading, text, menusLabel, quoteLabel }: Props) {
  return (
    <section aria-labelledby="cardapios-titulo" className="bg-brand-50">
      <div className="container-content py-14 text-center">
        <h2 id="cardapios-titulo" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/cardapios">{menusLabel}</ButtonLink>
          <ButtonLink href="/orcamento" variant="outline">
            {quoteLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
