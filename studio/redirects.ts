import type { SanityClient } from '@sanity/client'
import { isDotted } from './dotted-ids'

/**
 * A stable id per old address, so renaming twice updates one redirect instead of adding another.
 * No dots: the Content Lake hides dotted ids from readers without a token, as the site reads.
 * Unambiguous, as the first segment (cardapios, pacotes, blog) has no hyphen and slugs no slash.
 */
export const redirectId = (from: string) => `redirect-${from.slice(1).replaceAll('/', '-')}`

/** The id the previous version of this action gave the same redirect, hidden from the site. */
export const dottedRedirectId = (from: string) => `redirect.${from.slice(1).replaceAll('/', '.')}`

type Move = { from: string; to: string }

type MoveOptions = { redirect: boolean }

/**
 * Writes what publishing a new address means for redirects. With `redirect`, a permanent redirect
 * from the old address to the new one; without, none, and any redirect left from the old address
 * goes too, so it answers "not found". Either way it drops a redirect that pointed away from the
 * new address, and points older redirects into the old address straight at the new one (no chains:
 * those were kept on purpose). Redirects left under the earlier dotted ids move to dot-free ones.
 */
export async function moveAddress(client: SanityClient, { from, to }: Move, { redirect }: MoveOptions) {
  const chained = await client.fetch<Array<{ _id: string; from: string; permanent?: boolean }>>(
    '*[_type == "redirect" && to == $from && from != $to]{_id, from, permanent}',
    { from, to },
  )
  const transaction = client.transaction()
  if (redirect) transaction.createOrReplace({ _id: redirectId(from), _type: 'redirect', from, to, permanent: true })
  else transaction.delete(redirectId(from))
  transaction.delete(redirectId(to)).delete(dottedRedirectId(from)).delete(dottedRedirectId(to))
  for (const chain of chained) {
    if (!isDotted(chain._id)) transaction.patch(chain._id, (patch) => patch.set({ to }))
    else {
      transaction.createOrReplace({
        _id: redirectId(chain.from),
        _type: 'redirect',
        from: chain.from,
        to,
        permanent: chain.permanent ?? true,
      })
      transaction.delete(chain._id)
    }
  }
  await transaction.commit()
}

/** Publishes a permanent redirect from the old address to the new one (see moveAddress). */
export const publishRedirect = (client: SanityClient, move: Move) => moveAddress(client, move, { redirect: true })
