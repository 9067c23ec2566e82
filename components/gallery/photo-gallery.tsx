import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { Carousel } from '@/components/ui/carousel'
import { GalleryPhoto } from './gallery-photo'

type Photo = { _id: string; caption: string; image: ContentImageData }
type Props = { heading: string; photos: Photo[] }

/**
 * The gallery photos: a looping auto-advancing carousel under 768 px, a 3- then 4-column grid above.
 * Both are rendered; the hidden one is display:none and its lazy images are never fetched.
 */
export function PhotoGallery({ heading, photos }: Props) {
  return (
    <section aria-labelledby="galeria-titulo" className="container-content py-14">
      <h2 id="galeria-titulo" className="text-center text-3xl font-semibold text-brand-800 sm:text-4xl">
        {heading}
      </h2>
      <Carousel label="Fotos da galeria" slideClassName="w-full px-1" loop autoplayMs={3000} className="mt-8 md:hidden">
        {photos.map(({ _id, caption, image }) => (
          <GalleryPhoto key={_id} caption={caption} image={image} sizes="100vw" />
        ))}
      </Carousel>
      <ul className="mt-8 hidden grid-cols-1 gap-6 md:grid md:grid-cols-3 lg:grid-cols-4">
        {photos.map(({ _id, caption, image }) => (
          <li key={_id}>
            <GalleryPhoto caption={caption} image={image} sizes="(min-width: 1024px) 275px, 33vw" />
          </li>
        ))}
      </ul>
    </section>
  )
}
