import type { DraftLine } from './totals'

/** A priced package, menu or extra from the Studio, as the editor offers it. */
export type CatalogItem = {
  id: string
  label: string
  description: string
  unitCents: number
  perGuest: boolean
  minGuests: number | null
}

/**
 * The line an item becomes: per-guest items are priced for the guests (never fewer than the
 * item's minimum, and then the line says so), fixed ones once. The administrator may change any of it afterwards.
 */
export function lineFromItem(item: CatalogItem, guests: number | null): DraftLine {
  const minimum = item.minGuests ?? 1
  const bumped = item.perGuest && minimum > (guests ?? 1)
  const quantity = item.perGuest ? Math.max(guests ?? 1, minimum) : 1
  const note = ` (mínimo de ${minimum} convidados)`
  return {
    description: bumped ? `${item.description.slice(0, 200 - note.length)}${note}` : item.description,
    unitCents: item.unitCents,
    quantity,
  }
}
