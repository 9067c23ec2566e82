import { createImageUrlBuilder } from '@sanity/image-url'

type Crop = { top?: number; bottom?: number; left?: number; right?: number }
type Hotspot = { x?: number; y?: number; width?: number; height?: number }

/** The shape every image projection in queries.ts resolves to, in both content modes. */
export type ContentImage = {
  alt: string | null
  crop?: Crop | null
  hotspot?: Hotspot | null
  asset: {
    _id?: string | null
    url: string | null
    lqip: string | null
    width: number | null
    height: number | null
  } | null
} | null

// Only the URL parameters are taken from the builder (rect, w, h): the asset URL itself is the one
// the content source gives, Sanity's CDN or the seed image route, so the project id is irrelevant.
const builder = createImageUrlBuilder({ projectId: 'parametros', dataset: 'apenas' })

const cropOf = (image: ContentImage) => ({ top: 0, bottom: 0, left: 0, right: 0, ...image?.crop })

/**
 * The URL and size of an image as the editor cropped it (@sanity/image-url's rect); with a size, cut
 * to that ratio around the hotspot too, as for the 1200 × 630 share image. The same parameters work
 * on Sanity's CDN and on the seed image route (app/seed-images/[file]/route.ts), which applies them.
 */
export function imageSource(image: ContentImage, size?: { width: number; height: number }) {
  const asset = image?.asset
  if (!asset?.url) return null
  const crop = cropOf(image)
  const width = size?.width ?? Math.round((asset.width ?? 800) * (1 - crop.left - crop.right))
  const height = size?.height ?? Math.round((asset.height ?? 600) * (1 - crop.top - crop.bottom))
  if (!asset._id || !asset.width || !asset.height || (!image?.crop && !size)) return { src: asset.url, width, height }
  let built = builder.image({
    asset: { _id: asset._id },
    crop: image?.crop ?? undefined,
    hotspot: image?.hotspot ?? undefined,
  })
  if (size) built = built.width(size.width).height(size.height).fit('crop')
  const params = new URL(built.url()).search
  return { src: `${asset.url}${params}`, width, height }
}

/** CSS object-position that keeps the editor's hotspot in frame when the (cropped) image is cut by layout. */
export function objectPosition(image: ContentImage): string {
  const x = image?.hotspot?.x
  const y = image?.hotspot?.y
  if (x === undefined || y === undefined) return '50% 50%'
  // The hotspot is measured on the whole photo; the layout cuts the cropped part.
  const { top, bottom, left, right } = cropOf(image)
  const within = (value: number, start: number, end: number) =>
    Math.min(1, Math.max(0, (value - start) / (1 - start - end || 1)))
  return `${Math.round(within(x, left, right) * 100)}% ${Math.round(within(y, top, bottom) * 100)}%`
}
