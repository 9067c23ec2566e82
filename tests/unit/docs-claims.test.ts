import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeSpans, tableRows, withoutFences } from '../support/markdown-tables'

// What the docs say that the tree can answer is checked against it: the tables the migrations
// create, the kinds of e-mail, the folders of lib/ with their layers and stores, the paths the
// pages name, the counts written as words, every link between the docs, and the length of each page.

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const docs = readdirSync(path.join(root, 'docs')).filter((file) => file.endsWith('.md'))
const developerDocs = ['docs/arquitetura.md', 'docs/dados-e-sql.md']

const firstSpans = (rows: string[][]) => rows.flatMap(([first = '']) => codeSpans(first))

/** Every table the migrations create in public, by its name as SQL reads it (any number of files, a baseline included). */
function migrationTables() {
  const folder = path.join(root, 'supabase/migrations')
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(folder, file), 'utf8').matchAll(
          /create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?(?:(\w+|"[^"]+")\.)?(\w+|"[^"]+")\s*\(/gi,
        ),
      ]
        .filter(([, schema]) => !schema || schema.replaceAll('"', '') === 'public')
        .map(([, , table]) => table!.replaceAll('"', '')),
    )
  return [...new Set(names)].sort()
}

/** The kinds of e-mail the mailer sends and mail_log records: the `MailKind` union. */
function mailKinds() {
  const union = /export type MailKind =([^=]*?)\n\n/.exec(read('lib/mail/mailer.ts'))
  expect(union, 'MailKind em lib/mail/mailer.ts').not.toBeNull()
  return [...union![1]!.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!).sort()
}

/** The kinds mail_log accepts: the last `mail_log_kind_check` the migrations write (as a migration or a dump spells it). */
function mailLogKinds() {
  const folder = path.join(root, 'supabase/migrations')
  const sql = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .join('\n')
  const checks = [...sql.matchAll(/mail_log_kind_check[\s\S]*?\)\)/g)]
  expect(checks.length, 'mail_log_kind_check nas migrações').toBeGreaterThan(0)
  return [...checks.at(-1)![0].matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!).sort()
}

/** The lint's layers of lib/ (eslint.config.mjs, `const layers = [...]`): each name and its layer, 1 the ground. */
function lintLayers() {
  const block = /const layers = \[\n([\s\S]*?)\n\]/.exec(read('eslint.config.mjs'))
  expect(block, 'const layers em eslint.config.mjs').not.toBeNull()
  const layerOf = new Map<string, number>()
  block![1]!
    .split('\n')
    .filter((line) => line.trim().startsWith('['))
    .forEach((line, index) => {
      for (const [, name] of line.matchAll(/'([^']+)'/g)) layerOf.set(name!, index + 1)
    })
  return layerOf
}

/** Each entry of lib/ as the docs name it: `lib/quotes/` for a folder, `lib/money.ts` for a file. */
const libEntries = () =>
  readdirSync(path.join(root, 'lib'))
    .map((name) => (statSync(path.join(root, 'lib', name)).isDirectory() ? `lib/${name}/` : `lib/${name}`))
    .sort()
const libName = (entry: string) => entry.replace(/^lib\//, '').replace(/(\/|\.tsx?)$/, '')

// Named by the docs ahead of the code that brings them (none now). Each entry fails once its path
// exists, so this list only shrinks: then the mention is checked like every other.
const planned: string[] = []

describe('docs/dados-e-sql.md: the tables', () => {
  it('lists every table the migrations create, and no other', () => {
    const tables = migrationTables()
    expect(tables.length).toBeGreaterThan(20)
    expect(firstSpans(tableRows(read('docs/dados-e-sql.md'), 'tabela')).sort()).toEqual(tables)
  })

  it('says for each who owns it and what anonymization does to it', () => {
    const rows = tableRows(read('docs/dados-e-sql.md'), 'tabela')
    expect(rows.filter((cells) => cells.length !== 4 || cells.some((cell) => cell === ''))).toEqual([])
  })
})

describe('docs/dados-e-sql.md: the e-mails', () => {
  it('lists the kinds of e-mail the code sends, each once', () => {
    const listed = firstSpans(tableRows(read('docs/dados-e-sql.md'), 'e-mail'))
    expect(listed.length).toBe(new Set(listed).size)
    expect(listed.sort()).toEqual(mailKinds())
  })

  it('and those are the kinds the table mail_log accepts', () => {
    expect(mailLogKinds()).toEqual(mailKinds())
  })
})

describe('docs/arquitetura.md: the folders of lib/', () => {
  const rows = () => tableRows(read('docs/arquitetura.md'), 'pasta')

  it('names every file and folder of lib/, and nothing lib/ does not have', () => {
    expect(firstSpans(rows()).sort()).toEqual(libEntries())
  })

  it("gives each the lint's layer (— when the lint does not list it)", () => {
    const layerOf = lintLayers()
    const wrong = rows().flatMap(([entries = '', layer = '']) =>
      codeSpans(entries)
        .filter((entry) => layer !== String(layerOf.get(libName(entry)) ?? '—'))
        .map((entry) => `${entry}: ${layer} na doc, ${layerOf.get(libName(entry)) ?? '—'} no lint`),
    )
    expect(wrong).toEqual([])
  })

  it('says which folders have a store.ts', () => {
    const wrong = rows().flatMap(([entries = '', , store = '']) =>
      codeSpans(entries)
        .filter((entry) => (store === '`store.ts`') !== existsSync(path.join(root, entry, 'store.ts')))
        .map((entry) => `${entry}: ${store}`),
    )
    expect(wrong).toEqual([])
  })
})

/** The files and folders a page names in code spans (`lib/quotes/store.ts`), written from the repository's root. */
const pathsNamed = (page: string) =>
  codeSpans(read(page)).filter(
    (span) =>
      /^(app|bench|components|docs|lib|schemas|scripts|studio|supabase|tests)\//.test(span) && !/[<*\s]/.test(span),
  )

describe('the docs name only paths that exist', () => {
  it.each(['README.md', ...docs.map((doc) => `docs/${doc}`)])('%s', (page) => {
    expect(pathsNamed(page).filter((file) => !planned.includes(file) && !existsSync(path.join(root, file)))).toEqual([])
  })

  it('the developer docs point at the code', () => {
    for (const doc of developerDocs) expect(pathsNamed(doc).length, doc).toBeGreaterThan(10)
  })

  it('keeps the planned names only while their paths do not exist', () => {
    expect(planned.filter((file) => existsSync(path.join(root, file)))).toEqual([])
  })
})

const numberWords: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  vinte: 20,
}

