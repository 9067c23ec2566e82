import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { ContentImage } from '@/components/ui/content-image'
import { RichText } from '@/components/ui/rich-text'

type Props = { heading: string; history: Parameters<typeof RichText>[0]['value']; image: ContentImageData }

/** 'Nossa História' beside the team photo, the first image of /sobre-nos (preloaded as the LCP). */
export function AboutHistory({ heading, history, image }: Props) {
  return (
    <section
      aria-labelledby="historia-titulo"
      className="container-content grid items-center gap-10 py-14 sm:py-16 md:grid-cols-2 md:gap-14"
    >
      <div className="relative md:order-2">
        <div aria-hidden="true" className="absolute -right-3 -bottom-3 h-full w-full rounded-3xl bg-accent-yellow/40" />
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-lg">
          <ContentImage image={image} fill preload sizes="(min-width: 1175px) 540px, (min-width: 768px) 46vw, 100vw" />
        </div>
      </div>
      <div>
        <h2 id="historia-titulo" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
          {heading}
        </h2>
        <div className="mt-2 text-lg text-ink">
          <RichText value={history} />
        </div>
      </div>
    </section>
  )
}
