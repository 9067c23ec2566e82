import type { DocumentActionComponent, DocumentBadgeComponent, Template } from 'sanity'
import { collectionPaths, singletonTypes } from '../lib/content/content-types'
import { MoveAction } from './ordering/move-action'
import { orderedTypes } from '../schemas/fields/rank'
import { ScheduledBadge } from './scheduled-badge'
import { publishWithoutRedirect, withSlugRedirect } from './slug-redirect-action'

const singletons = new Set<string>(singletonTypes)
// Editing a singleton is publishing or discarding changes; it is never deleted, duplicated or unpublished.
const allowedActions = new Set(['publish', 'discardChanges', 'restore'])

export const isSingleton = (schemaType: string) => singletons.has(schemaType)

// Documents with their own address: publishing a new slug also redirects the old address.
const addressed = new Set<string>(Object.keys(collectionPaths))

/**
 * The document actions staff get: singletons only publish, discard and restore; cards, photos and
 * testimonials can change their position in the site's order; menus, packages and posts publish a redirect along with a changed address, or, chosen from the menu, publish
 * without one.
 */
export function documentActions(actions: DocumentActionComponent[], { schemaType }: { schemaType: string }) {
  if (isSingleton(schemaType)) return actions.filter(({ action }) => action !== undefined && allowedActions.has(action))
  if (orderedTypes.has(schemaType)) return [...actions, MoveAction]
  if (!addressed.has(schemaType)) return actions
  // "Publicar e redirecionar" stays first (the default button); the choice without a redirect comes right after it, in the menu.
  return actions.flatMap((action) =>
    action.action === 'publish' ? [withSlugRedirect(action), publishWithoutRedirect(action)] : [action],
  )
}

/** Singletons come from the content import and are opened from the list, never created with "Criar". */
export const creatableTemplates = (templates: Template[]) =>
  templates.filter(({ schemaType }) => !isSingleton(schemaType))

/** Posts show when they are scheduled ("Agendado para …") beside the document's status. */
export const documentBadges = (badges: DocumentBadgeComponent[], { schemaType }: { schemaType: string }) =>
  schemaType === 'post' ? [ScheduledBadge, ...badges] : badges
