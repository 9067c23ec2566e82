import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startProductionServer, type ProductionServer } from './production-server'
import { stripScripts } from './script-rewrites'

/**
 * The bench's "same page without scripts": a second `next start` over a copy of the current build
 * whose prerendered pages have every script taken out. Next serves them exactly as it serves the
 * real ones (same server, headers, compression and streaming), so the two differ only by the
 * scripts, with no proxy hop in front of either. The copy hard-links the build (no disk cost) but
 * copies its prerendered pages, which a revalidation rewrites in place, and links everything else
 * of the project.
 */
export async function startStrippedServer(
  port: number,
  project = process.cwd(),
): Promise<ProductionServer & { root: string }> {
  const distDir = '.next'
  const root = mkdtempSync(path.join(tmpdir(), 'bench-stripped-'))
  for (const entry of readdirSync(project)) {
    if (entry === distDir || entry === '.git' || entry === '.data' || entry === 'bench-results') continue
    symlinkSync(path.join(project, entry), path.join(root, entry))
  }
  if (spawnSync('cp', ['-al', path.join(project, distDir), path.join(root, distDir)]).status !== 0)
    throw new Error(`não foi possível copiar ${distDir}`)
  // Next 16.4 serves a page from its route cache once it has one (written on a page's first request
  // or regeneration): the copy's links to the project's entries would serve them with their scripts,
  // and a write through a hard link would change the project's too.
  rmSync(path.join(root, distDir, 'server/route-cache'), { recursive: true, force: true })
  const pagesDir = path.join(root, distDir, 'server/app')
  rmSync(pagesDir, { recursive: true })
  cpSync(path.join(project, distDir, 'server/app'), pagesDir, { recursive: true })
  const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  if (pages.length === 0) throw new Error(`nenhuma página pré-renderizada em ${pagesDir}`)
  for (const page of pages) {
    const file = path.join(pagesDir, page)
    writeFileSync(file, stripScripts(readFileSync(file, 'utf8')))
  }
  const server = await startProductionServer(port, { cwd: root })
  return {
    ...server,
    root,
    dispose: async () => {
      await server.dispose()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/** Fails when the reference serves any of `pages` with a script: its figures would not be a floor. */
export async function assertScriptFree(base: string, pages: readonly string[]): Promise<void> {
  for (const page of pages) {
    const html = await (await fetch(new URL(page, base))).text()
    if (/<script\b/i.test(html)) throw new Error(`a referência sem scripts serviu ${page} com scripts`)
  }
}
