import { ptBRLocale } from '@sanity/locale-pt-br'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { sanityApiVersion, sanityProject } from '../lib/public-env'
import { schemaTypes, singletonTypes } from '../schemas'
import { structure } from './structure'

const singletons = new Set<string>(singletonTypes)
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

// Offline CLI commands (schema extract/validate, typegen) need some project id; they never call the API.
const project = sanityProject ?? { projectId: 'offline', dataset: 'production' }

export default defineConfig({
  name: 'default',
  title: 'Buffet Festa em Casa',
  basePath: '/studio',
  projectId: project.projectId,
  dataset: project.dataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: sanityApiVersion, title: 'Consultas GROQ' }), ptBRLocale()],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global' ? options.filter(({ templateId }) => !singletons.has(templateId)) : options,
  },
})
