import { notFound } from 'next/navigation'

// Unmatched paths render the site's not-found page inside the site chrome, with a 404 status.
export default function UnknownPage() {
  notFound()
}
