import type {
  DocumentLocation,
  DocumentLocationResolvers,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation'
import { collectionPaths, singletonPaths } from '../../lib/content/content-types'

// Pure data and functions only (types are erased): unit tests import this without loading the Studio.

const page = (title: string, href: string): DocumentLocation => ({ title, href })

const pages = {
  home: page('Página inicial', singletonPaths.homePage),
  about: page('Sobre nós', singletonPaths.aboutPage),
  menus: page('Cardápios', singletonPaths.menusPage),
  gallery: page('Galeria', singletonPaths.galleryPage),
  blog: page('Blog', singletonPaths.blogPage),
  quote: page('Orçamento', singletonPaths.quotePage),
  privacy: page('Política de privacidade', singletonPaths.privacyPage),
}

const detailRoutes = collectionPaths

type DetailType = keyof typeof detailRoutes

/** Document types shown on fixed pages, and those pages. */
const fixedLocations = {
  siteSettings: Object.values(pages),
  homePage: [pages.home],
  testimonial: [pages.home],
  aboutPage: [pages.about],
  menusPage: [pages.menus],
  menuCard: [pages.menus],
  galleryPage: [pages.gallery],
  galleryPhoto: [pages.gallery],
  blogPage: [pages.blog],
  author: [pages.blog],
  quotePage: [pages.quote],
  privacyPage: [pages.privacy],
} satisfies Record<string, DocumentLocation[]>

type FixedType = keyof typeof fixedLocations
type PageType = FixedType | DetailType

/** Every document type a visitor can see, i.e. every type with a location. */
export const pageTypes = [...Object.keys(fixedLocations), ...Object.keys(detailRoutes)] as PageType[]

// What the staff reads above the list of pages in the document form.
const notes: Partial<Record<PageType, string>> = {
  siteSettings: 'Aparece em todas as páginas: cabeçalho, rodapé e chat.',
  menuCard: 'O cartão aparece na grade de /cardapios.',
  author: 'Aparece também no fim de cada artigo deste autor.',
}

export type LocatedDocument = { _type: string; title?: string | null; slug?: string | null }

const isDetailType = (type: string): type is DetailType => Object.hasOwn(detailRoutes, type)
const isFixedType = (type: string): type is FixedType => Object.hasOwn(fixedLocations, type)

/** The public pages (relative URLs) that show a document; empty for types no visitor sees. */
export function documentLocations({ _type, title, slug }: LocatedDocument): DocumentLocation[] {
  if (isFixedType(_type)) return fixedLocations[_type]
  if (!isDetailType(_type)) return []
  const index = _type === 'post' ? pages.blog : pages.menus
  if (!slug) return [index]
  return [page(title || 'Sem título', `${detailRoutes[_type]}/${encodeURIComponent(slug)}`), index]
}

function locationsState(document: LocatedDocument): DocumentLocationsState {
  const locations = documentLocations(document)
  const note = notes[document._type as PageType]
  if (isDetailType(document._type) && !document.slug) {
    return { locations, message: 'Gere o endereço (slug) para ver a página deste documento.', tone: 'caution' }
  }
  return note ? { locations, message: note } : { locations }
}

/** Presentation tool: "used on these pages" for every document type a visitor can see. */
export const locations: DocumentLocationResolvers = Object.fromEntries(
  pageTypes.map((type) => [
    type,
    {
      select: { title: 'title', slug: 'slug.current' },
      resolve: (value: { title?: string | null; slug?: string | null } | null) =>
        locationsState({ _type: type, ...value }),
    },
  ]),
)

const bySlug =
  (type: DetailType): Extract<DocumentResolver, { resolve: unknown }>['resolve'] =>
  ({ params }) =>
    params.slug ? { filter: `_type == "${type}" && slug.current == $slug`, params: { slug: params.slug } } : undefined

/** Presentation tool: the document to open for the page shown in the preview. */
export const mainDocuments: DocumentResolver[] = [
  ...Object.entries(singletonPaths).map(([type, route]) => ({ route, type })),
  ...Object.entries(detailRoutes).map(([type, prefix]) => ({
    route: `${prefix}/:slug`,
    resolve: bySlug(type as DetailType),
  })),
]
