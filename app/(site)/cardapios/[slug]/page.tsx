import type { Metadata } from 'next'
import { ClosingPanel } from '@/components/menus/closing-panel'
import { DetailHero } from '@/components/menus/detail-hero'
import { IncludedItems } from '@/components/menus/included-items'
import { MenuSections } from '@/components/menus/menu-sections'
import { Notes } from '@/components/menus/notes'
import { getMenu, getMenuSlugs } from '@/lib/content/menus'
import { getSiteTexts } from '@/lib/content/site'
import { documentMetadata } from '@/lib/seo/metadata'
import { redirectOrNotFound } from '@/lib/redirects/published'
import { metadata as notFoundMetadata } from '../../not-found'

type Props = { params: Promise<{ slug: string }> }

// A menu or package published after the build is rendered on its first visit and cached like the rest.

export async function generateStaticParams() {
  return (await getMenuSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const menu = await getMenu(slug)
  // The page answers a missing menu (redirect or 404); a redirect thrown here too would send two Location headers.
  if (!menu) return notFoundMetadata
  return documentMetadata(menu.seo, { title: menu.title, description: menu.description, path: `/cardapios/${slug}`, image: menu.image })
}

export default async function MenuPage({ params }: Props) {
  const { slug } = await params
  const [menu, texts] = await Promise.all([getMenu(slug), getSiteTexts()])
  if (!menu) return redirectOrNotFound(`/cardapios/${slug}`)
  const path = `/cardapios/${slug}`
  return (
    <>
      <DetailHero
        title={menu.title}
        description={menu.description}
        image={menu.image}
        theme={menu.theme}
        highlightInfo={menu.highlightInfo}
        path={path}
      />
      <div className="container-content space-y-12 py-12 sm:py-16">
        {menu.items?.length ? <IncludedItems items={menu.items} /> : null}
        {menu.sections?.length ? <MenuSections sections={menu.sections} theme={menu.theme} /> : null}
        {menu.notes?.length ? <Notes notes={menu.notes} /> : null}
        <ClosingPanel back={{ href: '/cardapios', label: texts.backToMenus }} />
      </div>
    </>
  )
}
