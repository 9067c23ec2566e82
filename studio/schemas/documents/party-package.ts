import { PackageIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { collectionPaths } from '../../../lib/content/content-types'
import { imageField } from '../fields/image'
import { pageSlugField } from '../fields/slug'
import { textField, textListField } from '../fields/text'
import { seoField } from '../objects/seo'
import { themeField } from '../fields/theme'

export const partyPackage = defineType({
  name: 'partyPackage',
  title: 'Pacote',
  type: 'document',
  icon: PackageIcon,
  groups: [
    { name: 'content', title: 'Conteúdo', default: true },
    { name: 'items', title: 'Seções e itens' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    textField({ name: 'title', title: 'Nome do pacote', description: 'Título da página do pacote.', max: 60, group: 'content' }),
    pageSlugField(collectionPaths.partyPackage, { group: 'content' }),
    textField({ name: 'description', title: 'Descrição', description: 'Parágrafo no topo da página.', max: 400, rows: 3, group: 'content' }),
    imageField({ name: 'image', title: 'Foto', description: 'Foto do topo da página do pacote, cortada em 4:3 (a mesma do cartão quando o cartão não tem foto própria).', group: 'content' }),
    themeField('content'),
    defineField({
      name: 'sections',
      title: 'Seções',
      description: 'Os grupos do pacote (ex.: "O pacote inclui", "Adicionais opcionais"), cada um com suas listas.',
      type: 'array',
      group: 'items',
      of: [defineArrayMember({ type: 'menuSection' })],
      validation: (rule) => rule.required().min(1).error('Adicione pelo menos uma seção.'),
    }),
    textListField({
      name: 'notes',
      title: 'Observações',
      description: 'Frases exibidas depois das seções, uma por linha (ex.: bebidas alcoólicas sob consulta).',
      max: 300,
      required: false,
      group: 'items',
    }),
    textField({
      name: 'observation',
      title: 'Observação sobre personalização',
      description: 'Ex.: "Todos os itens podem ser personalizados livremente".',
      max: 300,
      rows: 2,
      group: 'items',
    }),
    textField({
      name: 'closing',
      title: 'Texto final',
      description: 'Convite para entrar em contato, no fim da página.',
      max: 300,
      rows: 2,
      group: 'items',
    }),
    seoField('seo'),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', media: 'image', sections: 'sections' },
    prepare: ({ title, slug, media, sections }: { title?: string; slug?: string; media?: unknown; sections?: unknown[] }) => ({
      title,
      subtitle: `/pacotes/${slug ?? ''} · ${sections?.length ?? 0} seções`,
      media: media as never,
    }),
  },
})
