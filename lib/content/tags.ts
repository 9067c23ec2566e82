/** Cache tags are document types: a publish revalidates every page that reads the published type. */
export const contentTypes = [
  'siteSettings',
  'homePage',
  'aboutPage',
  'menusPage',
  'galleryPage',
  'blogPage',
  'quotePage',
  'privacyPage',
  'menuCard',
  'menu',
  'partyPackage',
  'galleryPhoto',
  'testimonial',
  'post',
  'author',
  'redirect',
] as const

export type ContentType = (typeof contentTypes)[number]

export const isContentType = (value: unknown): value is ContentType =>
  typeof value === 'string' && (contentTypes as readonly string[]).includes(value)

/** Types the site chrome (header, footer, chat) reads; every page includes them. */
export const chromeTags: ContentType[] = ['siteSettings', 'menuCard', 'menu', 'partyPackage']

/** Pages are regenerated at least this often even if a webhook is missed. */
export const REVALIDATE_SECONDS = 3600
