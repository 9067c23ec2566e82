import { readFile } from 'node:fs/promises'
import path from 'node:path'

// The guide is read once, when the site is built: the page is static, as docs/ is not deployed.
export const dynamic = 'force-static'

/** The editor's guide (docs/guia-do-editor.md), linked from the Studio's "Início". */
export async function GET() {
  const guide = await readFile(path.join(process.cwd(), 'docs', 'guia-do-editor.md'), 'utf8')
  return new Response(guide, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } })
}
