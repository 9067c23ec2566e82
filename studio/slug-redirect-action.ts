import { useClient, type DocumentActionComponent, type DocumentActionProps } from 'sanity'
import { documentPath } from '../lib/navigation'
import { sanityApiVersion } from '../lib/config/public-env'

type WithSlug = { slug?: { current?: string } }

/** The published address and the one about to be published, when publishing moves the page. */
export function movedAddress({ type, draft, published }: Pick<DocumentActionProps, 'type' | 'draft' | 'published'>) {
  const from = documentPath(type, (published as WithSlug | null)?.slug?.current ?? null)
  const to = documentPath(type, (draft as WithSlug | null)?.slug?.current ?? null)
  return from && to && from !== to ? { from, to } : null
}

/** A stable id per old address, so renaming twice updates one redirect instead of adding another. */
export const redirectId = (from: string) => `redirect.${from.slice(1).replaceAll('/', '.')}`

/**
 * Publish for menus, packages and posts: when the published address changes, it also publishes a
 * permanent redirect from the old address to the new one (and drops one that pointed away from the
 * new address), so links already shared keep working.
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
        // Older redirects into the old address now lead straight to the new one (no chains).
        const chained = await client.fetch<string[]>('*[_type == "redirect" && to == $from]._id', { from: moved.from })
        const transaction = client
          .transaction()
          .createOrReplace({ _id: redirectId(moved.from), _type: 'redirect', from: moved.from, to: moved.to, permanent: true })
          .delete(redirectId(moved.to))
        for (const id of chained) transaction.patch(id, (patch) => patch.set({ to: moved.to }))
        await transaction.commit()
        result.onHandle?.()
      },
    }
  }
  PublishAndRedirect.action = publish.action
  return PublishAndRedirect
}
