import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { describe, expect, it } from 'vitest'
import { structure } from '@/studio/structure'

type Call = [method: string, args: unknown[]]

/** A stand-in for Sanity's structure builder that records each chain of calls instead of building panes. */
function recordingBuilder() {
  const chain = (calls: Call[]): unknown =>
    new Proxy(
      {},
      {
        get: (_, method: string) =>
          method === 'serialize'
            ? () => ({ calls })
            : method === 'calls'
              ? calls
              : (...args: unknown[]) => chain([...calls, [method, args]]),
      },
    )
  return new Proxy(
    {},
    {
      get:
        (_, method: string) =>
        (...args: unknown[]) =>
          chain([[method, args]]),
    },
  ) as StructureBuilder
}

const context = { schema: { get: () => undefined }, getClient: () => ({}) } as unknown as StructureResolverContext

/** Each entry of the Studio's list: its title (or the divider), in order. */
function entries() {
  const list = structure(recordingBuilder(), context) as { calls: Call[] }
  const items = list.calls.find(([method]) => method === 'items')![1][0] as Array<{ calls: Call[] }>
  return items.map(({ calls }) =>
    calls[0]![0] === 'divider' ? '—' : String(calls.find(([method]) => method === 'title')?.[1][0]),
  )
}

describe('the Studio list', () => {
  it('shows "Início" first, then settings, the pages, menus and packages, photos, the blog and redirects, each group after a divider', () => {
    expect(entries()).toEqual([
      'Início',
      '—',
      'Configurações do site',
      '—',
      'Página inicial',
      'Sobre nós',
      'Página de cardápios',
      'Página da galeria',
      'Página do blog',
      'Página de orçamento',
      'Política de privacidade',
      '—',
      'Cartões de cardápios (ordem)',
      'Cardápios',
      'Pacotes',
      '—',
      'Galeria de fotos (ordem)',
      'Depoimentos (ordem)',
      '—',
      'Artigos do blog',
      'Autores',
      '—',
      'Redirecionamentos',
    ])
  })
})
