import type { SeedInput } from './helpers'

/** Redirects staff manage in the Studio; the site reads them at run time. */
export const redirects: SeedInput[] = [
  {
    _id: 'redirect-blog-como-escolher-buffet',
    _type: 'redirect',
    from: '/blog/como-escolher-buffet',
    to: '/blog/como-escolher-o-buffet-perfeito',
    permanent: true,
  },
]
