/** The header links of SPEC.md section 2, in order. */
export const mainNavigation = [
  { href: '/sobre-nos', label: 'Sobre nós' },
  { href: '/cardapios', label: 'Cardápios' },
  { href: '/galeria', label: 'Galeria' },
  { href: '/blog', label: 'Blog' },
  { href: '/orcamento', label: 'Orçamento' },
] as const

export type NavigationEntry = { type: string | null; title: string | null; slug: string | null }

/** The detail page of a menu card's target: menus live under /cardapios, packages under /pacotes. */
export function targetPath({ type, slug }: NavigationEntry): string | null {
  if (!slug) return null
  return type === 'menu' ? `/cardapios/${slug}` : `/pacotes/${slug}`
}

/** "tel:" link for a Brazilian number shown as "11 91234-5678". */
export const telHref = (phone: string) => `tel:+55${phone.replace(/\D/g, '')}`
