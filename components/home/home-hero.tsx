import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { ButtonLink } from '@/components/ui/button-link'
import { ContentImage } from '@/components/ui/content-image'

type Props = { heading: string; buttonLabel: string; image: ContentImageData }

/** The 468 px hero: the page's h1 over its photo (the LCP element, preloaded). */
export function HomeHero({ heading, buttonLabel, image }: Props) {
  return (
    <section className="relative h-[468px] overflow-hidden bg-brand-800">
      {/* No blurred preview: under the dark gradient it would barely show, and its base64 costs the HTML 0.5 KB. */}
      <ContentImage image={image} fill preload preview={false} sizes="100vw" className="bg-transparent" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-r from-brand-900/90 via-brand-900/60 to-transparent"
      />
      <div className="container-content relative flex h-full flex-col justify-center">
        <h1 className="max-w-xl text-4xl leading-tight font-semibold text-white sm:text-5xl">{heading}</h1>
        <div className="mt-8">
          <ButtonLink href="/orcamento" className="px-8 py-4 text-lg">
            {buttonLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
