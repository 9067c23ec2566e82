import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageSource, objectPosition, type ContentImage } from '@/lib/content/image'
import { aboutPageQuery } from '@/lib/content/queries'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { transformSeedImage } from '@/lib/content/seed/transform-image'
import { SHARE_IMAGE } from '@/lib/seo/metadata-tags'

const seedDir = path.resolve('studio/seed')
const documents = loadSeed(seedDir)
// The editor's crop: 25% off the left, 10% off the top, 20% off the bottom; the focus on the right.
const crop = { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.2, left: 0.25, right: 0 }
const hotspot = { _type: 'sanity.imageHotspot', x: 0.8, y: 0.5, width: 0.2, height: 0.2 }

async function aboutImage(dataset = documents) {
  const page = (await evaluateQuery(dataset, aboutPageQuery)) as { image: ContentImage }
  return page.image
}

const cropped = documents.map((doc) =>
  doc._id === 'aboutPage' ? { ...doc, image: { ...(doc.image as object), crop, hotspot } } : doc,
)
const file = readFileSync(path.join(seedDir, 'images', 'sobre-equipe.webp'))
const served = async (src: string) =>
  sharp(await transformSeedImage(file, new URL(src, 'http://site').searchParams)).metadata()

describe('image crop and hotspot, seed mode', () => {
  it('without a crop, the image is the plain file at its own size', async () => {
    const image = await aboutImage()
    expect(imageSource(image)).toEqual({
      src: '/seed-images/sobre-equipe.webp',
      width: image?.asset?.width,
      height: image?.asset?.height,
    })
    expect(await transformSeedImage(file, new URLSearchParams())).toBe(file)
  })

  it('a crop in the seed changes the image URL, and the seed image route serves exactly the cropped part', async () => {
    const image = await aboutImage(cropped)
    const { width = 0, height = 0 } = image?.asset ?? {}
    const source = imageSource(image)
    const rect = [
      Math.round(0.25 * width!),
      Math.round(0.1 * height!),
      Math.round(0.75 * width!),
      Math.round(0.7 * height!),
    ]
    expect(source).toEqual({
      src: `/seed-images/sobre-equipe.webp?rect=${rect.join(',')}`,
      width: rect[2],
      height: rect[3],
    })
    expect(await served(source!.src)).toMatchObject({ width: rect[2], height: rect[3] })
  })

  it('the share image is 1200 × 630, cut inside the crop around the focus point', async () => {
    const share = imageSource(await aboutImage(cropped), SHARE_IMAGE)
    expect(share).toMatchObject(SHARE_IMAGE)
    expect(share?.src).toMatch(/\?rect=\d+,\d+,\d+,\d+&w=1200&h=630&fit=crop$/)
    expect(await served(share!.src)).toMatchObject(SHARE_IMAGE)
  })

  it('the hotspot positions the cropped image, measured inside the crop', async () => {
    expect(objectPosition(await aboutImage(cropped))).toBe('73% 57%')
    expect(objectPosition({ alt: null, hotspot: { x: 0.3, y: 0.6 }, asset: null })).toBe('30% 60%')
  })

  it('refuses a crop outside the photo', async () => {
    await expect(transformSeedImage(file, new URLSearchParams('rect=0,0,99999,10'))).rejects.toThrow(
      'Parâmetros de imagem inválidos',
    )
  })
})
