import MarkdownIt from 'markdown-it'
import { foldForSearch } from './fold-for-search'

export type GuideHeading = { id: string; level: number; text: string }
export type RenderedGuide = { html: string; headings: GuideHeading[] }

/** "5b. Agendar um artigo…" → "5b-agendar-um-artigo…": accents and punctuation dropped. */
export const headingId = (text: string) =>
  foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The guide's Markdown as the Studio shows it: headings with ids (the search and the links go to
 * them), links to other sites opened in a new tab, and every "seção 15" a link to that section.
 * The Markdown comes from the repository, never from a visitor, and raw HTML in it is not passed on.
 */
export function renderGuide(markdown: string): RenderedGuide {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false })
  const headings: GuideHeading[] = []
  md.core.ruler.push('heading_ids', (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return
      const text = state.tokens[index + 1]?.content ?? ''
      const id = headingId(text)
      token.attrSet('id', id)
      headings.push({ id, level: Number(token.tag.slice(1)), text })
    })
  })
  md.core.ruler.push('external_links', (state) => {
    for (const token of state.tokens.flatMap((block) => block.children ?? [])) {
      if (token.type !== 'link_open' || !/^https?:/.test(token.attrGet('href') ?? '')) continue
      token.attrSet('target', '_blank')
      token.attrSet('rel', 'noopener noreferrer')
    }
  })
  const html = md.render(markdown)
  const sectionIds = new Map(
    headings.flatMap(({ id, text }) => (/^(\d+b?)\./.exec(text) ? [[/^(\d+b?)\./.exec(text)![1]!, id] as const] : [])),
  )
  // Only in text: a section number inside a tag or a link's own text is left alone.
  const linked = html.replace(
    /(<a [^>]*>.*?<\/a>|<[^>]+>)|\b(seç(?:ão|ões)) (\d+b?)\b/g,
    (match, tag: string | undefined, word: string, number: string) => {
      if (tag) return tag
      const id = sectionIds.get(number)
      return id ? `<a href="#${id}">${word} ${number}</a>` : match
    },
  )
  return { html: linked, headings }
}
