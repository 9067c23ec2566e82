import { defineField, defineType } from 'sanity'
import { textListField } from '../fields/text'

export const itemList = defineType({
  name: 'itemList',
  title: 'Lista de itens',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Título da lista',
      description: 'Opcional. Ex.: "Crepes salgados" ou "Escolha 2 sabores".',
      type: 'string',
      validation: (rule) => rule.max(80).error('Use no máximo 80 caracteres no título da lista.'),
    }),
    defineField({
      name: 'note',
      title: 'Observação da lista',
      description:
        'Opcional. Aparece logo abaixo do título. Ex.: "Acompanham molho sugo, molho branco e parmesão ralado".',
      type: 'string',
      validation: (rule) => rule.max(200).error('Use no máximo 200 caracteres na observação.'),
    }),
    textListField({
      name: 'items',
      title: 'Itens',
      description: 'Um item por linha, na ordem em que aparecem no site.',
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items' },
    prepare: ({ title, items }: { title?: string; items?: string[] }) => ({
      title: title || 'Lista sem título',
      subtitle: `${items?.length ?? 0} itens`,
    }),
  },
})
