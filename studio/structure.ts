import { HomeIcon } from '@sanity/icons/Home'
import type { StructureResolver } from 'sanity/structure'
import { contentTypeTable, contentTypes, type ContentType, type SingletonType } from '../lib/content/content-types'
import { ORDER_FIELD, orderedTypes } from '../schemas/fields/rank'
import { schemaTypes } from '../schemas'
import { StartScreen } from './start-screen'

const typeTitle = (name: string) => schemaTypes.find((type) => type.name === name)?.title ?? name

/** The Studio's list titles of the types edited as lists; singletons take their schema title. */
const listTitles: Record<Exclude<ContentType, SingletonType>, string> = {
  menuCard: 'Cartões de cardápios (ordem)',
  menu: 'Cardápios',
  partyPackage: 'Pacotes',
  galleryPhoto: 'Galeria de fotos (ordem)',
  testimonial: 'Depoimentos (ordem)',
  post: 'Artigos do blog',
  author: 'Autores',
  redirect: 'Redirecionamentos',
}

const isSingleton = (type: ContentType): type is SingletonType => contentTypeTable[type].singleton

/**
 * "Início" (what is waiting for staff) first, then the content types in the order of the table, each
 * section after a divider: settings, pages, menus, photos, blog, redirects.
 */
export const structure: StructureResolver = (S) => {
  const item = (type: ContentType) => {
    if (isSingleton(type))
      return S.listItem()
        .id(type)
        .title(typeTitle(type))
        .schemaType(type)
        .child(S.document().schemaType(type).documentId(type).title(typeTitle(type)))
    const title = listTitles[type]
    // In the site's order; "Mudar a posição" in each document's menu moves it.
    if (orderedTypes.has(type))
      return S.listItem()
        .id(type)
        .title(title)
        .schemaType(type)
        .child(
          S.documentTypeList(type)
            .title(title)
            .defaultOrdering([{ field: ORDER_FIELD, direction: 'asc' }]),
        )
    if (type === 'post') {
      return S.listItem()
        .id(type)
        .title(title)
        .schemaType(type)
        .child(
          S.documentTypeList(type)
            .title(`${title} (mais recentes primeiro)`)
            .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
        )
    }
    return S.documentTypeListItem(type).title(title)
  }
  const items = contentTypes.flatMap((type, index) => {
    const previous = contentTypes[index - 1]
    const startsSection =
      previous !== undefined && contentTypeTable[previous].section !== contentTypeTable[type].section
    return startsSection ? [S.divider(), item(type)] : [item(type)]
  })
  const start = S.listItem()
    .id('inicio')
    .title('Início')
    .icon(HomeIcon)
    .child(S.component(StartScreen).id('inicio').title('Início'))
  return S.list()
    .title('Conteúdo')
    .items([start, S.divider(), ...items])
}
