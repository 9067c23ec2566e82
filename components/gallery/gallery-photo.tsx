import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { ContentImage } from '@/components/ui/content-image'

type Props = {
  caption: string
  image: ContentImageData
  sizes: string
  /** The first photo: preloaded, not lazy. */ preload?: boolean
}

/** One square photo with its caption, over its blurred placeholder. */
export function GalleryPhoto({ caption, image, sizes, preload }: Props) {
  return (
    <figure className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <div className="relative aspect-square bg-brand-50">
        <ContentImage image={image} fill sizes={sizes} preload={preload} />
      </div>
      <figcaption className="px-4 py-3 text-center font-semibold text-brand-800">{caption}</figcaption>
    </figure>
  )
}
