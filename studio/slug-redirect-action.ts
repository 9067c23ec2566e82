import { useClient, type DocumentActionComponent, type DocumentActionProps, type SanityClient } from 'sanity'
import { documentPath } from '../lib/content/content-types'
import { sanityApiVersion } from '../lib/config/public-env'
import { isDotted } from './dotted-ids'

type WithSlug = { slug?: { current?: string } }

/** The published address and the one about to be published, when publishing moves the page. */
export function movedAddress({ type, draft, published }: Pick<DocumentActionProps, 'type' | 'draft' | 'published'>) {
  const from = documentPath(type, (published as WithSlug | null)?.slug?.current ?? null)
  const to = documentPath(type, (draft as WithSlug | null)?.slug?.current ?? null)
  return from && to && from !== to ? { from, to } : null
}

/**
 * A stable id per old address, so renaming twice updates one redirect instead of adding another.
 * No dots: the Content Lake hides dotted ids from readers without a token, as the site reads.
 * Unambiguous, as the first segment (cardapios, pacotes, blog) has no hyphen and slugs no slash.
 */
export const redirectId = (from: string) => `redirect-${from.slice(1).replaceAll('/', '-')}`

/** The id the previous version of this action gave the same redirect, hidden from the site. */
export const dottedRedirectId = (from: string) => `redirect.${from.slice(1).replaceAll('/', '.')}`

type Move = { from: string; to: string }

/**
 * Publishes a permanent redirect from the old address to the new one, drops one that pointed away
 * from the new address, and points older redirects into the old address straight at the new one
 * (no chains). Redirects left under the earlier dotted ids move to dot-free ones on the way.
 */
export async function publishRedirect(client: SanityClient, { from, to }: Move) {
  const chained = await client.fetch<Array<{ _id: string; from: string; permanent?: boolean }>>(
    '*[_type == "redirect" && to == $from && from != $to]{_id, from, permanent}',
    { from, to },
  )
  const transaction = client
    .transaction()
    .createOrReplace({ _id: redirectId(from), _type: 'redirect', from, to, permanent: true })
    .delete(redirectId(to))
    .delete(dottedRedirectId(from))
    .delete(dottedRedirectId(to))
  for (const redirect of chained) {
    if (!isDotted(redirect._id)) transaction.patch(redirect._id, (patch) => patch.set({ to }))
    else {
      transaction.createOrReplace({ _id: redirectId(redirect.from), _type: 'redirect', from: redirect.from, to, permanent: redirect.permanent ?? true })
      transaction.delete(redirect._id)
    }
  }
  await transaction.commit()
}

/**
 * Publish for menus, packages and posts: when the published address changes, it also publishes a
 * permanent redirect from the old address to the new one, so links already shared keep working.
 */
export function withSlugRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishAndRedirect: DocumentActionComponent = (props) => {
    const result = publish(props)
    const client = useClient({ apiVersion: sanityApiVersion })
    const moved = movedAddress(props)
    if (!result || !moved) return result
    return {
      ...result,
      label: 'Publicar e redirecionar',
      title: `Publica e faz ${moved.from} levar para ${moved.to}, para os links já compartilhados continuarem funcionando.`,
      onHandle: async () => {
        await publishRedirect(client, moved)
        result.onHandle?.()
      },
    }
  }
  PublishAndRedirect.action = publish.action
  return PublishAndRedirect
}
