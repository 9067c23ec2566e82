import type { SeedInput } from './helpers'

/** Pages, menus, packages, cards, gallery and testimonials. */
export const siteContent: SeedInput[] = []
