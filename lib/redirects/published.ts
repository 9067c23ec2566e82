import 'server-only'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { fetchQuery } from '../content'
import { redirectQuery } from '../content/queries'

/**
 * For an address with no page: follow the redirect staff created in the Studio (308 when permanent,
 * 307 otherwise), or show the not-found page. Cached under the 'redirect' tag, so a published
 * redirect works as soon as the webhook expires it, without a deploy.
 */
export async function redirectOrNotFound(path: string): Promise<never> {
  const found = await fetchQuery(redirectQuery, { params: { path }, tags: ['redirect'] })
  if (found?.to) {
    if (found.permanent === false) redirect(found.to)
    permanentRedirect(found.to)
  }
  notFound()
}
