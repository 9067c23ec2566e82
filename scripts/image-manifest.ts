import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { seedImageTypes } from '../lib/content/seed/image-types'

// npm run images [-- seedDir]: describes every image in <seedDir>/images (default studio/seed) in
// <seedDir>/assets.json (hash, size, blurred preview), as Sanity describes an uploaded image. It
// only reads the images: add, replace or remove a photo in the folder, then run it. An unchanged
// image keeps its entry as it is.

type Entry = { sha1: string; width: number; height: number; lqip: string }

const seedDir = path.resolve(process.argv[2] ?? 'studio/seed')
const imagesDir = path.join(seedDir, 'images')
const manifestFile = path.join(seedDir, 'assets.json')

async function previous(): Promise<Record<string, Entry>> {
  try {
    return JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, Entry>
  } catch {
    return {}
  }
}

// Sanity's LQIP is a ~20 px wide blurred preview inlined as a data URL; ours has the same shape.
async function describe(buffer: Buffer): Promise<Omit<Entry, 'sha1'>> {
  const image = sharp(buffer)
  const { width, height } = await image.metadata()
  if (!width || !height) throw new Error('sem largura ou altura')
  const tiny = await image.clone().resize(20).blur(0.6).webp({ quality: 40 }).toBuffer()
  return { width, height, lqip: `data:image/webp;base64,${tiny.toString('base64')}` }
}

const known = await previous()
const files = (await readdir(imagesDir)).filter((file) => path.extname(file).toLowerCase() in seedImageTypes).sort()
const manifest: Record<string, Entry> = {}
const changed: string[] = []
for (const file of files) {
  const buffer = await readFile(path.join(imagesDir, file))
  const sha1 = createHash('sha1').update(buffer).digest('hex')
  const entry = known[file]
  if (entry?.sha1 === sha1) {
    manifest[file] = entry
    continue
  }
  try {
    manifest[file] = { sha1, ...(await describe(buffer)) }
  } catch (error) {
    console.error(`Não foi possível ler ${file}: ${(error as Error).message}`)
    process.exit(1)
  }
  changed.push(file)
}
const removed = Object.keys(known).filter((file) => !(file in manifest))
await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
console.log(
  `${files.length} imagens em ${path.relative(process.cwd(), manifestFile)}: ${changed.length} novas ou alteradas, ${removed.length} removidas da lista.`,
)
for (const file of changed) console.log(`  + ${file}`)
for (const file of removed) console.log(`  - ${file}`)
