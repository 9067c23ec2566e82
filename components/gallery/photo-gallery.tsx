import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { Carousel } from '@/components/ui/carousel'
import { getSiteTexts } from '@/lib/content/site'
import { GalleryPhoto } from './gallery-photo'

type Photo = { _id: string; caption: string; image: ContentImageData }
type Props = { heading: string; photos: Photo[] }

/**
 * The gallery photos: a looping auto-advancing carousel under 768 px, a 3- then 4-column grid above,
 * over the same markup. The first photo is the page's largest paint on phones and in the grid's first row.
 */
export async function PhotoGallery({ heading, photos }: Props) {
  const texts = await getSiteTexts()
  return (
    <section aria-labelledby="galeria-titulo" className="container-content py-14">
      <h2 id="galeria-titulo" className="text-center text-3xl font-semibold text-brand-800 sm:text-4xl">
        {heading}
      </h2>
      <Carousel
        label={texts.galleryLabel}
        id="foto"
        slideClassName="w-full px-1 md:px-0"
        gridClassName="md:grid md:grid-cols-3 md:gap-6 lg:grid-cols-4"
        autoplayMs={3000}
        className="mt-8"
      >
        {photos.map(({ _id, caption, image }, index) => (
          <GalleryPhoto
            key={_id}
            caption={caption}
            image={image}
            sizes="(min-width: 1024px) 275px, (min-width: 768px) 33vw, 100vw"
            preload={index === 0}
          />
        ))}
      </Carousel>
    </section>
  )
}
