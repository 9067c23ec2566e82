import { chromeTypes, contentTypeTable, type ContentType } from './content-types'

// Cache tags are document types (lib/content/content-types.ts): a publish revalidates every page
// that reads the published type.

export const isContentType = (value: unknown): value is ContentType =>
  typeof value === 'string' && Object.hasOwn(contentTypeTable, value)

/** Types the site chrome (header, footer, chat) reads; every page includes them. */
export const chromeTags: ContentType[] = chromeTypes

/** Pages are regenerated at least this often even if a webhook is missed. */
export const REVALIDATE_SECONDS = 3600

/**
 * How long an answer may stay cached: REVALIDATE_SECONDS, or less when it must be asked again at
 * `until` (ms), at least a second.
 */
export function revalidateSeconds(until: number | undefined, now = Date.now()): number {
  if (until === undefined) return REVALIDATE_SECONDS
  return Math.min(REVALIDATE_SECONDS, Math.max(1, Math.ceil((until - now) / 1000)))
}
