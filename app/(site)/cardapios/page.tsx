import type { Metadata } from 'next'
import { MenuGrid } from '@/components/menus/menu-grid'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHero } from '@/components/ui/page-hero'
import { getMenusPage } from '@/lib/content/menus'
import { documentMetadata } from '@/lib/seo/metadata'

const GRID_ID = 'cardapios-lista'

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getMenusPage()
  return documentMetadata(page.seo, { title: page.title, description: page.intro, path: '/cardapios' })
}

export default async function MenusPage() {
  const { page, cards } = await getMenusPage()
  return (
    <>
      <PageHero
        title={page.title}
        intro={page.intro}
        breadcrumbs={<Breadcrumbs trail={[{ name: page.title, path: '/cardapios' }]} tone="dark" className="" />}
      >
        <ButtonLink href={`#${GRID_ID}`} variant="light">
          {page.buttonLabel}
        </ButtonLink>
      </PageHero>
      <MenuGrid id={GRID_ID} heading={page.gridHeading} cards={cards} />
    </>
  )
}
