import 'server-only'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { fetchQuery } from '../content'
import { redirectQuery } from '../content/queries'
import { relativePath } from '../preview/relative-path'

/**
 * For an address with no page: follow the redirect staff created in the Studio (308 when permanent,
 * 307 otherwise), or show the not-found page. Cached under the 'redirect' tag, so a published
 * redirect works as soon as the webhook expires it, without a deploy. Only to a path of this site:
 * a document written through the API, past the Studio's check, must not send visitors elsewhere.
 */
export async function redirectOrNotFound(path: string): Promise<never> {
  const found = await fetchQuery(redirectQuery, { params: { path }, tags: ['redirect'] })
  const to = relativePath(found?.to, '')
  if (to) {
    if (found?.permanent === false) redirect(to)
    permanentRedirect(to)
  }
  notFound()
}
