import { ptBRLocale } from '@sanity/locale-pt-br'
import { visionTool } from '@sanity/vision'
import { createClient } from '@sanity/client'
import { defineConfig, type WorkspaceOptions } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { sanityApiVersion, sanityProject } from '../lib/config/public-env'
import { schemaTypes } from '../schemas'
import { locations, mainDocuments } from './presentation/resolve'
import { creatableTemplates, documentActions, documentBadges } from './singletons'
import { structure } from './structure'
import { staffTools } from './tools'

// Offline CLI commands (schema extract/validate, typegen) need some project id; they never call the API.
const project = sanityProject ?? { projectId: 'offline', dataset: 'production' }

// SANITY_API_HOST (a proxy, the tests' Content Lake stand-in), written into the build by
// next.config.ts: every client of the Studio goes to that host as the site's do, and staff sign in
// with a token kept in the browser, since the API's cookies belong to sanity.io, not to that host.
const apiHost = process.env.SANITY_STUDIO_API_HOST
const otherHost: Partial<WorkspaceOptions> = apiHost
  ? {
      unstable_clientFactory: (options) => createClient({ ...options, apiHost, useProjectHostname: false }),
      auth: { loginMethod: 'token' },
    }
  : {}

export default defineConfig({
  name: 'default',
  title: 'Buffet Festa em Casa',
  basePath: '/studio',
  projectId: project.projectId,
  dataset: project.dataset,
  ...otherHost,
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
