import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { seedDocuments } from '../studio/seed/content'
import { toNdjson } from '../studio/seed/to-ndjson'

const file = path.resolve('studio/seed/data.ndjson')
await writeFile(file, toNdjson(seedDocuments))
console.log(`${seedDocuments.length} documentos em ${path.relative(process.cwd(), file)}`)
