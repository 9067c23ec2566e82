import type { ContentImage } from '@/lib/content/image'
import type { PackageQueryResult } from '@/lib/content/sanity.types'
import { ClosingPanel } from './closing-panel'
import { DetailHero } from './detail-hero'
import { IncludedItems } from './included-items'
import { MenuSections } from './menu-sections'
import { Notes } from './notes'
import { PriceFrom } from './price-from'
import type { Theme } from './theme'

/** What a menu (getMenu) or a package (getPackage) gives its page; each has only some of the parts. */
type Detail = {
  title: string
  description: string
  image: ContentImage
  theme: Theme
  highlightInfo?: string | null
  items?: string[] | null
  sections: NonNullable<PackageQueryResult>['sections'] | null
  notes: string[] | null
  observation?: string | null
  closing?: string | null
}

type Props = {
  detail: Detail
  /** The page's own address, last in the breadcrumbs. */
  path: string
  back: { href: string; label: string }
  /** "A partir de R$ X por convidado" (and its Offer), when the package shows its price. */
  priceFrom?: { perGuest: number; businessName: string } | null
}

/** The page of a menu (/cardapios/<slug>) or a package (/pacotes/<slug>): its top, what it includes, its notes and the way to a quote. */
export function DetailPage({ detail, path, back, priceFrom }: Props) {
  return (
    <>
      <DetailHero
        title={detail.title}
        description={detail.description}
        image={detail.image}
        theme={detail.theme}
        highlightInfo={detail.highlightInfo}
        path={path}
      />
      <div className="container-content space-y-12 py-12 sm:py-16">
        {priceFrom ? (
          <PriceFrom
            name={detail.title}
            description={detail.description}
            path={path}
            pricePerGuest={priceFrom.perGuest}
            businessName={priceFrom.businessName}
          />
        ) : null}
        {detail.items?.length ? <IncludedItems items={detail.items} /> : null}
        {detail.sections?.length ? <MenuSections sections={detail.sections} theme={detail.theme} /> : null}
        {detail.notes?.length ? <Notes notes={detail.notes} /> : null}
        <ClosingPanel observation={detail.observation} closing={detail.closing} back={back} />
      </div>
    </>
  )
}
