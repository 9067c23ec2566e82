import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { Carousel } from '@/components/ui/carousel'
import { ContentImage } from '@/components/ui/content-image'

const tile = (image: ContentImageData, sizes: string) => (
  <div className="relative aspect-square overflow-hidden rounded-2xl bg-brand-50 shadow-sm">
    <ContentImage image={image} fill sizes={sizes} />
  </div>
)

/**
 * The 8 dish photos: an auto-advancing carousel on phones, a 3- then 4-column grid from 768 px.
 * Images load lazily as they near the viewport, over their blurred placeholder.
 */
export function MenuGallery({ images }: { images: ContentImageData[] }) {
  return (
    <section aria-label="Galeria de pratos" className="container-content py-14">
      <Carousel label="Pratos dos nossos cardápios" slideClassName="w-full px-1" loop autoplayMs={3000} showDots className="md:hidden">
        {images.map((image, index) => (
          <div key={index}>{tile(image, '100vw')}</div>
        ))}
      </Carousel>
      <ul className="hidden grid-cols-1 gap-4 md:grid md:grid-cols-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={index}>{tile(image, '(min-width: 1024px) 280px, 33vw')}</li>
        ))}
      </ul>
    </section>
  )
}
