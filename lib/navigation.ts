type NavigationTexts = Record<'navAbout' | 'navMenus' | 'navGallery' | 'navBlog' | 'navQuote', string>

/** The header links of SPEC.md section 2, in order; their labels are 'Textos fixos' of site settings. */
export const mainNavigation = (texts: NavigationTexts) => [
  { href: '/sobre-nos', label: texts.navAbout },
  { href: '/cardapios', label: texts.navMenus },
  { href: '/galeria', label: texts.navGallery },
  { href: '/blog', label: texts.navBlog },
  { href: '/orcamento', label: texts.navQuote },
]

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
