import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/config/env'
import { seedImageTypes } from '@/lib/content/seed/image-types'

/** Serves the seed dataset's images (the default content mode's stand-in for Sanity's image CDN). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const type = seedImageTypes[path.extname(file).toLowerCase()]
  if (env.sanity || !type || !/^[\w-]+\.\w+$/.test(file)) return new Response('Não encontrado', { status: 404 })
  try {
    const body = await readFile(path.join(/*turbopackIgnore: true*/ env.seedDir, 'images', file))
    return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } })
  } catch {
    return new Response('Não encontrado', { status: 404 })
  }
}
