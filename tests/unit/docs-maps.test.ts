import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeSpans, tableRows } from '../support/markdown-tables'

// The maps a newcomer reads first (docs/arquitetura.md, docs/testes.md) are checked against the
// tree, so a new route or spec cannot land without its line, and a line cannot outlive its file.

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

// Next's metadata files are routes too; each is served under its own address.
const metadataRoutes: Record<string, string> = {
  'sitemap.ts': 'sitemap.xml',
  'robots.ts': 'robots.txt',
  'opengraph-image.tsx': 'opengraph-image',
  'icon.png': 'icon.png',
}

/**
 * Every address app/ serves, written as its folders are: a route group such as (site) leaves no
 * trace in the address, and a dynamic segment keeps its brackets ([slug], [...unknown], [[...tool]]).
 */
function appRoutes() {
  return readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep))
    .flatMap((parts) => {
      const name = parts.at(-1)!
      const folders = parts.slice(0, -1).filter((folder) => !/^\(.*\)$/.test(folder))
      if (name === 'page.tsx' || name === 'route.ts') return [`/${folders.join('/')}`]
      const served = metadataRoutes[name]
      return served ? [`/${[...folders, served].join('/')}`] : []
    })
    .sort()
}

/** Files and folders a cell names (`lib/quotes/`, `app/(site)/page.tsx`), which must exist. */
const pathsIn = (cell: string) =>
  codeSpans(cell).filter((span) => /^(app|components|lib|studio|docs|scripts|supabase)\//.test(span))

const routeRows = () => tableRows(read('docs/arquitetura.md'), 'rota')

describe('docs/arquitetura.md: the route table', () => {
  it('names every route of app/, and no route app/ does not serve', () => {
    const documented = routeRows().flatMap(([routes = '']) => codeSpans(routes).filter((span) => span.startsWith('/')))
    expect(appRoutes().length).toBeGreaterThan(30)
    expect(documented.sort()).toEqual(appRoutes())
  })

  it('names only files and folders that exist', () => {
    const named = routeRows().flatMap((cells) => cells.slice(1).flatMap(pathsIn))
    expect(named.length).toBeGreaterThan(appRoutes().length)
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([])
  })

  it('gives every row the file under app/ that serves it', () => {
    expect(routeRows().filter(([, page = '']) => !pathsIn(page).some((file) => file.startsWith('app/')))).toEqual([])
  })
})

// Folder names of app/ that are the code's own words (English), not Portuguese for a visitor.
const codeWords = new Set([
  'admin',
  'api',
  'blog',
  'cron',
  'digest',
  'retention',
  'holds',
  'draft-mode',
  'enable',
  'disable',
  'health',
  'quote-service',
  'revalidate',
  'seed-images',
  'studio',
  'login',
  'opengraph-image',
  'sitemap',
  'robots',
  'icon',
])

describe('docs/arquitetura.md: the glossary', () => {
  it('translates every Portuguese word of the routes', () => {
    const glossed = new Set(
      tableRows(read('docs/arquitetura.md'), 'palavra').flatMap(([, inRoutes = '']) => codeSpans(inRoutes)),
    )
    const words = new Set(
      appRoutes().flatMap((route) =>
        route
          .split('/')
          .filter((part) => part && !part.startsWith('['))
          .map((part) => part.replace(/\.[a-z]+$/, '')),
      ),
    )
    expect([...words].filter((word) => !codeWords.has(word) && !glossed.has(word))).toEqual([])
  })
})

describe('docs/testes.md: the browser specs', () => {
  it('lists every file of tests/e2e, once, and no file that is gone', () => {
    const specs = readdirSync(path.join(root, 'tests/e2e')).filter((file) => file.endsWith('.spec.ts'))
    const listed = tableRows(read('docs/testes.md'), 'spec').map(([spec = '']) => codeSpans(spec)[0])
    expect(specs.length).toBeGreaterThan(25)
    expect(listed.sort()).toEqual(specs.sort())
  })
})
