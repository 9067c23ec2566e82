import { UserIcon } from '@sanity/icons/User'
import { defineType } from 'sanity'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'

export const author = defineType({
  name: 'author',
  title: 'Autor',
  type: 'document',
  icon: UserIcon,
  fields: [
    textField({ name: 'name', title: 'Nome', description: 'Exibido nos artigos.', max: 60 }),
    textField({ name: 'role', title: 'Cargo', description: 'Ex.: "Chef e fundadora".', max: 60 }),
    textField({
      name: 'bio',
      title: 'Mini biografia',
      description: 'Uma ou duas frases exibidas no fim de cada artigo.',
      max: 280,
      rows: 3,
    }),
    imageField({ name: 'photo', title: 'Foto', description: 'Foto quadrada do autor.' }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
})
