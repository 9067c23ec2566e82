import type { DocumentActionComponent, Template } from 'sanity'
import { singletonTypes } from '../schemas'

const singletons = new Set<string>(singletonTypes)
// Editing a singleton is publishing or discarding changes; it is never deleted, duplicated or unpublished.
const allowedActions = new Set(['publish', 'discardChanges', 'restore'])

export const isSingleton = (schemaType: string) => singletons.has(schemaType)

/** The document actions staff get: singletons only publish, discard and restore. */
export function documentActions(actions: DocumentActionComponent[], { schemaType }: { schemaType: string }) {
  return isSingleton(schemaType) ? actions.filter(({ action }) => action !== undefined && allowedActions.has(action)) : actions
}

/** Singletons come from the content import and are opened from the list, never created with "Criar". */
export const creatableTemplates = (templates: Template[]) => templates.filter(({ schemaType }) => !isSingleton(schemaType))
