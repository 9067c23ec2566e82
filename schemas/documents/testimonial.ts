import { CommentIcon } from '@sanity/icons/Comment'
import { orderField, siteOrdering } from '../fields/rank'
import { defineType } from 'sanity'
import { collectionCountValidation } from '../fields/collection-count'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Depoimento',
  type: 'document',
  validation: collectionCountValidation('testimonial'),
  icon: CommentIcon,
  orderings: [siteOrdering],
  fields: [
    textField({ name: 'name', title: 'Nome', description: 'Nome de quem deu o depoimento.', max: 60 }),
    textField({
      name: 'role',
      title: 'Descrição',
      description: 'Ex.: "Mãe da Sofia, 6 anos" ou "Gerente de RH".',
      max: 60,
    }),
    textField({
      name: 'content',
      title: 'Depoimento',
      description: 'O texto do cliente, até 320 caracteres.',
      max: 320,
      rows: 4,
    }),
    imageField({ name: 'photo', title: 'Foto', description: 'Foto quadrada do cliente (exibida em círculo).' }),
    orderField('testimonial'),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
})
