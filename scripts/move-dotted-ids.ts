import { existsSync } from 'node:fs'
import { createClient } from '@sanity/client'
import { parseEnv } from '../lib/config/parse-env'
import { moveDottedIds } from '../studio/dotted-ids'

// Run by `npm run content:import` after the import (or alone) through
// `npx sanity exec scripts/move-dotted-ids.ts --with-user-token`, which hands it the CLI's
// credential (SANITY_AUTH_TOKEN or the `sanity login` one) as SANITY_AUTH_TOKEN.
if (existsSync('.env.local')) process.loadEnvFile('.env.local')
// After .env.local: the public settings are read when their module loads.
const { sanityApiHostOptions, sanityProject } = await import('../lib/config/public-env')
const token = process.env.SANITY_AUTH_TOKEN
if (!sanityProject || !token) {
  console.error(
    'Defina NEXT_PUBLIC_SANITY_PROJECT_ID, NEXT_PUBLIC_SANITY_DATASET e um token de editor (SANITY_AUTH_TOKEN ou "npx sanity login").',
  )
  process.exit(1)
}
const client = createClient({
  ...sanityProject,
  ...sanityApiHostOptions(parseEnv(process.env).sanityApiHost),
  token,
  useCdn: false,
})

try {
  const { moved, repointed } = await moveDottedIds(client)
  if (!moved.length) console.log('Nenhum documento com ponto no id.')
  else {
    console.log(`${moved.length} documentos com ponto no id (invisíveis para o site) foram trocados pelo id sem ponto:`)
    for (const { from, to, copied } of moved)
      console.log(`  ${from} → ${to}${copied ? ' (copiado)' : ' (já importado; o antigo foi apagado)'}`)
    if (repointed.length) console.log(`Referências atualizadas em: ${repointed.join(', ')}`)
  }
} catch (error) {
  console.error(
    `Não foi possível trocar os ids com ponto (${(error as Error).message}). Nada foi mudado: rode de novo.`,
  )
  process.exit(1)
}
