import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isHumanText, literalsOf, scanLiterals } from '../support/portuguese-literals'
import { allowedFiles, allowedFolders, allowedLiterals } from './portuguese-literals.allow'

const root = path.resolve(import.meta.dirname, '../..')

describe('the scan for texts left in code', () => {
  it.each([
    ['JSX text', '<p>Desculpe, a página não existe.</p>', 'Desculpe, a página não existe.'],
    ['a single capitalised word', '<h2>Telefone</h2>', 'Telefone'],
    ['a screen-reader label', '<nav aria-label="Trilha de navegação" />', 'Trilha de navegação'],
    ['a placeholder', '<input placeholder="Ex.: 50" />', 'Ex.: 50'],
    ['a toast', "notify('error', 'Erro de conexão', 'Tente mais tarde.')", 'Erro de conexão'],
    ['a template around a value', 'const a = `Copie o endereço da página: ${url}`', 'Copie o endereço da página:'],
    ['a constant', "const UNAVAILABLE = 'Imagem não disponível'", 'Imagem não disponível'],
  ])('finds %s', (_, source, text) => {
    expect(literalsOf('x.tsx', source).map((literal) => literal.text)).toContain(text)
  })

  it.each([
    ['class names', '<p className="flex items-center gap-2 text-brand-800" />'],
    ['a class list in a template', 'const c = `grid gap-8 ${columns}`'],
    ['a path and an id', '<a href="/orcamento" id="orcamento-titulo" />'],
    ['an SVG path', '<path d="M4 7h16M4 12h16" />'],
    ['a log line', "console.error('[orcamento] envio falhou', error)"],
    ['an error for developers', "throw new Error('useClientTexts fora do provider')"],
    ['a directive and an import', "'use client'\nimport { x } from 'Algum Módulo'"],
    ['a comparison', "if (status === 'Não enviado') {}"],
    ['structured-data types', "const d = { '@type': 'BreadcrumbList' }"],
    ['a rel value', "const r = { rel: 'noopener noreferrer' }"],
  ])('ignores %s', (_, source) => {
    expect(literalsOf('x.tsx', source)).toEqual([])
  })

  it.each([
    ['Fechar aviso', true],
    ['slide', false],
    ['carousel-arrow', false],
    ['swiper touch-pan-y', false],
    ['Início', true],
  ])('"%s" reads as words: %s', (text, human) => {
    expect(isHumanText(text)).toBe(human)
  })
})

describe('app/, components/ and lib/', () => {
  const found = scanLiterals(root, ['app', 'components', 'lib'])
  const inAllowedFolder = (file: string) => Object.keys(allowedFolders).some((folder) => file.startsWith(folder))

  it('hold no text a visitor reads outside the allow-list: the Studio has them', () => {
    const unexpected = found.filter(
      ({ file, text }) =>
        !inAllowedFolder(file) &&
        !Object.hasOwn(allowedFiles, file) &&
        !Object.hasOwn(allowedLiterals[file] ?? {}, text),
    )
    expect(unexpected.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([])
  })

  it('still hold every text of the allow-list (a stale entry would let the text back in unnoticed)', () => {
    const stale = Object.entries(allowedLiterals).flatMap(([file, texts]) =>
      Object.keys(texts)
        .filter((text) => !found.some((literal) => literal.file === file && literal.text === text))
        .map((text) => `${file}: ${text}`),
    )
    expect(stale).toEqual([])
  })

  it('still have words in every allowed folder and file (an entry left behind would hide a new text)', () => {
    const staleEntries = [...Object.keys(allowedFolders), ...Object.keys(allowedFiles)].filter(
      (entry) => !found.some(({ file }) => file.startsWith(entry)),
    )
    expect(staleEntries).toEqual([])
  })
})
