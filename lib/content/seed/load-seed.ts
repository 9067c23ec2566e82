import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** Dimensions, LQIP and hash of each seed image, written by scripts/image-manifest.ts (npm run images). */
const assetManifest = z.record(
  z.string(),
  z.object({
    sha1: z.string().regex(/^[a-f0-9]{40}$/),
    width: z.number().int(),
    height: z.number().int(),
    lqip: z.string(),
  }),
)
export type AssetManifest = z.infer<typeof assetManifest>

export type SeedDocument = { _id: string; _type: string; [key: string]: unknown }

export class SeedDatasetError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'SeedDatasetError'
  }
}

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([\w.-]+)$/

/** The public URL the site serves a seed image from (app/seed-images/[file]/route.ts). */
export const seedImageUrl = (file: string) => `/seed-images/${file}`

/** Sanity's asset id for an image: image-<sha1>-<w>x<h>-<ext>. */
export function assetId(file: string, { sha1, width, height }: AssetManifest[string]) {
  return `image-${sha1}-${width}x${height}-${path.extname(file).slice(1)}`
}

function imageAssetDocument(file: string, meta: AssetManifest[string]): SeedDocument {
  const ext = path.extname(file).slice(1)
  return {
    _id: assetId(file, meta),
    _type: 'sanity.imageAsset',
    assetId: meta.sha1,
    extension: ext,
    mimeType: `image/${ext === 'jpg' ? 'jpeg' : ext}`,
    originalFilename: file,
    path: `seed/${file}`,
    sha1hash: meta.sha1,
    url: seedImageUrl(file),
    metadata: {
      _type: 'sanity.imageMetadata',
      lqip: meta.lqip,
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: meta.width,
        height: meta.height,
        aspectRatio: meta.width / meta.height,
      },
    },
  }
}

// Replaces each export-format `_sanityAsset` with the reference Sanity creates on import.
function linkAssets(value: unknown, manifest: AssetManifest, docId: string): unknown {
  if (Array.isArray(value)) return value.map((item) => linkAssets(item, manifest, docId))
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value).map(([key, child]) => [key, linkAssets(child, manifest, docId)] as const)
  const object = Object.fromEntries(entries) as Record<string, unknown>
  const ref = object._sanityAsset
  if (typeof ref !== 'string') return object
  const file = ASSET_PATTERN.exec(ref)?.[1]
  const meta = file ? manifest[file] : undefined
  if (!file || !meta) throw new SeedDatasetError(`Imagem "${ref}" de ${docId} não está em assets.json`)
  const { _sanityAsset: _, ...rest } = object
  return { ...rest, asset: { _type: 'reference', _ref: assetId(file, meta) } }
}

/** Parses the seed NDJSON (Sanity export format) into the documents Sanity would hold after import. */
export function parseSeed(ndjson: string, manifest: AssetManifest): SeedDocument[] {
  const documents = ndjson
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line)
    .map(({ line, index }) => {
      let doc: SeedDocument
      try {
        doc = JSON.parse(line) as SeedDocument
      } catch (error) {
        throw new SeedDatasetError(`data.ndjson linha ${index + 1}: JSON inválido`, { cause: error })
      }
      if (!doc._id || !doc._type) throw new SeedDatasetError(`data.ndjson linha ${index + 1}: falta _id ou _type`)
      return linkAssets(doc, manifest, doc._id) as SeedDocument
    })
  const assets = Object.entries(manifest).map(([file, meta]) => imageAssetDocument(file, meta))
  return [...documents, ...assets]
}

type Loaded = { key: string; documents: SeedDocument[] }
let loaded: Loaded | undefined

/** Reads the seed dataset from disk, re-reading only when its files change. */
export function loadSeed(seedDir: string): SeedDocument[] {
  const dataFile = path.join(seedDir, 'data.ndjson')
  const manifestFile = path.join(seedDir, 'assets.json')
  let key: string
  try {
    key = [dataFile, statSync(dataFile).mtimeMs, statSync(manifestFile).mtimeMs].join(':')
  } catch (error) {
    throw new SeedDatasetError(`Dataset local não encontrado em ${seedDir}`, { cause: error })
  }
  if (loaded?.key === key) return loaded.documents
  const manifest = assetManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))
  const documents = parseSeed(readFileSync(dataFile, 'utf8'), manifest)
  loaded = { key, documents }
  return documents
}
