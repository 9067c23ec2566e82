import { getImageProps } from 'next/image'
import { preload as preloadImage } from 'react-dom'
import { imageSource, objectPosition, type ContentImage as ContentImageData } from '@/lib/content/image'
import { getSiteTexts } from '@/lib/content/site'
import { capSrcSet } from './srcset-cap'

type Props = {
  image: ContentImageData
  /** The `sizes` attribute: how wide the image renders at each breakpoint. */
  sizes: string
  className?: string
  /** The above-the-fold LCP image: preloaded, eager and high priority. */
  preload?: boolean
  /** Show the blurred preview while a preloaded image loads; off where an overlay would hide it anyway. */
  preview?: boolean
  /** Fill the positioned parent instead of using the intrinsic dimensions. */
  fill?: boolean
}

type UnavailableProps = { alt: string | null | undefined; className: string; aspectRatio?: string; hidden?: boolean }

async function Unavailable({ alt, className, aspectRatio, hidden = false }: UnavailableProps) {
  const unavailable = (await getSiteTexts()).imageUnavailable
  // Hidden, the box stays out of the accessibility tree; the failure script gives it the photo's name.
  const name = hidden ? {} : { role: 'img', 'aria-label': alt || unavailable }
  return (
    <span
      {...name}
      style={aspectRatio ? { aspectRatio } : undefined}
      className={`image-unavailable ${hidden ? 'hidden' : 'flex'} ${className}`}
    >
      {unavailable}
    </span>
  )
}

/**
 * The blurred preview shown until the photo arrives: the tiny LQIP stretched as a background, which the
 * browser's smoothing blurs. next/image's 'blur' placeholder wraps it in an SVG filter instead, and Chrome
 * builds a whole SVG document for each one: 25 ms of main thread on a page with 30 photos.
 * Lazy photos wait under the flat tint of .content-image instead: an LQIP is base64 that gzip cannot
 * shrink, sent twice (HTML and RSC payload), and below the fold the photo has usually arrived before it
 * is seen.
 */
function placeholder(lqip: string, position: string) {
  return {
    backgroundImage: `url("${lqip}")`,
    backgroundSize: 'cover',
    backgroundPosition: position,
    backgroundRepeat: 'no-repeat',
  }
}

/** The inline style one photo needs beyond .content-image: its hotspot and its preview, if any. */
function imageStyle(position: string, lqip: string | null) {
  const hotspot = position === '50% 50%' ? undefined : { objectPosition: position }
  return lqip ? { ...hotspot, ...placeholder(lqip, position) } : hotspot
}

/**
 * A CMS image as a plain optimised <img> (next/image's srcset, placeholder and hotspot) with no
 * client JavaScript. If it fails to load, the script of image-fallback-script.tsx swaps in the
 * 'Imagem não disponível' box rendered beside it.
 */
export function ContentImage({ image, sizes, className = '', preload = false, preview = true, fill = false }: Props) {
  const asset = image?.asset
  // The editor's crop: its URL and its proportions.
  const source = imageSource(image)
  // A filled image's box covers its positioned parent; an intrinsic one takes the image's place and proportions.
  const box = fill
    ? { className: `absolute inset-0 ${className}` }
    : { className, aspectRatio: `${source?.width ?? 4} / ${source?.height ?? 3}` }
  if (!asset || !source) return <Unavailable alt={image?.alt} {...box} />
  const position = objectPosition(image)
  const { props: nextProps } = getImageProps({
    src: source.src,
    alt: image?.alt ?? '',
    sizes,
    ...(fill ? { fill: true } : { width: source.width, height: source.height }),
    loading: preload ? 'eager' : 'lazy',
    // 'auto' is the browser's default: left out, it costs no bytes in the HTML and its payload.
    ...(preload ? { fetchPriority: 'high' as const } : {}),
  })
  // decoding="async" (next/image's) is left out: the browser's default costs no bytes in the HTML and its payload.
  const { decoding: _decoding, ...imageProps } = nextProps
  const props = { ...imageProps, ...capSrcSet(nextProps.srcSet, nextProps.src, sizes) }
  // next/image's inline fill and cover style is the same on every photo: .content-image carries it
  // (globals.css), so only what differs per photo stays inline.
  const style = imageStyle(position, preload && preview ? asset.lqip : null)
  // Like next/image: the hint lands in this page's <head> (and, as with next/image, in prefetches of it).
  if (preload)
    preloadImage(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- getImageProps is next/image without its client component */}
      <img
        {...props}
        alt={props.alt}
        style={style}
        className={`content-image ${fill ? 'content-image-fill' : ''} ${className}`}
      />
      <Unavailable alt={image?.alt} {...box} hidden />
    </>
  )
}
