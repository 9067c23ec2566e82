/** The shape every image projection in queries.ts resolves to, in both content modes. */
export type ContentImage = {
  alt: string | null
  hotspot?: { x?: number; y?: number } | null
  asset: { url: string | null; lqip: string | null; width: number | null; height: number | null } | null
} | null

/** CSS object-position that keeps the editor's hotspot in frame when the image is cropped by layout. */
export function objectPosition(image: ContentImage): string {
  const x = image?.hotspot?.x
  const y = image?.hotspot?.y
  return x === undefined || y === undefined ? '50% 50%' : `${Math.round(x * 100)}% ${Math.round(y * 100)}%`
}
