import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

// Regenerates the committed Sanity schema extract and TypeGen types and fails if they changed,
// so a schema or query edit cannot land without its types. The extract validates the Studio's
// schema on the way and stops at its first error: npm test needs no separate `sanity schema validate`.
const files = ['studio/schema.json', 'lib/content/sanity.types.ts']
const before = files.map((file) => readFileSync(file, 'utf8'))
try {
  execSync('npm run --silent typegen', { stdio: 'pipe' })
} catch (error) {
  const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer }
  process.stderr.write(Buffer.concat([stdout, stderr]))
  console.error('O schema do Studio não pôde ser extraído: corrija o erro acima (npm run schema:validate lista todos).')
  process.exit(1)
}
const stale = files.filter((file, index) => readFileSync(file, 'utf8') !== before[index])
if (stale.length > 0) {
  console.error(`Tipos gerados desatualizados: ${stale.join(', ')}. Rode "npm run typegen" e faça commit do resultado.`)
  process.exit(1)
}
console.log('Tipos do Sanity em dia.')
