import { defineArrayMember, defineField, defineType } from 'sanity'

export const menuSection = defineType({
  name: 'menuSection',
  title: 'Seção',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Título da seção',
      description: 'Ex.: "Tradicional", "Bebidas e Finalização" ou "O pacote inclui".',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Dê um título à seção.'),
        rule.max(80).error('Use no máximo 80 caracteres no título da seção.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Texto da seção',
      description: 'Opcional. Uma frase de apresentação abaixo do título.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300).error('Use no máximo 300 caracteres no texto da seção.'),
    }),
    defineField({
      name: 'lists',
      title: 'Listas',
      description: 'Os grupos de itens desta seção, na ordem do site.',
      type: 'array',
      of: [defineArrayMember({ type: 'itemList' })],
      validation: (rule) => rule.required().min(1).error('Adicione pelo menos uma lista.'),
    }),
  ],
  preview: {
    select: { title: 'title', lists: 'lists' },
    prepare: ({ title, lists }: { title?: string; lists?: unknown[] }) => ({
      title: title || 'Seção sem título',
      subtitle: `${lists?.length ?? 0} listas`,
    }),
  },
})
