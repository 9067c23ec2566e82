import 'server-only'
import { cache } from 'react'
import { fetchQuery } from '.'
import { menuQuery, menuSlugsQuery, menusPageQuery } from './queries'
import { MissingContentError } from './site'

/** /cardapios: the page texts and the 12 cards in their Studio order. */
export const getMenusPage = cache(async () => {
  const { page, cards } = await fetchQuery(menusPageQuery, { tags: ['menusPage', 'menuCard', 'menu', 'partyPackage'] })
  if (!page) throw new MissingContentError('Página de cardápios (menusPage)')
  return { page, cards }
})

/** A menu by slug, or null when there is none. */
export const getMenu = cache((slug: string) => fetchQuery(menuQuery, { params: { slug }, tags: ['menu'] }))

export const getMenuSlugs = () => fetchQuery(menuSlugsQuery, { tags: ['menu'] })
