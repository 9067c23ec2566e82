import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/config/env'
import { seedImageTypes } from '@/lib/content/seed/image-types'
import { ImageParamsError, transformSeedImage } from '@/lib/content/seed/transform-image'

/**
 * Serves the seed dataset's images (the default content mode's stand-in for Sanity's image CDN),
 * cropped and sized by the same rect/w/h parameters the CDN understands.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const type = seedImageTypes[path.extname(file).toLowerCase()]
  if (env.sanity || !type || !/^[\w-]+\.\w+$/.test(file)) return new Response('Não encontrado', { status: 404 })
  let original: Buffer
  try {
    original = await readFile(path.join(/*turbopackIgnore: true*/ env.seedDir, 'images', file))
  } catch {
    return new Response('Não encontrado', { status: 404 })
  }
  try {
    const body =
      type === 'image/svg+xml' ? original : await transformSeedImage(original, new URL(request.url).searchParams)
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' },
    })
  } catch (error) {
    if (error instanceof ImageParamsError) return new Response(error.message, { status: 400 })
    throw error
  }
}
