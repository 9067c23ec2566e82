import { defineArrayMember, defineField, defineType } from 'sanity'
import { altField, hasFile } from '../fields/image'
import { linkAnnotation } from './link'

// The years since the founding year, so no text says "20 anos" when the buffet turns 21.
const yearsInline = defineArrayMember({ type: 'yearsOfExperience' })

const imageMember = defineArrayMember({
  type: 'image',
  title: 'Imagem',
  options: { hotspot: true },
  validation: (rule) => rule.custom(hasFile),
  fields: [
    altField,
    defineField({
      name: 'caption',
      title: 'Legenda',
      description: 'Opcional. Texto pequeno exibido abaixo da imagem, no meio do artigo.',
      type: 'string',
      validation: (rule) => rule.max(160).error('Use no máximo 160 caracteres na legenda.'),
    }),
  ],
})

/** Paragraphs, headings, quotes and lists, with these inline placeholders. */
const richBlock = (inline: ReturnType<typeof defineArrayMember>[]) =>
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
    of: inline,
  })

/** Rich text for articles: headings, lists, links, quotes and images. */
export const richText = defineType({
  name: 'richText',
  title: 'Texto',
  type: 'array',
  of: [richBlock([yearsInline]), imageMember],
})

/**
 * The privacy policy's text: rich text plus the retention period (from the admin) and the request
 * channel (from the site settings), so the policy states what the system does.
 */
export const privacyText = defineType({
  name: 'privacyText',
  title: 'Texto',
  type: 'array',
  of: [
    richBlock([
      yearsInline,
      defineArrayMember({ type: 'retentionPeriod' }),
      defineArrayMember({ type: 'privacyChannel' }),
    ]),
    imageMember,
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
      of: [yearsInline],
    }),
  ],
})
