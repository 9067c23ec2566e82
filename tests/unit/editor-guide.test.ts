import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createSchema, type SchemaType } from 'sanity'
import { describe, expect, it } from 'vitest'
import { matchingHeadings } from '@/studio/guide/guide-tool'
import { headingId, renderGuide } from '@/studio/guide/render'
import { schemaTypes } from '@/schemas'

const root = path.resolve(import.meta.dirname, '../..')
const markdown = readFileSync(path.join(root, 'docs/guia-do-editor.md'), 'utf8')
const guide = renderGuide(markdown)

/** Every title the schema gives staff: document and object types, tabs (groups), boxes (fieldsets), fields, options. */
function schemaTitles() {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  const titles = new Set<string>()
  const tabs = new Set<string>()
  const seen = new Set<SchemaType>()
  const walk = (type: SchemaType | undefined) => {
    if (!type || seen.has(type)) return
    seen.add(type)
    if (type.title) titles.add(type.title)
    const described = type as SchemaType & {
      groups?: { title?: string }[]
      fieldsets?: { single?: boolean; title?: string }[]
      options?: { list?: unknown[] }
    }
    for (const { title } of described.groups ?? []) {
      if (!title) continue
      titles.add(title)
      tabs.add(title)
    }
    for (const fieldset of described.fieldsets ?? []) if (!fieldset.single && fieldset.title) titles.add(fieldset.title)
    for (const option of described.options?.list ?? [])
      if (typeof option === 'object' && option && 'title' in option) titles.add(String(option.title))
    if (type.jsonType === 'object') for (const field of type.fields ?? []) walk(field.type)
    if (type.jsonType === 'array') for (const member of type.of ?? []) walk(member)
    walk(type.type)
  }
  for (const name of schema.getTypeNames()) walk(schema.get(name))
  return { titles, tabs }
}
const { titles, tabs } = schemaTitles()

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const sourcesUnder = (folder: string) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => read(path.join(folder, file)))
    .join('\n')
