import type { ComponentType } from 'react'
import { defineType, type DocumentDefinition, type FieldDefinition } from 'sanity'
import { collectionPaths } from '../../lib/content/content-types'
import { imageField } from '../fields/image'
import { pageSlugField } from '../fields/slug'
import { pricingFields } from '../fields/pricing'
import { textField } from '../fields/text'
import { themeField } from '../fields/theme'
import { seoField } from '../objects/seo'

type DetailPageOptions = {
  name: 'menu' | 'partyPackage'
  title: string
  /** How the Studio's descriptions name one: 'cardápio', 'pacote'. */
  noun: string
  icon: ComponentType
  /** The title of the tab holding `itemFields`. */
  itemsTab: string
  /** This type's own fields at the top of the page, after the ones every detail page has. */
  topFields?: FieldDefinition[]
  /** What the page lists below its top, in order (group 'items'). */
  itemFields: FieldDefinition[]
  validation?: DocumentDefinition['validation']
  /** The count after the address in the Studio's list. */
  count: (doc: { items?: unknown[]; sections?: unknown[] }) => string
}

/**
 * A document with a page of its own under /cardapios or /pacotes: the fields every such page has
 * (name, address, description, photo, colour, SEO) and the type's own, in one schema.
 */
export function detailPageType({
  name,
  title,
  noun,
  icon,
  itemsTab,
  topFields = [],
  itemFields,
  validation,
  count,
}: DetailPageOptions) {
  const basePath = collectionPaths[name]
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    groups: [
      { name: 'content', title: 'Conteúdo', default: true },
      { name: 'items', title: itemsTab },
      { name: 'pricing', title: 'Preços' },
      { name: 'seo', title: 'SEO' },
    ],
    fields: [
      textField({
        name: 'title',
        title: `Nome do ${noun}`,
        description: `Título da página do ${noun}.`,
        max: 60,
        group: 'content',
      }),
      pageSlugField(basePath, { group: 'content' }),
      textField({
        name: 'description',
        title: 'Descrição',
        description: 'Parágrafo no topo da página.',
        max: 400,
        rows: 3,
        group: 'content',
      }),
      imageField({
        name: 'image',
        title: 'Foto',
        description: `Foto do topo da página do ${noun}, cortada em 4:3 (a mesma do cartão quando o cartão não tem foto própria).`,
        group: 'content',
      }),
      themeField('content'),
      ...topFields,
      ...itemFields,
      // Packages may show their price on the page; a menu's price is for proposals only.
      ...pricingFields('pricing', { showOnPage: name === 'partyPackage' }),
      seoField('seo'),
    ],
    validation,
    preview: {
      select: { title: 'title', slug: 'slug.current', media: 'image', items: 'items', sections: 'sections' },
      prepare: ({
        title,
        slug,
        media,
        items,
        sections,
      }: {
        title?: string
        slug?: string
        media?: unknown
        items?: unknown[]
        sections?: unknown[]
      }) => ({
        title,
        subtitle: `${basePath}/${slug ?? ''} · ${count({ items, sections })}`,
        media: media as never,
      }),
    },
  })
}
