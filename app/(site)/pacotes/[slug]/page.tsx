import type { Metadata } from 'next'
import { ClosingPanel } from '@/components/menus/closing-panel'
import { DetailHero } from '@/components/menus/detail-hero'
import { MenuSections } from '@/components/menus/menu-sections'
import { Notes } from '@/components/menus/notes'
import { getPackage, getPackageSlugs } from '@/lib/content/menus'
import { getSiteTexts } from '@/lib/content/site'
import { documentMetadata } from '@/lib/seo/metadata'
import { redirectOrNotFound } from '@/lib/redirects/published'
import { metadata as notFoundMetadata } from '../../not-found'

type Props = { params: Promise<{ slug: string }> }

// A menu or package published after the build is rendered on its first visit and cached like the rest.

export async function generateStaticParams() {
  return (await getPackageSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const partyPackage = await getPackage(slug)
  // The page answers a missing package (redirect or 404); a redirect thrown here too would send two Location headers.
  if (!partyPackage) return notFoundMetadata
  return documentMetadata(partyPackage.seo, { title: partyPackage.title, description: partyPackage.description, path: `/pacotes/${slug}`, image: partyPackage.image })
}

export default async function PackagePage({ params }: Props) {
  const { slug } = await params
  const [partyPackage, texts] = await Promise.all([getPackage(slug), getSiteTexts()])
  if (!partyPackage) return redirectOrNotFound(`/pacotes/${slug}`)
  const path = `/pacotes/${slug}`
  return (
    <>
      <DetailHero
        title={partyPackage.title}
        description={partyPackage.description}
        image={partyPackage.image}
        theme={partyPackage.theme}
        path={path}
      />
      <div className="container-content space-y-12 py-12 sm:py-16">
        <MenuSections sections={partyPackage.sections} theme={partyPackage.theme} />
        {partyPackage.notes?.length ? <Notes notes={partyPackage.notes} /> : null}
        <ClosingPanel
          observation={partyPackage.observation}
          closing={partyPackage.closing}
          back={{ href: '/pacotes', label: texts.backToPackages }}
        />
      </div>
    </>
  )
}
