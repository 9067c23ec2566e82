import 'server-only'
import { cache } from 'react'
import { fetchQuery } from '.'
import { aboutPageQuery, galleryPageQuery, homePageQuery, privacyPageQuery, quotePageQuery } from './queries'
import { homeContactTexts, seedOfTexts, withDefaults } from './fixed-texts'
import { getSiteChrome, MissingContentError } from './site'
import { withYears } from './years'

function required<T>(value: T | null | undefined, what: string): T {
  if (!value) throw new MissingContentError(what)
  return value
}

const contactDefaults = seedOfTexts(homeContactTexts)

/** The home page texts and images, with the testimonials in their Studio order. */
export const getHomePage = cache(async () => {
  const { page, testimonials } = await fetchQuery(homePageQuery, { tags: ['homePage', 'testimonial'] })
  const home = required(page, 'Página inicial (homePage)')
  return { page: { ...home, quote: { ...home.quote, ...withDefaults(contactDefaults, home.quote) } }, testimonials }
})

/** The about page, its intro's {anos} filled in from the founding year. */
export const getAboutPage = cache(async () => {
  const [page, { settings }] = await Promise.all([fetchQuery(aboutPageQuery, { tags: ['aboutPage'] }), getSiteChrome()])
  const about = required(page, 'Sobre nós (aboutPage)')
  return { ...about, intro: withYears(about.intro, settings.foundedYear) }
})

/** The gallery page texts and its photos in their Studio order. */
export const getGalleryPage = cache(async () => {
  const { page, photos } = await fetchQuery(galleryPageQuery, { tags: ['galleryPage', 'galleryPhoto'] })
  return { page: required(page, 'Página da galeria (galleryPage)'), photos }
})

export const getPrivacyPage = cache(async () =>
  required(await fetchQuery(privacyPageQuery, { tags: ['privacyPage'] }), 'Política de privacidade (privacyPage)'),
)

export const getQuotePage = cache(async () =>
  required(await fetchQuery(quotePageQuery, { tags: ['quotePage'] }), 'Página de orçamento (quotePage)'),
)
