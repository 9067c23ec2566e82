import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// Imports studio/seed (documents and images) into the configured Sanity project with the official CLI,
// then moves what an earlier import left under dotted ids (scripts/move-dotted-ids.ts).
if (existsSync('.env.local')) process.loadEnvFile('.env.local')
const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET
if (!projectId || !dataset) {
  console.error('Defina NEXT_PUBLIC_SANITY_PROJECT_ID e NEXT_PUBLIC_SANITY_DATASET (em .env.local) antes de importar.')
  process.exit(1)
}
if (!process.env.SANITY_AUTH_TOKEN) {
  console.log('Sem SANITY_AUTH_TOKEN: o CLI usa o login de "npx sanity login".')
}
const args = ['sanity', 'dataset', 'import', 'studio/seed/data.ndjson', dataset, '--replace', ...process.argv.slice(2)]
console.log(`Importando o conteúdo de exemplo para ${projectId}/${dataset}…`)
const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env })
if (result.status !== 0) process.exit(result.status ?? 1)
// `--replace` only overwrites documents with the same id: copies from an earlier import under
// dotted ids (hidden from the site) would stay as duplicates, so they move to the dot-free ids.
const cleanup = spawnSync('npx', ['sanity', 'exec', 'scripts/move-dotted-ids.ts', '--with-user-token'], {
  stdio: 'inherit',
  env: process.env,
})
process.exit(cleanup.status ?? 1)
