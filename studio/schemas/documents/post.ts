import { DocumentsIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { collectionPaths } from '../../../lib/content/content-types'
import { imageField } from '../fields/image'
import { pageSlugField } from '../fields/slug'
import { textField } from '../fields/text'
import { todayInSaoPaulo } from '../fields/today'
import { seoField } from '../objects/seo'

export const post = defineType({
  name: 'post',
  title: 'Artigo do blog',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Conteúdo', default: true },
    { name: 'details', title: 'Detalhes' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    textField({ name: 'title', title: 'Título', description: 'Título do artigo, até 90 caracteres.', max: 90, group: 'content' }),
    pageSlugField(collectionPaths.post, { group: 'content' }),
    textField({
      name: 'excerpt',
      title: 'Resumo',
      description: 'Até 200 caracteres: aparece no cartão da lista do blog e no Google.',
      max: 200,
      rows: 3,
      group: 'content',
    }),
    imageField({ name: 'coverImage', title: 'Imagem de capa', description: 'Foto larga (proporção 21:9) no topo do artigo e no cartão.', group: 'content' }),
    defineField({
      name: 'body',
      title: 'Texto do artigo',
      description: 'Use "Título" e "Subtítulo" para organizar o texto em seções. Para citar o tempo de casa do buffet, insira "Anos de experiência" (botão + da barra) em vez de escrever um número.',
      type: 'richText',
      group: 'content',
      validation: (rule) => rule.required().error('Escreva o texto do artigo.'),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Data de publicação',
      description: 'Exibida no artigo; a lista do blog mostra os mais recentes primeiro. Começa com a data de hoje.',
      type: 'date',
      initialValue: todayInSaoPaulo,
      group: 'details',
      options: { dateFormat: 'DD/MM/YYYY' },
      validation: (rule) => rule.required().error('Escolha a data de publicação.'),
    }),
    defineField({
      name: 'author',
      title: 'Autor',
      description: 'Nome, foto e mini biografia exibidos no artigo. Cadastre novos autores em "Autores".',
      type: 'reference',
      to: [{ type: 'author' }],
      group: 'details',
      validation: (rule) => rule.required().error('Escolha o autor do artigo.'),
    }),
    defineField({
      name: 'related',
      title: 'Artigos relacionados',
      description: 'O fim do artigo sempre sugere 2 artigos: os escolhidos aqui (até 2) e, se faltar, os mais recentes.',
      type: 'array',
      group: 'details',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'post' }],
          // An article never suggests itself.
          options: { filter: ({ document }) => ({ filter: '_id != $self', params: { self: document._id.replace(/^drafts\./, '') } }) },
        }),
      ],
      validation: (rule) => [rule.max(2).error('Escolha no máximo 2 artigos.'), rule.unique().error('Esse artigo já está na lista.')],
    }),
    seoField('seo'),
  ],
  orderings: [{ title: 'Mais recentes', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', date: 'publishedAt', author: 'author.name', media: 'coverImage' },
    prepare: ({ title, date, author, media }: { title?: string; date?: string; author?: string; media?: unknown }) => ({
      title,
      subtitle: [date ? date.split('-').reverse().join('/') : 'Sem data', author].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
