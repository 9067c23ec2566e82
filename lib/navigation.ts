/** The header links, in order (docs/produto.md, Páginas e navegação). */
export const mainNavigation = [
  { href: '/sobre-nos', label: 'Sobre nós' },
  { href: '/cardapios', label: 'Cardápios' },
  { href: '/galeria', label: 'Galeria' },
  { href: '/blog', label: 'Blog' },
  { href: '/orcamento', label: 'Orçamento' },
] as const

export type NavigationEntry = { type: string | null; title: string | null; slug: string | null }

/** Where each page-like document is shown on the site. */
export const singletonPaths = {
  homePage: '/',
  aboutPage: '/sobre-nos',
  menusPage: '/cardapios',
  galleryPage: '/galeria',
  blogPage: '/blog',
  quotePage: '/orcamento',
  privacyPage: '/politica-de-privacidade',
} as const

/** Where each document with its own address lives: /cardapios/<slug>, /pacotes/<slug>, /blog/<slug>. */
export const collectionPaths = { menu: '/cardapios', partyPackage: '/pacotes', post: '/blog' } as const

/** The page of a menu, package or post: menus live under /cardapios, packages under /pacotes, posts under /blog. */
export function documentPath(type: string | null, slug: string | null): string | null {
  const prefix = type && Object.hasOwn(collectionPaths, type) ? collectionPaths[type as keyof typeof collectionPaths] : undefined
  return prefix && slug ? `${prefix}/${slug}` : null
}

/** The detail page of a menu card's target. */
export const targetPath = ({ type, slug }: NavigationEntry) => documentPath(type, slug)

/** "tel:" link for a Brazilian number shown as "11 91234-5678". */
export const telHref = (phone: string) => `tel:+55${phone.replace(/\D/g, '')}`
