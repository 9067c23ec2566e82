import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { Carousel } from '@/components/ui/carousel'
import { ContentImage } from '@/components/ui/content-image'

/**
 * The 8 dish photos: an auto-advancing carousel on phones, a 3- then 4-column grid from 768 px,
 * over the same markup. Images load lazily as they near the viewport, over their blurred placeholder.
 */
export function MenuGallery({ images }: { images: ContentImageData[] }) {
  return (
    <section aria-label="Galeria de pratos" className="container-content py-14">
      <Carousel
        label="Pratos dos nossos cardápios"
        id="prato"
        slideClassName="w-full px-1 md:px-0"
        gridClassName="md:grid md:grid-cols-3 md:gap-4 lg:grid-cols-4"
        autoplayMs={3000}
        showDots
      >
        {images.map((image, index) => (
          <div key={index} className="photo-tile">
            <ContentImage image={image} fill sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 100vw" />
          </div>
        ))}
      </Carousel>
    </section>
  )
}
