import type { Metadata } from 'next'
import { DetailPage } from '@/components/menus/detail-page'
import { getMenu, getMenuSlugs } from '@/lib/content/menus'
import { getSiteTexts } from '@/lib/content/site'
import { documentMetadata } from '@/lib/seo/metadata'
import { redirectOrNotFound } from '@/lib/redirects/published'
import { notFoundMetadata } from '@/lib/seo/not-found'

type Props = { params: Promise<{ slug: string }> }

// A menu or package published after the build is rendered on its first visit and cached like the rest.

export async function generateStaticParams() {
  return (await getMenuSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const menu = await getMenu(slug)
  // The page answers a missing menu (redirect or 404); a redirect thrown here too would send two Location headers.
  if (!menu) return notFoundMetadata()
  return documentMetadata(menu.seo, {
    title: menu.title,
    description: menu.description,
    path: `/cardapios/${slug}`,
    image: menu.image,
  })
}

export default async function MenuPage({ params }: Props) {
  const { slug } = await params
  const [menu, texts] = await Promise.all([getMenu(slug), getSiteTexts()])
  const path = `/cardapios/${slug}`
  if (!menu) return redirectOrNotFound(path)
  return <DetailPage detail={menu} path={path} back={{ href: '/cardapios', label: texts.backToMenus }} />
}
