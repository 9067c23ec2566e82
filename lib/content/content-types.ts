/**
 * Every document type the site shows, one row each; tags, navigation, the sitemap, the Studio's
 * singletons and structure, and the schema index all read this table.
 * - section: the group it sits in, in the Studio's list and in this table's order.
 * - singleton: edited once (opened directly in the Studio, never created or deleted).
 * - path / basePath: its address on the site, built by pagePath() below: a singleton
 *   page's fixed path, or the base under which each document's slug is its page. Neither: it is a
 *   part of other pages (settings, cards, photos, authors) or no page at all (redirects).
 * - chrome: the header, footer or chat read it, so it is on every page.
 * Revalidation: a document type is its own cache tag, so publishing one expires every page that
 * read that type (lib/content/tags.ts).
 */
export const contentTypeTable = {
  siteSettings: { section: 'settings', singleton: true, chrome: true },
  homePage: { section: 'pages', singleton: true, path: '/' },
  aboutPage: { section: 'pages', singleton: true, path: '/sobre-nos' },
  menusPage: { section: 'pages', singleton: true, path: '/cardapios' },
  galleryPage: { section: 'pages', singleton: true, path: '/galeria' },
  blogPage: { section: 'pages', singleton: true, path: '/blog' },
  quotePage: { section: 'pages', singleton: true, path: '/orcamento' },
  privacyPage: { section: 'pages', singleton: true, path: '/politica-de-privacidade' },
  menuCard: { section: 'menus', singleton: false, chrome: true },
  menu: { section: 'menus', singleton: false, basePath: '/cardapios', chrome: true },
  partyPackage: { section: 'menus', singleton: false, basePath: '/pacotes', chrome: true },
  galleryPhoto: { section: 'photos', singleton: false },
  testimonial: { section: 'photos', singleton: false },
  post: { section: 'blog', singleton: false, basePath: '/blog' },
  author: { section: 'blog', singleton: false },
  redirect: { section: 'redirects', singleton: false },
} as const satisfies Record<string, ContentTypeRow>

type ContentTypeRow = {
  section: 'settings' | 'pages' | 'menus' | 'photos' | 'blog' | 'redirects'
  singleton: boolean
  path?: string
  basePath?: string
  chrome?: true
}

export type ContentType = keyof typeof contentTypeTable

type Table = typeof contentTypeTable
type TypesWhere<Row> = { [K in ContentType]: Table[K] extends Row ? K : never }[ContentType]

export type SingletonType = TypesWhere<{ singleton: true }>
export type SingletonPageType = TypesWhere<{ path: string }>
export type CollectionType = TypesWhere<{ basePath: string }>

const rows = Object.entries(contentTypeTable) as Array<[ContentType, ContentTypeRow]>

/** Every document type, in the table's order. */
export const contentTypes = rows.map(([type]) => type)

export const singletonTypes = rows.filter(([, row]) => row.singleton).map(([type]) => type as SingletonType)

/** The fixed address of each singleton page. */
export const singletonPaths = Object.fromEntries(
  rows.flatMap(([type, row]) => (row.path ? [[type, row.path]] : [])),
) as {
  [K in SingletonPageType]: Table[K]['path']
}

/** The base address of each document with a page of its own: /cardapios/<slug>, /pacotes/<slug>, /blog/<slug>. */
export const collectionPaths = Object.fromEntries(
  rows.flatMap(([type, row]) => (row.basePath ? [[type, row.basePath]] : [])),
) as {
  [K in CollectionType]: Table[K]['basePath']
}

/** Types the site chrome (header, footer, chat) reads; every page includes them. */
export const chromeTypes = rows.filter(([, row]) => row.chrome).map(([type]) => type)

// The path builders: where each type's documents are on the site.

/** The page of a menu, package or post: menus live under /cardapios, packages under /pacotes, posts under /blog. */
export function documentPath(type: string | null, slug: string | null): string | null {
  const prefix = type && Object.hasOwn(collectionPaths, type) ? collectionPaths[type as CollectionType] : undefined
  return prefix && slug ? `${prefix}/${slug}` : null
}

/** Documents a rich-text link can point at: every page of the site. */
export const linkTargetTypes = contentTypes.filter(
  (type) => Object.hasOwn(singletonPaths, type) || Object.hasOwn(collectionPaths, type),
)

/** The address of any page: a singleton's fixed path, or /base/slug for menus, packages and posts. */
export function pagePath(type: string | null, slug: string | null): string | null {
  if (type && Object.hasOwn(singletonPaths, type)) return singletonPaths[type as SingletonPageType]
  return documentPath(type, slug)
}
