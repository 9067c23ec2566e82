import { ThLargeIcon } from '@sanity/icons'
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineField, defineType } from 'sanity'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'

export const menuCard = defineType({
  name: 'menuCard',
  title: 'Cartão de cardápio',
  type: 'document',
  icon: ThLargeIcon,
  orderings: [orderRankOrdering],
  fields: [
    textField({ name: 'title', title: 'Título do cartão', description: 'Ex.: "Mini Lanchinhos".', max: 40 }),
    textField({
      name: 'description',
      title: 'Descrição do cartão',
      description: 'Até 140 caracteres: o cartão em /cardapios tem espaço para duas ou três linhas.',
      max: 140,
      rows: 3,
    }),
    imageField({ name: 'image', title: 'Foto do cartão', description: 'Foto no topo do cartão (proporção 4:3).' }),
    defineField({
      name: 'target',
      title: 'Página de destino',
      description: 'O cardápio ou pacote aberto por "Ver detalhes". O aviso em destaque vem dessa página.',
      type: 'reference',
      to: [{ type: 'menu' }, { type: 'partyPackage' }],
      validation: (rule) => rule.required().error('Escolha a página que o cartão abre.'),
    }),
    orderRankField({ type: 'menuCard', newItemPosition: 'after' }),
  ],
  preview: {
    select: { title: 'title', media: 'image', targetTitle: 'target.title', targetType: 'target._type' },
    prepare: ({ title, media, targetTitle, targetType }: { title?: string; media?: unknown; targetTitle?: string; targetType?: string }) => ({
      title,
      subtitle: targetTitle ? `${targetType === 'menu' ? 'Cardápio' : 'Pacote'}: ${targetTitle}` : 'Sem página de destino',
      media: media as never,
    }),
  },
})
