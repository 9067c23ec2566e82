import { DocumentTextIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { collectionPaths } from '../../../lib/content/content-types'
import { imageField } from '../fields/image'
import { pageSlugField } from '../fields/slug'
import { textField, textListField } from '../fields/text'
import { seoField } from '../objects/seo'
import { themeField } from '../fields/theme'

export const menu = defineType({
  name: 'menu',
  title: 'Cardápio',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Conteúdo', default: true },
    { name: 'items', title: 'Itens' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    textField({ name: 'title', title: 'Nome do cardápio', description: 'Título da página do cardápio.', max: 60, group: 'content' }),
    pageSlugField(collectionPaths.menu, { group: 'content' }),
    textField({ name: 'description', title: 'Descrição', description: 'Parágrafo no topo da página.', max: 400, rows: 3, group: 'content' }),
    imageField({ name: 'image', title: 'Foto', description: 'Foto do topo da página do cardápio, cortada em 4:3 (a mesma do cartão quando o cartão não tem foto própria).', group: 'content' }),
    themeField('content'),
    defineField({
      name: 'highlightInfo',
      title: 'Aviso em destaque',
      description: 'Opcional. Ex.: "Este cardápio é vendido combinado com outros cardápios". Também aparece no cartão.',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.max(120).error('Use no máximo 120 caracteres: o aviso aparece também no cartão.'),
    }),
    textListField({
      name: 'items',
      title: 'O que está incluso',
      description: 'Lista simples de itens. Deixe vazio quando o cardápio usa opções (como o Crepe Francês).',
      required: false,
      group: 'items',
    }),
    defineField({
      name: 'sections',
      title: 'Opções e seções',
      description: 'Para cardápios com várias opções (ex.: Tradicional, Cabana, Premium) e seções extras (ex.: Adicionais).',
      type: 'array',
      group: 'items',
      of: [defineArrayMember({ type: 'menuSection' })],
    }),
    textListField({
      name: 'notes',
      title: 'Observações',
      description: 'Frases exibidas no fim da página, uma por linha.',
      max: 300,
      required: false,
      group: 'items',
    }),
    seoField('seo'),
  ],
  validation: (rule) =>
    rule.custom((doc) => {
      const items = (doc?.items as unknown[] | undefined) ?? []
      const sections = (doc?.sections as unknown[] | undefined) ?? []
      return items.length > 0 || sections.length > 0 ? true : 'Adicione os itens do cardápio ou pelo menos uma seção.'
    }),
  preview: {
    select: { title: 'title', slug: 'slug.current', media: 'image', items: 'items', sections: 'sections' },
    prepare: ({ title, slug, media, items, sections }: { title?: string; slug?: string; media?: unknown; items?: unknown[]; sections?: unknown[] }) => ({
      title,
      subtitle: `/cardapios/${slug ?? ''} · ${items?.length ? `${items.length} itens` : `${sections?.length ?? 0} seções`}`,
      media: media as never,
    }),
  },
})
