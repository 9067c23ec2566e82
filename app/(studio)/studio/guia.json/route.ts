import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { renderGuide } from '@/studio/guide/render'

// The guide is read once, when the site is built: the answer is static, as docs/ is not deployed.
export const dynamic = 'force-static'

/** The editor's guide (docs/guia-do-editor.md) rendered for the Studio's "Guia do editor" tool. */
export async function GET() {
  const markdown = await readFile(path.join(process.cwd(), 'docs', 'guia-do-editor.md'), 'utf8')
  return Response.json(renderGuide(markdown))
}
