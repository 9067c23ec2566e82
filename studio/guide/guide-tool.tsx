import { BookIcon } from '@sanity/icons/Book'
import { Box, Card, Flex, Stack, Text, TextInput } from '@sanity/ui'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import type { Tool } from 'sanity'
import { GUIDE_DATA_PATH, GUIDE_TOOL_NAME } from './paths'
import { foldForSearch } from './fold-for-search'
import type { GuideHeading, RenderedGuide } from './render'

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; guide: RenderedGuide }

/** The headings whose words contain every word typed, accents and case aside. */
export const matchingHeadings = (headings: GuideHeading[], search: string) => {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean)
  return headings.filter(({ text }) => words.every((word) => foldForSearch(text).includes(word)))
}

// The guide's own typography: the Studio's base styles reset headings, lists and tables.
const css = `
.guia-texto { max-width: 46rem; line-height: 1.6; font-size: 1rem; }
.guia-texto h1 { font-size: 1.75rem; margin: 0 0 1rem; }
.guia-texto h2 { font-size: 1.35rem; margin: 2.25rem 0 0.75rem; }
.guia-texto h3 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
.guia-texto p, .guia-texto ul, .guia-texto ol { margin: 0 0 0.9rem; }
.guia-texto ul, .guia-texto ol { padding-left: 1.5rem; }
.guia-texto li { margin: 0.2rem 0; }
.guia-texto code { font-size: 0.9em; padding: 0.1em 0.3em; border-radius: 3px; background: var(--card-code-bg-color, rgba(127,127,127,0.15)); }
.guia-texto table { border-collapse: collapse; margin: 0 0 1rem; font-size: 0.9rem; }
.guia-texto th, .guia-texto td { border: 1px solid var(--card-border-color, #ccc); padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
.guia-texto a { color: var(--card-link-color, #2276fc); }
.guia-texto img { max-width: 100%; height: auto; }
.guia-texto :target, .guia-texto .guia-destaque { scroll-margin-top: 1rem; }
`

function GuideTool() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [search, setSearch] = useState('')
  const text = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let cancelled = false
    fetch(GUIDE_DATA_PATH)
      .then((response) =>
        response.ok
          ? (response.json() as Promise<RenderedGuide>)
          : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((guide) => !cancelled && setLoaded({ state: 'ready', guide }))
      .catch((error: unknown) => {
        console.error('[guia] não foi possível carregar o guia', error)
        if (!cancelled) setLoaded({ state: 'failed' })
      })
    return () => {
      cancelled = true
    }
  }, [])
  // A link to a section scrolls the guide to it, without changing the Studio's address.
  const goTo = (id: string) =>
    text.current?.querySelector(`[id="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'start' })
  const followSectionLink = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as HTMLElement).closest('a')?.getAttribute('href')
    if (!href?.startsWith('#')) return
    event.preventDefault()
    goTo(href.slice(1))
  }

  if (loaded.state !== 'ready') {
    return (
      <Box padding={5}>
        <Text>
          {loaded.state === 'loading'
            ? 'Carregando o guia…'
            : 'Não foi possível carregar o guia. Recarregue a página; se continuar, avise quem cuida do site.'}
        </Text>
      </Box>
    )
  }
  const found = matchingHeadings(loaded.guide.headings, search)
  return (
    <Flex height="fill" style={{ overflow: 'hidden' }}>
      <style>{css}</style>
      <Card borderRight padding={3} style={{ width: 300, flexShrink: 0, overflowY: 'auto' }}>
        <Stack gap={3}>
          <TextInput
            aria-label="Buscar no guia"
            placeholder="Buscar no guia"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <nav aria-label="Seções do guia">
            {found.length === 0 ? (
              <Text muted size={1}>
                Nenhum título do guia tem essas palavras.
              </Text>
            ) : (
              <Stack as="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {found.map(({ id, level, text: title }) => (
                  <li key={id} style={{ paddingLeft: (level - 1) * 12 }}>
                    <Text size={1}>
                      <a href={`#${id}`} onClick={(event) => (event.preventDefault(), goTo(id))}>
                        {title}
                      </a>
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </nav>
        </Stack>
      </Card>
      <Box padding={5} flex={1} style={{ overflowY: 'auto' }}>
        {/* Rendered from docs/guia-do-editor.md when the site was built, without raw HTML (studio/guide/render.ts). */}
        <div
          ref={text}
          className="guia-texto"
          onClick={followSectionLink}
          dangerouslySetInnerHTML={{ __html: loaded.guide.html }}
        />
      </Box>
    </Flex>
  )
}

/** "Guia do editor" in the Studio's top bar, for every member of the team. */
export const guideTool: Tool = { name: GUIDE_TOOL_NAME, title: 'Guia do editor', icon: BookIcon, component: GuideTool }
