import 'server-only'
import {
  collectionPaths,
  documentPath,
  singletonPaths,
  type CollectionType,
  type SingletonPageType,
} from './content-types'
import { fetchQuery } from '.'
import { sitemapQuery } from './queries'
import { nextScheduledPost } from './schedule'

// The seed dataset has no _updatedAt (Sanity sets it on import), so lastModified may be missing.
export type SitemapEntry = { path: string; lastModified?: string }

const isSingleton = (type: string): type is SingletonPageType => Object.hasOwn(singletonPaths, type)

// The sitemap changes whenever any document with a page of its own is published.
const pageTypes = Object.keys({ ...singletonPaths, ...collectionPaths }) as Array<SingletonPageType | CollectionType>

/** Every public page that may be indexed, with when its content last changed. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const { pages, menus, packages, posts } = await fetchQuery(sitemapQuery, {
    tags: pageTypes,
    until: await nextScheduledPost(),
  })
  const singletons = pages.flatMap(({ _type, _updatedAt, noIndex }) =>
    isSingleton(_type) && !noIndex ? [{ path: singletonPaths[_type], lastModified: _updatedAt || undefined }] : [],
  )
  const collections = [
    ...menus.map((doc) => ({ ...doc, type: 'menu' })),
    ...packages.map((doc) => ({ ...doc, type: 'partyPackage' })),
    ...posts.map((doc) => ({ ...doc, type: 'post' })),
  ].flatMap(({ type, slug, _updatedAt }) => {
    const path = documentPath(type, slug)
    return path ? [{ path, lastModified: _updatedAt || undefined }] : []
  })
  return [...singletons, ...collections]
}