// What else a name in the guide may be: the Studio's own words in Portuguese (Publicar, Restaurar…),
// our Studio's lists, tools and actions, the admin panel's buttons, and the sample content's titles.
const sanityWords = readdirSync(path.join(root, 'node_modules/@sanity/locale-pt-br/dist'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => read(path.join('node_modules/@sanity/locale-pt-br/dist', file)))
  .join('\n')
const studioCode = [sourcesUnder('studio'), sourcesUnder('schemas')].join('\n')
const adminCode = [
  sourcesUnder('components/admin'),
  sourcesUnder('components/admin-settings'),
  sourcesUnder('components/agenda'),
  sourcesUnder('components/audit'),
  sourcesUnder('components/auth'),
  sourcesUnder('components/bookings'),
  sourcesUnder('components/contacts'),
  sourcesUnder('components/personal-data'),
  sourcesUnder('components/quotes/admin'),
  sourcesUnder('components/reports'),
  sourcesUnder('components/proposals/admin'),
  sourcesUnder('components/preview'),
  sourcesUnder('app/admin'),
  sourcesUnder('lib/personal-data'),
].join('\n')
const sampleContent = read('studio/seed/data.ndjson')

/** Bold words that are emphasis in a sentence, not the name of something on the screen. */
const emphasis: Record<string, string> = {
  '15 dias': 'the legal deadline',
  Amarelo: 'the colour of a warning',
  Vermelho: 'the colour of an error',
  amarelo: 'same',
  vermelho: 'same',
  'pelo menos 10 artigos': 'a recommendation',
  rascunho: 'the concept, defined in the sentence',
  marcadores: 'same',
  'textos com formatação': 'same',
  'como a mensagem fica': 'describes the preview under each message field',
  'Confira quem pede.': 'a step of the privacy procedure',
  'Encontre a pessoa.': 'same',
  'Cópia dos dados': 'same',
  Correção: 'same',
  Exclusão: 'same',
  'Responda ao cliente': 'same',
  'Apagar um cardápio ou pacote': 'a heading of a list item',
  'Endereços (slug)': 'same (the field is "Endereço (slug)")',
  'Telefone e WhatsApp': 'same',
  'Quem recebe o aviso de cada pedido de orçamento': 'same',
  'Recorte e foco': 'same',
  Recorte: 'a part of the crop window, explained in the sentence',
  Foco: 'same',
  Studio: 'the name of the tool itself',
  '+': 'the plus button',
  'Agendado para 20/12/2026 09:00': "an example of the post's badge",
  'Usado em N páginas': 'an example of the banner Sanity shows (N is a number)',
  'com os seus rascunhos': 'emphasis in a sentence',
  'Não dá para desfazer.': 'same',
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A name as a title of the schema, or as a whole string or element text in the code and content above (a capital first letter or not). */
const isNamed = (name: string) =>
  [name, name[0]!.toUpperCase() + name.slice(1)].some(
    (form) =>
      titles.has(form) ||
      [sanityWords, studioCode, adminCode, sampleContent].some((text) =>
        new RegExp(`(['"\`]|>\\s*)${escaped(form)}(['"\`]|\\s*<)`).test(text),
      ),
  )
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

describe("the editor's guide in the Studio", () => {
  it('has its headings with ids, found by the search whatever the accents and case', () => {
    expect(guide.headings.length).toBeGreaterThan(15)
    expect(guide.html).toContain(`<h2 id="${headingId('6. Trocar uma foto')}">6. Trocar uma foto</h2>`)
    expect(matchingHeadings(guide.headings, 'FOTO').map(({ text }) => text)).toEqual(['6. Trocar uma foto'])
    expect(matchingHeadings(guide.headings, 'agendar artigo').map(({ text }) => text)).toEqual([
      '5b. Agendar um artigo para outro dia e hora',
    ])
    expect(matchingHeadings(guide.headings, 'lgpd dados').map(({ text }) => text)).toEqual([
      '14. Pedidos de dados pessoais (LGPD)',
    ])
    expect(matchingHeadings(guide.headings, 'nada disso existe')).toEqual([])
  })

  it('renders Markdown as text (no asterisks, pipes or raw HTML), with "seção 15" a link to section 15', () => {
    expect(guide.html).toContain('<strong>Publicar</strong>')
    expect(guide.html).toContain('<table>')
    expect(guide.html).not.toMatch(/\*\*|\|---/)
    expect(guide.html).toContain(`<a href="#${headingId('15. Início: o que está esperando por você')}">seção 15</a>`)
    expect(renderGuide('<script>alert(1)</script>').html).not.toContain('<script>')
  })

  it('has only links that work inside the Studio: to its own sections, to a site address, or to another site', () => {
    const ids = new Set(guide.headings.map(({ id }) => id))
    const targets = [...guide.html.matchAll(/<(?:a href|img src)="([^"]*)"/g)].map((match) => match[1]!)
    expect(targets.length).toBeGreaterThan(10)
    const broken = targets.filter((target) =>
      target.startsWith('#') ? !ids.has(target.slice(1)) : !/^(https:\/\/|mailto:|\/)/.test(target),
    )
    expect(broken).toEqual([])
  })

  it('names only tabs the schema has', () => {
    const bold = [...markdown.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => oneLine(match[1]!))
    const named = [
      ...[...markdown.matchAll(/\b[Aa]ba \*\*([^*]+)\*\*/g)].map((match) => oneLine(match[1]!)),
      ...bold
        .flatMap((text) => text.split('→').map((part) => part.trim()))
        .filter((part) => part.startsWith('aba '))
        .map((part) => part.slice('aba '.length)),
    ]
    expect(named).toEqual(
      expect.arrayContaining(['Itens', 'Detalhes', 'SEO', 'Textos fixos', 'Mensagens', 'Propostas']),
    )
    // The Studio's own tabs, at the top: its tools.
    const toolTitles = new Set(
      [...studioCode.matchAll(/title: '([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((title) => ['Conteúdo', 'Pré-visualização', 'Guia do editor'].includes(title)),
    )
    expect(toolTitles.size).toBe(3)
    expect(named.filter((tab) => !tabs.has(tab) && !toolTitles.has(tab))).toEqual([])
  })

  it('names only fields, tabs, lists and buttons that exist (each bold name, and each step of a "A → B" path)', () => {
    const bold = [...markdown.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => oneLine(match[1]!))
    const names = bold
      .flatMap((text) => text.split('→').map((part) => part.trim().replace(/^aba /, '')))
      .filter(Boolean)
    const unknown = [...new Set(names)].filter((name) => !Object.hasOwn(emphasis, name) && !isNamed(name))
    expect(unknown).toEqual([])
  })
})
