import { notFound } from 'next/navigation'

// Unmatched paths render the site's not-found page inside the site chrome, with a 404 status.
// The metadata is repeated here because the client applies the route's own metadata after hydration.
export { metadata } from '../not-found'

export default function UnknownPage() {
  notFound()
}
