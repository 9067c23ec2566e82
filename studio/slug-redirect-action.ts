import { useState } from 'react'
import { useClient, type DocumentActionComponent, type DocumentActionProps } from 'sanity'
import { documentPath } from '../lib/content/content-types'
import { sanityApiVersion } from '../lib/config/public-env'
import { moveAddress, publishRedirect } from './redirects'

type WithSlug = { slug?: { current?: string } }

/** The published address and the one about to be published, when publishing moves the page. */
export function movedAddress({ type, draft, published }: Pick<DocumentActionProps, 'type' | 'draft' | 'published'>) {
  const from = documentPath(type, (published as WithSlug | null)?.slug?.current ?? null)
  const to = documentPath(type, (draft as WithSlug | null)?.slug?.current ?? null)
  return from && to && from !== to ? { from, to } : null
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

/**
 * The second choice when the address changed: publish without a redirect, for a page nobody has
 * linked to yet. It asks first, because links to the old address will answer "not found".
 */
export function publishWithoutRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithoutRedirect: DocumentActionComponent = (props) => {
    const result = publish(props)
    const client = useClient({ apiVersion: sanityApiVersion })
    const [confirming, setConfirming] = useState(false)
    const moved = movedAddress(props)
    if (!result || !moved) return null
    return {
      label: 'Publicar sem redirecionar',
      title: `Publica no novo endereço ${moved.to} sem levar ${moved.from} para ele.`,
      tone: 'caution',
      disabled: result.disabled,
      onHandle: () => setConfirming(true),
      dialog: confirming && {
        type: 'confirm',
        tone: 'caution',
        message: `Os links para ${moved.from} (no Google, no WhatsApp, em outros sites) vão parar de funcionar e mostrar "Página não encontrada". Use só para uma página que ninguém conhece ainda. Publicar sem redirecionar?`,
        onCancel: () => setConfirming(false),
        onConfirm: async () => {
          setConfirming(false)
          await moveAddress(client, moved, { redirect: false })
          result.onHandle?.()
        },
      },
    }
  }
  PublishWithoutRedirect.displayName = 'PublishWithoutRedirect'
  return PublishWithoutRedirect
}
