import { defineArrayMember, defineField, defineType } from 'sanity'

const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'Endereço',
      description: 'Uma página do site (ex.: /orcamento) ou um endereço completo (https://…).',
      type: 'url',
      validation: (rule) =>
        rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }).error('Informe um endereço válido.'),
    }),
  ],
})

/** Rich text for articles: headings, lists, links, quotes and images. */
export const richText = defineType({
  name: 'richText',
  title: 'Texto',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Parágrafo', value: 'normal' },
        { title: 'Título', value: 'h2' },
        { title: 'Subtítulo', value: 'h3' },
        { title: 'Citação', value: 'blockquote' },
      ],
      lists: [
        { title: 'Lista com marcadores', value: 'bullet' },
        { title: 'Lista numerada', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Negrito', value: 'strong' },
          { title: 'Itálico', value: 'em' },
        ],
        annotations: [linkAnnotation],
      },
    }),
    defineArrayMember({
      type: 'image',
      options: { hotspot: true },
      fields: [
        defineField({
          name: 'alt',
          title: 'Texto alternativo',
          type: 'string',
          validation: (rule) => rule.required().error('Descreva a imagem: o texto alternativo é obrigatório.'),
        }),
        defineField({ name: 'caption', title: 'Legenda', type: 'string', validation: (rule) => rule.max(160) }),
      ],
    }),
  ],
})

/** Short formatted text for pages: paragraphs, lists, bold, italic and links. */
export const simpleText = defineType({
  name: 'simpleText',
  title: 'Texto',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Parágrafo', value: 'normal' },
        { title: 'Subtítulo', value: 'h3' },
      ],
      lists: [{ title: 'Lista com marcadores', value: 'bullet' }],
      marks: {
        decorators: [
          { title: 'Negrito', value: 'strong' },
          { title: 'Itálico', value: 'em' },
        ],
        annotations: [linkAnnotation],
      },
    }),
  ],
})
