import { menuCards } from './cards'
import { galleryPhotos } from './gallery'
import type { SeedInput } from './helpers'
import { menus } from './menus'
import { packages } from './packages'
import { aboutPage, blogPage, galleryPage, homePage, menusPage, quotePage } from './pages'
import { withPrices } from './prices'
import { privacyPage } from './privacy'
import { testimonials } from './testimonials'

/** Pages, menus, packages, cards, gallery and testimonials. */
export const siteContent: SeedInput[] = [
  homePage,
  aboutPage,
  menusPage,
  galleryPage,
  blogPage,
  quotePage,
  privacyPage,
  ...menus.map(withPrices),
  ...packages.map(withPrices),
  ...menuCards,
  ...galleryPhotos,
  ...testimonials,
]
