import type { Metadata } from 'next'
import { DetailPage } from '@/components/menus/detail-page'
import { getPackage, getPackageSlugs } from '@/lib/content/packages'
import { getSiteChrome } from '@/lib/content/site'
import { documentMetadata } from '@/lib/seo/metadata'
import { redirectOrNotFound } from '@/lib/redirects/published'
import { notFoundMetadata } from '@/lib/seo/not-found'

type Props = { params: Promise<{ slug: string }> }

// A menu or package published after the build is rendered on its first visit and cached like the rest.

export async function generateStaticParams() {
  return (await getPackageSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const partyPackage = await getPackage(slug)
  // The page answers a missing package (redirect or 404); a redirect thrown here too would send two Location headers.
  if (!partyPackage) return notFoundMetadata()
  return documentMetadata(partyPackage.seo, {
    title: partyPackage.title,
    description: partyPackage.description,
    path: `/pacotes/${slug}`,
    image: partyPackage.image,
  })
}

export default async function PackagePage({ params }: Props) {
  const { slug } = await params
  const [partyPackage, { settings }] = await Promise.all([getPackage(slug), getSiteChrome()])
  const path = `/pacotes/${slug}`
  if (!partyPackage) return redirectOrNotFound(path)
  const priceFrom =
    partyPackage.priceFrom === null ? null : { perGuest: partyPackage.priceFrom, businessName: settings.businessName }
  return (
    <DetailPage
      detail={partyPackage}
      path={path}
      back={{ href: '/pacotes', label: settings.texts.backToPackages }}
      priceFrom={priceFrom}
    />
  )
}
