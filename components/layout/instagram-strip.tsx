import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { Carousel } from '@/components/ui/carousel'
import { ContentImage } from '@/components/ui/content-image'

type Props = {
  heading: string
  images: NonNullable<ContentImageData>[]
  profileUrl: string
  texts: Record<'newTab' | 'instagramStripLabel', string>
}

/** The footer's looping strip of Instagram photos, each linking to the profile. */
export function InstagramStrip({ heading, images, profileUrl, texts }: Props) {
  return (
    <section aria-labelledby="instagram-titulo" className="bg-brand-800 py-8">
      <div className="container-content">
        <h2 id="instagram-titulo" className="mb-4 text-center font-display text-xl font-semibold text-white">
          <a href={profileUrl} target="_blank" rel="noopener noreferrer" className="rounded hover:underline">
            {heading}
            <span className="sr-only"> {texts.newTab}</span>
          </a>
        </h2>
        <Carousel
          label={texts.instagramStripLabel}
          id="instagram"
          slideClassName="w-1/2 px-1.5 sm:w-1/3 lg:w-1/4"
          autoplayMs={3500}
          showArrows={false}
        >
          {images.map((image, index) => (
            <div key={index} className="relative aspect-square overflow-hidden rounded-xl">
              <ContentImage image={image} fill sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw" />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  )
}
