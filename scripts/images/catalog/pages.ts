import type { Illustration } from '../types'

/** Images of the pages: home, about, menus, packages, cards, gallery and testimonials. */
export const pageImages: Illustration[] = []
