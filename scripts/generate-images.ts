import { createHash } from 'node:crypto'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { catalog } from './images/catalog'
import type { Illustration } from './images/types'

const outDir = path.resolve('studio/seed/images')
const manifestFile = path.resolve('studio/seed/assets.json')

function svg({ width, height, background, draw }: Illustration) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>${draw(width, height)}</svg>`
}

async function render(illustration: Illustration) {
  const image = sharp(Buffer.from(svg(illustration)))
  const webp = await image.clone().webp({ quality: 80, effort: 6 }).toBuffer()
  // Sanity's LQIP is a ~20 px wide blurred preview inlined as a data URL; ours matches its shape.
  const tiny = await image.clone().resize(20).blur(0.6).webp({ quality: 40 }).toBuffer()
  await writeFile(path.join(outDir, illustration.file), webp)
  return {
    sha1: createHash('sha1').update(webp).digest('hex'),
    width: illustration.width,
    height: illustration.height,
    lqip: `data:image/webp;base64,${tiny.toString('base64')}`,
  }
}

await mkdir(outDir, { recursive: true })
const known = new Set(catalog.map(({ file }) => file))
for (const file of await readdir(outDir)) if (!known.has(file)) await rm(path.join(outDir, file))
const manifest: Record<string, Awaited<ReturnType<typeof render>>> = {}
for (const illustration of [...catalog].sort((a, b) => a.file.localeCompare(b.file))) manifest[illustration.file] = await render(illustration)
await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`${catalog.length} imagens em ${path.relative(process.cwd(), outDir)}`)
