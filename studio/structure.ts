import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type { StructureResolver } from 'sanity/structure'
import { schemaTypes, singletonTypes } from './schemas'

const typeTitle = (name: string) => schemaTypes.find((type) => type.name === name)?.title ?? name

/** Singletons first (opened directly), then the ordered lists, then the collections. */
export const structure: StructureResolver = (S, context) => {
  const singleton = (type: (typeof singletonTypes)[number]) =>
    S.listItem()
      .id(type)
      .title(typeTitle(type))
      .schemaType(type)
      .child(S.document().schemaType(type).documentId(type).title(typeTitle(type)))

  const ordered = (type: 'menuCard' | 'galleryPhoto' | 'testimonial', title: string) =>
    orderableDocumentListDeskItem({ type, title, S, context })

  return S.list()
    .title('Conteúdo')
    .items([
      singleton('siteSettings'),
      S.divider(),
      singleton('homePage'),
      singleton('aboutPage'),
      singleton('menusPage'),
      singleton('galleryPage'),
      singleton('blogPage'),
      singleton('quotePage'),
      singleton('privacyPage'),
      S.divider(),
      ordered('menuCard', 'Cartões de cardápios (ordem)'),
      S.documentTypeListItem('menu').title('Cardápios'),
      S.documentTypeListItem('partyPackage').title('Pacotes'),
      S.divider(),
      ordered('galleryPhoto', 'Galeria de fotos (ordem)'),
      ordered('testimonial', 'Depoimentos (ordem)'),
      S.divider(),
      S.listItem()
        .id('post')
        .title('Artigos do blog')
        .schemaType('post')
        .child(S.documentTypeList('post').title('Artigos do blog (mais recentes primeiro)').defaultOrdering([{ field: 'publishedAt', direction: 'desc' }])),
      S.documentTypeListItem('author').title('Autores'),
      S.divider(),
      S.documentTypeListItem('redirect').title('Redirecionamentos'),
    ])
}
