import { defineField } from 'sanity'
import { sanityApiVersion } from '../../lib/config/public-env'

// The site lists menu cards, gallery photos and testimonials by this field (the strings
// @sanity/orderable-document-list wrote before keep their order: new ranks go between them).
export const ORDER_FIELD = 'orderRank'

/** Types the site shows in the order staff choose. */
export const orderedTypes = new Set(['menuCard', 'galleryPhoto', 'testimonial'])

/** The Studio's list order, by the site's order. */
export const siteOrdering = {
  title: 'Ordem do site',
  name: 'ordemDoSite',
  by: [{ field: ORDER_FIELD, direction: 'asc' as const }],
}

// Ranks are compared as strings (GROQ's order() compares code points). New ranks use printable
// ASCII; the sentinels stand for "nothing before" and "nothing after".
const LOW = 31
const HIGH = 127

/** A string strictly between `a` and `b` (no `b`: anything after `a`), as short as it can be. */
export function between(a: string, b: string | undefined): string {
  let result = ''
  let bounded = b !== undefined
  for (let i = 0; ; i++) {
    const low = i < a.length ? a.charCodeAt(i) : LOW
    const high = bounded && i < b!.length ? b!.charCodeAt(i) : HIGH
    if (bounded && low === high) {
      result += a[i]
      continue
    }
    const middle = Math.floor((low + high) / 2)
    if (middle > low && middle < high) return result + String.fromCharCode(middle)
    // No room here: keep a's character, and above the rest of `a` nothing bounds the rank any more.
    result += String.fromCharCode(low === LOW ? LOW + 1 : low)
    if (low === LOW) return result
    bounded = false
  }
}

/**
 * The rank that puts a document at `position` (1 = first) among the others, given in site order
 * with their ranks: between its new neighbours, or before the first, or after the last.
 */
export function rankAt(othersInOrder: ReadonlyArray<string | undefined>, position: number): string {
  const at = Math.min(Math.max(Math.round(position), 1), othersInOrder.length + 1) - 1
  return between(othersInOrder[at - 1] ?? '', othersInOrder[at])
}

/** The hidden field of the order; a new document goes to the end of the list. */
export const orderField = (type: string) =>
  defineField({
    name: ORDER_FIELD,
    title: 'Posição na lista',
    type: 'string',
    hidden: true,
    readOnly: true,
    initialValue: async (_value, { getClient }) => {
      const documents = await getClient({ apiVersion: sanityApiVersion }).fetch<{ rank: string }[]>(
        `*[_type == $type && defined(${ORDER_FIELD})] | order(${ORDER_FIELD} asc) { "rank": ${ORDER_FIELD} }`,
        { type },
      )
      return rankAt(
        documents.map(({ rank }) => rank),
        documents.length + 1,
      )
    },
  })
