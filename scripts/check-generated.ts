import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

// Regenerates the committed Sanity schema extract and TypeGen types and fails if they changed,
// so a schema or query edit cannot land without its types.
const files = ['studio/schema.json', 'lib/content/sanity.types.ts']
const before = files.map((file) => readFileSync(file, 'utf8'))
execSync('npm run --silent typegen', { stdio: ['ignore', 'ignore', 'inherit'] })
const stale = files.filter((file, index) => readFileSync(file, 'utf8') !== before[index])
if (stale.length > 0) {
  console.error(`Tipos gerados desatualizados: ${stale.join(', ')}. Rode "npm run typegen" e faça commit do resultado.`)
  process.exit(1)
}
console.log('Tipos do Sanity em dia.')
