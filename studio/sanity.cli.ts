import { defineCliConfig } from 'sanity/cli'
import { sanityProject } from '../lib/config/public-env'

const project = sanityProject ?? { projectId: 'offline', dataset: 'production' }

export default defineCliConfig({
  api: { projectId: project.projectId, dataset: project.dataset },
  typegen: {
    path: ['./lib/content/**/*.ts'],
    schema: './studio/schema.json',
    generates: './lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
