import 'server-only'
import { cache } from 'react'
import { fetchQuery } from '.'
import { packageQuery, packageSlugsQuery } from './queries'

// /pacotes/<slug>: a package's page (the schema is partyPackage; /cardapios lists it among the menus).

/** A package by slug, or null when there is none. */
export const getPackage = cache((slug: string) =>
  fetchQuery(packageQuery, { params: { slug }, tags: ['partyPackage'] }),
)

export const getPackageSlugs = () => fetchQuery(packageSlugsQuery, { tags: ['partyPackage'] })
