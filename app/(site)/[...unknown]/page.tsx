import { redirectOrNotFound } from '@/lib/redirects/published'

type Props = { params: Promise<{ unknown: string[] }> }

// Unmatched paths follow a redirect published in the Studio, or render the site's not-found page
// inside the site chrome, with a 404 status.
// The metadata is repeated here because the client applies the route's own metadata after hydration.
export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found'

export default async function UnknownPage({ params }: Props) {
  const { unknown } = await params
  return redirectOrNotFound(`/${unknown.join('/')}`)
}
