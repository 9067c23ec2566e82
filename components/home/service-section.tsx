import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { ContentImage } from '@/components/ui/content-image'
import { RichText } from '@/components/ui/rich-text'

type Props = { heading: string; body: Parameters<typeof RichText>[0]['value']; image: ContentImageData }

/** 'Buffet a Domicílio': how the service works and which menus exist. */
export function ServiceSection({ heading, body, image }: Props) {
  return (
    <section
      aria-labelledby="servico-titulo"
      className="container-content grid items-center gap-10 py-16 md:grid-cols-2"
    >
      <div>
        <h2 id="servico-titulo" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
          {heading}
        </h2>
        <div className="mt-4 text-lg text-ink">
          <RichText value={body} />
        </div>
      </div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-lg">
        <ContentImage image={image} fill sizes="(min-width: 768px) 560px, 100vw" />
      </div>
    </section>
  )
}
