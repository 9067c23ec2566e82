// next/image lists every configured width in a srcset whose `sizes` has no vw (all nine for a 56 px
// avatar, with the 1920 px one as src), and every copy is sent twice: in the HTML and the RSC payload.
// A browser never needs more than twice the widest the image can render, so wider candidates go.

/** Widest viewport a vw size is taken at when no media condition bounds it. */
const WIDEST_VIEWPORT = 1920
/** Device pixel ratio served at most: beyond 2 the difference is not visible on a photo. */
const MAX_DENSITY = 2

/** The widest the image renders, in CSS px, by its `sizes`; null when a part is not understood. */
export function widestRendering(sizes: string): number | null {
  let widest = 0
  let upper = WIDEST_VIEWPORT
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry)
    if (!match) return null
    const [, minWidth, amount, unit] = match
    widest = Math.max(widest, unit === 'px' ? Number(amount) : (Number(amount) / 100) * upper)
    // Entries apply in order, so the next one only covers viewports narrower than this one's.
    if (minWidth) upper = Math.min(upper, Number(minWidth))
    else break
  }
  return widest
}

/** The srcset and src without candidates wider than the image can use; unchanged when unsure. */
export function capSrcSet(
  srcSet: string | undefined,
  src: string,
  sizes: string,
): { srcSet: string | undefined; src: string } {
  const widest = widestRendering(sizes)
  const candidates = (srcSet ?? '').split(', ').map((candidate) => /^(\S+) (\d+)w$/.exec(candidate))
  if (widest === null || candidates.length === 0 || candidates.some((candidate) => !candidate)) return { srcSet, src }
  const parsed = candidates.map((candidate) => ({ url: candidate![1]!, width: Number(candidate![2]) }))
  const enough = parsed.findIndex(({ width }) => width >= widest * MAX_DENSITY)
  const kept = enough === -1 ? parsed : parsed.slice(0, enough + 1)
  return { srcSet: kept.map(({ url, width }) => `${url} ${width}w`).join(', '), src: kept.at(-1)!.url }
}
