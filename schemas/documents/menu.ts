import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField } from 'sanity'
import { textListField } from '../fields/text'
import { detailPageType } from './detail-page'

export const menu = detailPageType({
  name: 'menu',
  title: 'Cardápio',
  noun: 'cardápio',
  icon: DocumentTextIcon,
  itemsTab: 'Itens',
  topFields: [
    defineField({
      name: 'highlightInfo',
      title: 'Aviso em destaque',
      description: 'Opcional. Ex.: "Este cardápio é vendido combinado com outros cardápios". Também aparece no cartão.',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.max(120).error('Use no máximo 120 caracteres: o aviso aparece também no cartão.'),
    }),
  ],
  itemFields: [
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
      description:
        'Para cardápios com várias opções (ex.: Tradicional, Cabana, Premium) e seções extras (ex.: Adicionais).',
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
  ],
  validation: (rule) =>
    rule.custom((doc) => {
      const items = (doc?.items as unknown[] | undefined) ?? []
      const sections = (doc?.sections as unknown[] | undefined) ?? []
      return items.length > 0 || sections.length > 0 ? true : 'Adicione os itens do cardápio ou pelo menos uma seção.'
    }),
  count: ({ items, sections }) => (items?.length ? `${items.length} itens` : `${sections?.length ?? 0} seções`),
})
