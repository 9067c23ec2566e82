import { ptBRLocale } from '@sanity/locale-pt-br'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { sanityApiVersion, sanityProject } from '../lib/config/public-env'
import { schemaTypes } from './schemas'
import { locations, mainDocuments } from './presentation/resolve'
import { creatableTemplates, documentActions, documentBadges } from './singletons'
import { structure } from './structure'
import { staffTools } from './tools'

// Offline CLI commands (schema extract/validate, typegen) need some project id; they never call the API.
const project = sanityProject ?? { projectId: 'offline', dataset: 'production' }

export default defineConfig({
  name: 'default',
  title: 'Buffet Festa em Casa',
  basePath: '/studio',
  projectId: project.projectId,
  dataset: project.dataset,
  plugins: [
    structureTool({ structure, title: 'Conteúdo' }),
    presentationTool({
      title: 'Pré-visualização',
      resolve: { locations, mainDocuments },
      // Same origin as the Studio. Share links stay off: drafts are only for signed-in staff.
      previewUrl: { previewMode: { enable: '/api/draft-mode/enable', shareAccess: false } },
    }),
    visionTool({ defaultApiVersion: sanityApiVersion, title: 'Consultas GROQ' }),
    ptBRLocale(),
  ],
  tools: staffTools,
  // A few edits a month need drafts and Publish only: no releases, scheduling (a paid feature: a post
  // schedules itself with a future publishing date instead) or product news.
  releases: { enabled: false },
  scheduledDrafts: { enabled: false },
  announcements: { enabled: false },
  schema: { types: schemaTypes, templates: creatableTemplates },
  document: { actions: documentActions, badges: documentBadges },
})
