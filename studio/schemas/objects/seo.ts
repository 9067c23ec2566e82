import { defineField, defineType } from 'sanity'
import { imageField } from '../fields/image'

export const seo = defineType({
  name: 'seo',
  title: 'SEO e compartilhamento',
  type: 'object',
  description: 'Como a página aparece no Google e quando alguém compartilha o link. Deixe em branco para usar o padrão.',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Título para o Google',
      description: 'Aparece na aba do navegador e no Google, seguido do nome do buffet.',
      type: 'string',
      validation: (rule) => rule.max(60).warning('O Google corta títulos com mais de 60 caracteres.'),
    }),
    defineField({
      name: 'description',
      title: 'Descrição para o Google',
      description: 'Resumo de uma ou duas frases exibido abaixo do título nos resultados de busca.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(160).warning('O Google corta descrições com mais de 160 caracteres.'),
    }),
    imageField({
      name: 'image',
      title: 'Imagem de compartilhamento',
      description: 'Mostrada no WhatsApp, Facebook e Instagram ao compartilhar o link, cortada em 1200 × 630 (1,91:1). Sem ela, a página usa a própria foto ou uma imagem gerada com o título.',
      required: false,
    }),
    defineField({
      name: 'noIndex',
      title: 'Esconder do Google',
      description: 'Ative só para páginas que não devem aparecer nas buscas.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})

/** The SEO block of a page, in its own tab when the document has tabs. */
export const seoField = (group?: string) =>
  defineField({
    name: 'seo',
    title: 'SEO e compartilhamento',
    description: 'Opcional: título, resumo e imagem desta página no Google e no WhatsApp.',
    type: 'seo',
    group,
  })
