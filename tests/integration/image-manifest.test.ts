import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { packageScript } from '../support/package-script'

const seed = path.resolve('studio/seed')
const kept = ['autor-carolina-mendes.webp', 'blog-festa-junina.webp']
type Manifest = Record<string, { sha1: string; width: number; height: number; lqip: string }>

const run = (dir: string) => packageScript('images', [dir])
const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'assets.json'), 'utf8')) as Manifest

describe('npm run images (the seed image manifest)', () => {
  it('describes a photo added to the folder, keeps unchanged entries byte for byte and deletes no file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-images-'))
    try {
      mkdirSync(path.join(dir, 'images'))
      const original = manifestOf(seed)
      for (const file of kept) copyFileSync(path.join(seed, 'images', file), path.join(dir, 'images', file))
      writeFileSync(
        path.join(dir, 'assets.json'),
        JSON.stringify({
          ...Object.fromEntries(kept.map((file) => [file, original[file]])),
          'apagada.webp': original[kept[0]!],
        }),
      )
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c05621' } })
        .jpeg()
        .toBuffer()
      writeFileSync(path.join(dir, 'images', 'foto-nova.jpg'), photo)
      writeFileSync(path.join(dir, 'images', 'leia-me.txt'), 'não é imagem')

      const result = run(dir)
      expect(result.status, result.stderr).toBe(0)
      const manifest = manifestOf(dir)
      expect(Object.keys(manifest)).toEqual(['autor-carolina-mendes.webp', 'blog-festa-junina.webp', 'foto-nova.jpg'])
      for (const file of kept) expect(manifest[file]).toEqual(original[file])
      expect(manifest['foto-nova.jpg']).toMatchObject({ width: 64, height: 48 })
      expect(manifest['foto-nova.jpg']!.lqip).toMatch(/^data:image\/webp;base64,/)
      expect(readdirSync(path.join(dir, 'images')).sort()).toEqual([
        'autor-carolina-mendes.webp',
        'blog-festa-junina.webp',
        'foto-nova.jpg',
        'leia-me.txt',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
