import type { DocumentActionComponent, Template, Tool } from 'sanity'
import { describe, expect, it } from 'vitest'
import { singletonTypes } from '@/lib/content/content-types'
import { creatableTemplates, documentActions } from '@/studio/singletons'
import { rankAt } from '@/schemas/fields/rank'
import { staffTools } from '@/studio/tools'

// The Studio's default actions, by the names Sanity gives them.
const defaults = ['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete', 'restore'] as const
const actions = defaults.map((action) => Object.assign(() => null, { action }) as DocumentActionComponent)
const names = (list: DocumentActionComponent[]) => list.map(({ action }) => action)

describe('singletons', () => {
  it.each(singletonTypes)('%s can only be published, discarded or restored', (schemaType) => {
    expect(names(documentActions(actions, { schemaType }))).toEqual(['publish', 'discardChanges', 'restore'])
  })

  it.each(['menuCard', 'galleryPhoto', 'testimonial'])(
    '%s keeps every action and can change its position in the order',
    (schemaType) => {
      const list = documentActions(actions, { schemaType })
      expect(list.slice(0, -1)).toEqual(actions)
      expect(list.at(-1)?.displayName).toBe('MoveAction')
    },
  )

  it.each(['post', 'menu', 'partyPackage'])(
    '%s publishes a redirect along with a changed address (publish wrapped, first), or without one (right after it), and keeps the rest',
    (schemaType) => {
      const list = documentActions(actions, { schemaType })
      expect(names(list)).toEqual(['publish', undefined, ...defaults.slice(1)])
      expect(list[0]).not.toBe(actions[0])
      expect(list[1]?.displayName).toBe('PublishWithoutRedirect')
      expect(list.slice(2)).toEqual(actions.slice(1))
    },
  )

  it.each(['menuCard', 'author', 'redirect'])('%s keeps the plain publish', (schemaType) => {
    expect(documentActions(actions, { schemaType })[0]).toBe(actions[0])
  })

  it('are never offered under "Criar"', () => {
    const templates = ['siteSettings', 'homePage', 'post', 'author'].map(
      (schemaType) => ({ id: schemaType, schemaType, title: schemaType, value: {} }) as Template,
    )
    expect(creatableTemplates(templates).map(({ schemaType }) => schemaType)).toEqual(['post', 'author'])
  })
})

describe('tools', () => {
  const tools = ['structure', 'presentation', 'vision'].map(
    (name) => ({ name, title: name, component: () => null }) as Tool,
  )
  const user = (role: string) => ({
    currentUser: { id: 'x', name: 'x', email: 'x@x', role, roles: [{ name: role, title: role }] },
  })

  it('staff see Conteúdo, Pré-visualização and the guide, without the GROQ console', () => {
    expect(staffTools(tools, user('editor')).map(({ name }) => name)).toEqual(['structure', 'presentation', 'guia'])
  })

  it('administrators also get the GROQ console', () => {
    expect(staffTools(tools, user('administrator')).map(({ name }) => name)).toEqual([
      'structure',
      'presentation',
      'vision',
      'guia',
    ])
  })
})

describe('the order of cards, photos and testimonials', () => {
  // The seed's ranks, as @sanity/orderable-document-list wrote them.
  const ranks = ['0|255s:', '0|2cvk:', '0|2klc:']
  const placed = (position: number) => [...ranks, rankAt(ranks, position)].sort().indexOf(rankAt(ranks, position)) + 1

  it.each([1, 2, 3, 4])('"Mudar a posição" to %i puts the item there among the others', (position) => {
    expect(placed(position)).toBe(position)
  })

  it('keeps positions out of range at the ends, and starts an empty list', () => {
    expect(placed(0)).toBe(1)
    expect(placed(99)).toBe(4)
    expect(rankAt([], 1)).toHaveLength(1)
  })
})