describe('the docs count what can be counted', () => {
  // A number before one of these words is a claim about the tree; a wrong one fails here.
  const counts: Record<string, () => number> = {
    tabelas: () => migrationTables().length,
    'tipos de e-mail': () => mailKinds().length,
    lojas: () =>
      readdirSync(path.join(root, 'lib')).filter((name) => existsSync(path.join(root, 'lib', name, 'store.ts'))).length,
    camadas: () => new Set(lintLayers().values()).size,
  }
  const claim = new RegExp(
    `(?<![\\p{L}\\d])(\\d+|${Object.keys(numberWords).join('|')})\\s+(${Object.keys(counts).join('|')})(?![\\p{L}])`,
    'giu',
  )

  it.each(docs)('docs/%s', (doc) => {
    const wrong = [...read(`docs/${doc}`).matchAll(claim)]
      .map(([said = '', number = '', noun = '']) => ({
        said,
        number: numberWords[number.toLowerCase()] ?? Number(number),
        real: counts[noun.toLowerCase()]!(),
      }))
      .filter(({ number, real }) => number !== real)
    expect(wrong).toEqual([])
  })
})

// GitHub's anchor of a heading: lower case, punctuation dropped (letters of any script kept), spaces as hyphens.
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

function anchorsOf(file: string) {
  const seen = new Map<string, number>()
  return withoutFences(read(file))
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => {
      const base = slug(line.replace(/^#+ /, ''))
      const times = seen.get(base) ?? 0
      seen.set(base, times + 1)
      return times === 0 ? base : `${base}-${times}`
    })
}

describe('links between the docs', () => {
  const pages = ['README.md', ...docs.map((doc) => `docs/${doc}`)]

  it.each(pages)('%s links only to pages and headings that exist', (page) => {
    const broken = [...withoutFences(read(page)).matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target = '']) => target)
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#') && /\.md(#|$)/.test(target))
      .filter((target) => {
        const [file = '', anchor] = target.split('#')
        const linked = path.normalize(path.join(path.dirname(page), file))
        if (!existsSync(path.join(root, linked))) return true
        return anchor !== undefined && !anchorsOf(linked).includes(decodeURIComponent(anchor))
      })
    expect(broken).toEqual([])
  })

  it('the code names only docs that exist', () => {
    const folders = ['app', 'bench', 'components', 'lib', 'scripts', 'studio', 'tests']
    const files = folders.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
        .map((file) => path.join(folder, file)),
    )
    const named = [...files, 'eslint.config.mjs'].flatMap((file) =>
      [...read(file).matchAll(/docs\/([a-z0-9-]+\.md)/g)].map(([, doc]) => ({ file, doc: doc! })),
    )
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter(({ doc }) => !docs.includes(doc))).toEqual([])
  })
})

// The editor's guide is one page on purpose: the Studio's "Guia do editor" renders that single file
// with its own section index and search (app/(studio)/studio/guia.json, studio/guide/), and
// editors reach it by section there, never by reading it top to bottom.
const longPages: Record<string, string> = { 'guia-do-editor.md': 'read inside the Studio, by section' }
const MAX_LINES = 220

describe('each doc reads in one sitting', () => {
  it.each(docs.filter((doc) => !(doc in longPages)))(`docs/%s has at most ${MAX_LINES} lines`, (doc) => {
    expect(read(`docs/${doc}`).trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES)
  })
})
