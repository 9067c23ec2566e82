import { chromeTypes, contentTypeTable, type ContentType } from './content-types'

// Cache tags are document types (lib/content/content-types.ts): a publish revalidates every page
// that reads the published type.

export const isContentType = (value: unknown): value is ContentType => typeof value === 'string' && Object.hasOwn(contentTypeTable, value)

/** Types the site chrome (header, footer, chat) reads; every page includes them. */
export const chromeTags: ContentType[] = chromeTypes

/** Pages are regenerated at least this often even if a webhook is missed. */
export const REVALIDATE_SECONDS = 3600
