/** A seed document as written here; `_key`s are added by scripts/build-seed.ts. */
export type SeedInput = { _id: string; _type: string; [field: string]: unknown }

/** An image field in Sanity's export format, pointing at a file in studio/seed/images. */
export const image = (file: string, alt: string) => ({
  _type: 'image',
  alt,
  _sanityAsset: `image@file://./images/${file}`,
})

export const slug = (current: string) => ({ _type: 'slug', current })

export const ref = (id: string) => ({ _type: 'reference', _ref: id })

type Span = { _type: 'span'; text: string; marks: string[] }
type Years = { _type: 'yearsOfExperience'; withWord: true }
type Retention = { _type: 'retentionPeriod'; inYears: true }
type Channel = { _type: 'privacyChannel'; channel: 'email' | 'whatsapp' }
type MarkDef =
  | { _type: 'link'; _key: string; kind: 'internal'; reference: ReturnType<typeof ref> }
  | { _type: 'link'; _key: string; kind: 'external'; href: string }

// The documents behind the site's own addresses, as the seed names them.
const pageIds: Record<string, string> = {
  '/': 'homePage',
  '/sobre-nos': 'aboutPage',
  '/cardapios': 'menusPage',
  '/galeria': 'galleryPage',
  '/blog': 'blogPage',
  '/orcamento': 'quotePage',
  '/politica-de-privacidade': 'privacyPage',
}
const collectionIds: Record<string, string> = { cardapios: 'menu', pacotes: 'package', blog: 'post' }

/** A site path written in the seed's Markdown as the document it shows, so the link follows a rename. */
export function seedDocumentId(path: string): string {
  const page = pageIds[path]
  if (page) return page
  const [, base, slug, ...rest] = path.split('/')
  const prefix = base ? collectionIds[base] : undefined
  if (!prefix || !slug || rest.length) throw new Error(`Link interno sem documento no seed: ${path}`)
  return `${prefix}-${slug}`
}

// [text](/path) becomes an internal link (a reference); https:, mailto: and tel: stay external.
function linkMark(key: string, href: string): MarkDef {
  return href.startsWith('/')
    ? { _type: 'link', _key: key, kind: 'internal', reference: ref(seedDocumentId(href)) }
    : { _type: 'link', _key: key, kind: 'external', href }
}
type Block = {
  _type: 'block'
  style: string
  listItem?: 'bullet' | 'number'
  level?: number
  markDefs: MarkDef[]
  children: Array<Span | Years | Retention | Channel>
}

// Inline **bold**, *italic*, [text](href), {anos} (the years of experience), {prazo} (the retention
// period set in the admin) and {canal:email} or {canal:whatsapp} (the privacy request channel) into Portable Text children.
function spans(text: string, markDefs: MarkDef[]): Block['children'] {
  const result: Block['children'] = []
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)|(\{anos\})|(\{prazo\})|\{canal:(email|whatsapp)\}/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) result.push({ _type: 'span', text: text.slice(last, match.index), marks: [] })
    if (match[1]) result.push({ _type: 'span', text: match[1], marks: ['strong'] })
    else if (match[2]) result.push({ _type: 'span', text: match[2], marks: ['em'] })
    else if (match[3] && match[4]) {
      const key = `link${markDefs.length + 1}`
      markDefs.push(linkMark(key, match[4]))
      result.push({ _type: 'span', text: match[3], marks: [key] })
    } else if (match[5]) result.push({ _type: 'yearsOfExperience', withWord: true })
    else if (match[6]) result.push({ _type: 'retentionPeriod', inYears: true })
    else if (match[7] === 'email' || match[7] === 'whatsapp')
      result.push({ _type: 'privacyChannel', channel: match[7] })
    last = match.index + match[0].length
  }
  if (last < text.length) result.push({ _type: 'span', text: text.slice(last), marks: [] })
  return result
}

/**
 * Portable Text from a small Markdown subset: paragraphs, "## " and "### " headings, "> " quotes,
 * "- " and "1. " lists, **bold**, *italic*, [links](/path) and {anos}, the years since the founding year. Blocks are separated by blank lines.
 */
export function portableText(markdown: string): Block[] {
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .flatMap((chunk) => {
      const lines = chunk
        .trim()
        .split('\n')
        .map((line) => line.trim())
      if (lines.every((line) => /^(- |\d+\. )/.test(line))) {
        return lines.map((line) => {
          const markDefs: MarkDef[] = []
          const listItem = line.startsWith('- ') ? 'bullet' : 'number'
          const text = line.replace(/^(- |\d+\. )/, '')
          return {
            _type: 'block',
            style: 'normal',
            listItem,
            level: 1,
            markDefs,
            children: spans(text, markDefs),
          } satisfies Block
        })
      }
      const text = lines.join(' ')
      const heading = /^(#{2,3}) (.*)$/.exec(text)
      const markDefs: MarkDef[] = []
      if (heading?.[1] && heading[2] !== undefined) {
        return [
          {
            _type: 'block',
            style: `h${heading[1].length}`,
            markDefs,
            children: spans(heading[2], markDefs),
          } satisfies Block,
        ]
      }
      if (text.startsWith('> '))
        return [
          { _type: 'block', style: 'blockquote', markDefs, children: spans(text.slice(2), markDefs) } satisfies Block,
        ]
      return [{ _type: 'block', style: 'normal', markDefs, children: spans(text, markDefs) } satisfies Block]
    })
}

/** A LexoRank-style key as @sanity/orderable-document-list writes it, so the Studio can reorder between them. */
export const orderRank = (index: number) => `0|${(100_000 + index * 10_000).toString(36)}:`
