import type { DraftLine } from './totals'

/** A priced package, menu or extra from the Studio, as the editor offers it. */
export type CatalogItem = { id: string; label: string; description: string; unitCents: number; perGuest: boolean; minGuests: number | null }

/**
 * The line an item becomes: per-guest items are priced for the guests (never fewer than the
 * item's minimum), fixed ones once. The administrator may change any of it afterwards.
 */
export function lineFromItem(item: CatalogItem, guests: number | null): DraftLine {
  const quantity = item.perGuest ? Math.max(guests ?? 1, item.minGuests ?? 1) : 1
  return { description: item.description, unitCents: item.unitCents, quantity }
}
