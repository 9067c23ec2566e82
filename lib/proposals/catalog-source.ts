import 'server-only'
import { fetchQuery } from '../content'
import { proposalCatalogQuery, proposalConditionsQuery } from '../content/queries'
import type { ProposalCatalogQueryResult } from '../content/sanity.types'
import { formatBRL, centavosFromReais } from '../money'
import type { CatalogItem } from './catalog'

const kind = { partyPackage: 'Pacote', menu: 'Cardápio' } as const

/** The Studio's priced packages, menus and their extras, as the proposal editor offers them (prices in centavos). */
export function catalogItems(documents: ProposalCatalogQueryResult): CatalogItem[] {
  return documents.flatMap((doc) => {
    const items: CatalogItem[] = []
    if (doc.pricePerGuest !== null) {
      const unitCents = centavosFromReais(doc.pricePerGuest)
      items.push({
        id: doc._id,
        label: `${kind[doc._type]} ${doc.title}: ${formatBRL(unitCents)} por convidado`,
        description: `${kind[doc._type]} ${doc.title}`,
        unitCents,
        perGuest: true,
        minGuests: doc.minGuests,
      })
    }
    for (const extra of doc.extras ?? []) {
      const unitCents = centavosFromReais(extra.price)
      items.push({
        id: `${doc._id}.${extra._key}`,
        label: `${extra.name} (${doc.title}): ${formatBRL(unitCents)}${extra.perGuest ? ' por convidado' : ''}`,
        description: extra.name,
        unitCents,
        perGuest: extra.perGuest === true,
        minGuests: null,
      })
    }
    return items
  })
}

/** The catalogue, read from the content at the time of the call (never cached into a proposal: each line keeps its own price). */
export async function getProposalCatalog(): Promise<CatalogItem[]> {
  return catalogItems(await fetchQuery(proposalCatalogQuery, { tags: ['partyPackage', 'menu'] }))
}

/** The business's conditions that a new proposal starts from. */
export async function getProposalConditions(): Promise<string> {
  return (await fetchQuery(proposalConditionsQuery, { tags: ['siteSettings'] })) ?? ''
}
