import { documentPath, pagePath } from './content-types'

type NavigationTexts = Record<'navAbout' | 'navMenus' | 'navGallery' | 'navBlog' | 'navQuote', string>

/** The header links, in order (docs/produto.md, Páginas e navegação); their labels are 'Textos fixos' of site settings. */
export const mainNavigation = (texts: NavigationTexts) => [
  { href: '/sobre-nos', label: texts.navAbout },
  { href: '/cardapios', label: texts.navMenus },
  { href: '/galeria', label: texts.navGallery },
  { href: '/blog', label: texts.navBlog },
  { href: '/orcamento', label: texts.navQuote },
]

export type NavigationEntry = { type: string | null; title: string | null; slug: string | null }

/** A rich-text link as the queries return it: an internal one carries its resolved target. */
export type LinkMark = {
  _type: string
  kind?: string | null
  href?: string | null
  target?: { _type: string; slug: string | null } | null
}

/** Where a rich-text link goes, or null when its page is gone (the text then shows without a link). */
export function linkHref(mark: LinkMark): string | null {
  if (mark.kind === 'external') return mark.href ?? null
  return mark.target ? pagePath(mark.target._type, mark.target.slug) : null
}

/** The detail page of a menu card's target. */
export const targetPath = ({ type, slug }: NavigationEntry) => documentPath(type, slug)

/** "tel:" link for a Brazilian number shown as "11 91234-5678". */
export const telHref = (phone: string) => `tel:+55${phone.replace(/\D/g, '')}`
