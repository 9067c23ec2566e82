import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ClosingPanel } from '@/components/menus/closing-panel'
import { DetailHero } from '@/components/menus/detail-hero'
import { MenuSections } from '@/components/menus/menu-sections'
import { Notes } from '@/components/menus/notes'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { getPackage, getPackageSlugs } from '@/lib/content/menus'
import { documentMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

// Only the packages that exist at build time (or after a publish revalidates) have a page; any other slug is the 404.
export const dynamicParams = false

export async function generateStaticParams() {
  return (await getPackageSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const partyPackage = await getPackage(slug)
  if (!partyPackage) notFound()
  return documentMetadata(partyPackage, `/pacotes/${slug}`)
}

export default async function PackagePage({ params }: Props) {
  const { slug } = await params
  const partyPackage = await getPackage(slug)
  if (!partyPackage) notFound()
  const path = `/pacotes/${slug}`
  return (
    <>
      <DetailHero
        title={partyPackage.title}
        description={partyPackage.description}
        image={partyPackage.image}
        theme={partyPackage.theme}
        breadcrumbs={<Breadcrumbs trail={[{ name: 'Cardápios', path: '/cardapios' }, { name: partyPackage.title, path }]} />}
      />
      <div className="container-content space-y-12 py-12 sm:py-16">
        <MenuSections sections={partyPackage.sections} theme={partyPackage.theme} />
        {partyPackage.notes?.length ? <Notes notes={partyPackage.notes} /> : null}
        <ClosingPanel
          observation={partyPackage.observation}
          closing={partyPackage.closing}
          back={{ href: '/pacotes', label: 'Voltar para os pacotes' }}
        />
      </div>
    </>
  )
}
