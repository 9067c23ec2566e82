// Runs after every production build (npm's postbuild, and the builds the tests and the bench start):
// each client chunk a prerendered page names starts with V8's explicit compile hint.
// Without it V8 compiles a chunk's functions lazily, on the main thread, the first time each runs;
// at start-up that was most of the task that runs Next's main chunk. With it, Chromium compiles
// them while the chunk streams in, on a background thread. Chunks that only load later (a lazy
// component, the Studio) stay lazy: compiling them early would only spend memory.
// It only adds a comment to files of our own build: a Next release that lays its build out
// differently gets a warning and unhinted chunks, never a failed build. Plain Node, no dependencies.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const HINT = '//# allFunctionsCalledOnLoad\n'

/** The chunks (as `static/chunks/….js`, under the dist directory) a page's HTML names: its scripts and its client components. */
export function chunksNamedIn(html) {
  return new Set([...html.matchAll(/\/_next\/(static\/chunks\/[\w.-]+\.js)\b/g)].map(([, chunk]) => chunk))
}

/** The source with the hint first; a source that has it already stays as it is, so a second run changes nothing. */
export function withHint(source) {
  return source.startsWith(HINT) ? source : HINT + source
}

/**
 * Hints every chunk the prerendered pages of a build name; returns those chunks. What it cannot find
 * (no prerendered pages where Next 16 keeps them, a named chunk missing) goes to `warn`.
 */
export function hintStartupChunks(distDir, warn = (message) => console.warn(message)) {
  const pagesDir = path.join(distDir, 'server/app')
  if (!existsSync(pagesDir)) {
    warn(
      `[buffet] aviso: ${pagesDir} não existe (o Next mudou onde guarda as páginas?): scripts sem a dica de compilação do V8`,
    )
    return []
  }
  const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  const chunks = new Set(pages.flatMap((page) => [...chunksNamedIn(readFileSync(path.join(pagesDir, page), 'utf8'))]))
  const hinted = []
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk)
    if (!existsSync(file)) {
      warn(
        `[buffet] aviso: ${chunk} é citado pelas páginas mas não está em ${distDir}: fica sem a dica de compilação do V8`,
      )
      continue
    }
    writeFileSync(file, withHint(readFileSync(file, 'utf8')))
    hinted.push(chunk)
  }
  return hinted
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = hintStartupChunks(process.env.NEXT_DIST_DIR || '.next')
  console.log(`[buffet] dica de compilação do V8 em ${chunks.length} script(s) que as páginas carregam ao abrir`)
}
