import { DocumentsIcon } from '@sanity/icons/Documents'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { collectionPaths } from '../../lib/content/content-types'
import { collectionCountValidation } from '../fields/collection-count'
import { imageField } from '../fields/image'
import { pageSlugField } from '../fields/slug'
import { textField } from '../fields/text'
import { formatDateBR, formatDateTimeBR } from '../../lib/dates'
import { seoField } from '../objects/seo'

/** "Agendado para 20/12/2026 09:00" for a post whose time has not come, else its date; in São Paulo time. */
export function postDateLabel(publishedAt: string | undefined, now = new Date()): string {
  if (!publishedAt) return 'Sem data'
  // A date without time, from before posts could be scheduled: that day, already published.
  if (/^\d{4}-\d{2}-\d{2}$/.test(publishedAt)) return formatDateBR(publishedAt)
  const shown = formatDateTimeBR(publishedAt)
  return new Date(publishedAt) > now ? `Agendado para ${shown}` : shown.slice(0, 10)
}

export const post = defineType({
  name: 'post',
  title: 'Artigo do blog',
  type: 'document',
  validation: collectionCountValidation('post'),
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Conteúdo', default: true },
    { name: 'details', title: 'Detalhes' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    textField({
      name: 'title',
      title: 'Título',
      description: 'Título do artigo, até 90 caracteres.',
      max: 90,
      group: 'content',
    }),
    pageSlugField(collectionPaths.post, { group: 'content' }),
    textField({
      name: 'excerpt',
      title: 'Resumo',
      description: 'Até 200 caracteres: aparece no cartão da lista do blog e no Google.',
      max: 200,
      rows: 3,
      group: 'content',
    }),
    imageField({
      name: 'coverImage',
      title: 'Imagem de capa',
      description: 'Foto larga (proporção 21:9) no topo do artigo e no cartão.',
      group: 'content',
    }),
    defineField({
      name: 'body',
      title: 'Texto do artigo',
      description:
        'Use "Título" e "Subtítulo" para organizar o texto em seções. Para citar o tempo de casa do buffet, insira "Anos de experiência" (botão + da barra) em vez de escrever um número.',
      type: 'richText',
      group: 'content',
      validation: (rule) => rule.required().error('Escreva o texto do artigo.'),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Data e hora de publicação',
      description:
        'A data aparece no artigo; a lista do blog mostra os mais recentes primeiro. Começa com agora. Uma data futura agenda o artigo: depois de Publicar, ele só aparece no site (na lista, no seu endereço e nos relacionados) a partir desse dia e hora, sem ninguém precisar voltar ao Studio.',
      type: 'datetime',
      initialValue: () => new Date().toISOString(),
      group: 'details',
      options: { dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', timeStep: 15 },
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
      description:
        'O fim do artigo sempre sugere 2 artigos: os escolhidos aqui (até 2) e, se faltar, os mais recentes.',
      type: 'array',
      group: 'details',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'post' }],
          // An article never suggests itself.
          options: {
            filter: ({ document }) => ({
              filter: '_id != $self',
              params: { self: document._id.replace(/^drafts\./, '') },
            }),
          },
        }),
      ],
      validation: (rule) => [
        rule.max(2).error('Escolha no máximo 2 artigos.'),
        rule.unique().error('Esse artigo já está na lista.'),
      ],
    }),
    seoField('seo'),
  ],
  orderings: [{ title: 'Mais recentes', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', date: 'publishedAt', author: 'author.name', media: 'coverImage' },
    prepare: ({ title, date, author, media }: { title?: string; date?: string; author?: string; media?: unknown }) => ({
      title,
      subtitle: [postDateLabel(date), author].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
