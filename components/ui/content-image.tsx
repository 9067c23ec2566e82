'use client'

import Image from 'next/image'
import { useState } from 'react'
import { objectPosition, type ContentImage as ContentImageData } from '@/lib/content/image'

type Props = {
  image: ContentImageData
  /** The `sizes` attribute: how wide the image renders at each breakpoint. */
  sizes: string
  className?: string
  /** The above-the-fold LCP image: preloaded, eager and high priority. */
  preload?: boolean
  /** Fill the positioned parent instead of using the intrinsic dimensions. */
  fill?: boolean
}

/** A CMS image through next/image, with its blur placeholder, hotspot and a fallback when it fails. */
export function ContentImage({ image, sizes, className = '', preload = false, fill = false }: Props) {
  const [failed, setFailed] = useState(false)
  const asset = image?.asset
  if (!asset?.url || failed) {
    return (
      <span role="img" aria-label={image?.alt ?? 'Imagem não disponível'} className={`flex items-center justify-center bg-brand-50 p-4 text-center text-sm text-muted ${fill ? 'absolute inset-0' : ''} ${className}`}>
        Imagem não disponível
      </span>
    )
  }
  const dimensions = fill ? { fill: true } : { width: asset.width ?? 800, height: asset.height ?? 600 }
  return (
    <Image
      src={asset.url}
      alt={image?.alt ?? ''}
      sizes={sizes}
      {...dimensions}
      className={className}
      style={{ objectFit: 'cover', objectPosition: objectPosition(image) }}
      placeholder={asset.lqip ? 'blur' : 'empty'}
      blurDataURL={asset.lqip ?? undefined}
      preload={preload}
      loading={preload ? 'eager' : 'lazy'}
      fetchPriority={preload ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  )
}
