import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { parseSeed } from '@/lib/content/seed/load-seed'
import { seedDocuments } from '@/studio/seed/content'
import { redirects } from '@/studio/seed/content/redirects'
import { toNdjson } from '@/studio/seed/to-ndjson'
import { redirectId } from '@/studio/redirects'

const seedDir = path.resolve('studio/seed')
const ndjson = readFileSync(path.join(seedDir, 'data.ndjson'), 'utf8')
const manifest = JSON.parse(readFileSync(path.join(seedDir, 'assets.json'), 'utf8')) as Record<
  string,
  { sha1: string; width: number; height: number }
>

describe('seed dataset', () => {
  it('data.ndjson is the build of studio/seed/content (run `npm run seed` after editing it)', () => {
    expect(ndjson).toBe(toNdjson(seedDocuments))
  })

  it('every line is a document in Sanity export format with unique ids', () => {
    const lines = ndjson
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { _id: string; _type: string })
    expect(new Set(lines.map(({ _id }) => _id)).size).toBe(lines.length)
    for (const doc of lines) expect(doc._type).toMatch(/^[a-zA-Z]+$/)
  })

  // The Content Lake shows ids with a dot (paths, such as drafts.*) only to requests with a token:
  // the public site, which reads without one, would lose these documents and their pages.
  it('no document id has a dot, images included, so the site reads every document without a token', () => {
    const dotted = parseSeed(ndjson, manifest as never).filter(({ _id }) => _id.includes('.'))
    expect(dotted.map(({ _id }) => _id)).toEqual([])
  })

  it('refuses to write a dotted id', () => {
    expect(() => toNdjson([{ _id: 'menu.lanchinhos', _type: 'menu' }])).toThrow(
      'Id com ponto no seed (o site não o leria no Sanity): menu.lanchinhos',
    )
  })

  it("names the seed's redirect as the Studio's rename action does, so a later rename replaces it", () => {
    for (const { _id, from } of redirects) expect(_id).toBe(redirectId(String(from)))
  })

  it('assets.json describes exactly the image files, with their real hash and size', async () => {
    const files = readdirSync(path.join(seedDir, 'images')).sort()
    expect(Object.keys(manifest).sort()).toEqual(files)
    for (const file of files) {
      const buffer = readFileSync(path.join(seedDir, 'images', file))
      const meta = await sharp(buffer).metadata()
      expect(manifest[file]).toMatchObject({
        sha1: createHash('sha1').update(buffer).digest('hex'),
        width: meta.width,
        height: meta.height,
      })
    }
  })

  it('every image reference resolves to an asset and every image is used', () => {
    const documents = parseSeed(ndjson, manifest as never)
    const assets = documents.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => doc._id)
    const referenced = new Set(
      [...JSON.stringify(documents).matchAll(/"_ref":"(image-[^"]+)"/g)].map((match) => match[1]),
    )
    expect([...referenced].every((id) => assets.includes(id!))).toBe(true)
    expect(assets.filter((id) => !referenced.has(id))).toEqual([])
  })

  it('rejects an image that is not in assets.json', () => {
    const line = JSON.stringify({
      _id: 'x',
      _type: 'post',
      coverImage: { _type: 'image', _sanityAsset: 'image@file://./images/missing.webp' },
    })
    expect(() => parseSeed(line, {})).toThrow(/missing\.webp/)
  })
})
