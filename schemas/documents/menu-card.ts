import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { orderField, siteOrdering } from '../fields/rank'
import { defineField, defineType } from 'sanity'
import { collectionCountValidation } from '../fields/collection-count'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'
import { cardIcons } from '../../lib/icons'

export const menuCard = defineType({
  name: 'menuCard',
  title: 'Cartão de cardápio',
  type: 'document',
  validation: collectionCountValidation('menuCard'),
  icon: ThLargeIcon,
  orderings: [siteOrdering],
  fields: [
    textField({
      name: 'title',
      title: 'Título do cartão',
      description: 'Opcional: vazio, o cartão usa o título da página de destino (e acompanha quando ele muda).',
      max: 40,
      required: false,
    }),
    textField({
      name: 'description',
      title: 'Descrição do cartão',
      description:
        'Até 140 caracteres, duas ou três linhas no cartão de /cardapios. Vazio, usa a descrição da página de destino.',
      max: 140,
      rows: 3,
      required: false,
    }),
    imageField({
      name: 'image',
      title: 'Foto do cartão',
      description: 'Opcional: foto no topo do cartão, cortada em 4:3. Vazio, usa a foto da página de destino.',
      required: false,
    }),
    defineField({
      name: 'icon',
      title: 'Ícone',
      description: 'Ícone no canto da foto do cartão, do conjunto de ícones do site.',
      type: 'string',
      options: { list: cardIcons.map(({ name, title }) => ({ value: name, title })), layout: 'dropdown' },
      initialValue: 'sparkle',
      validation: (rule) => rule.required().error('Escolha o ícone do cartão.'),
    }),
    defineField({
      name: 'target',
      title: 'Página de destino',
      description: 'O cardápio ou pacote aberto por "Ver detalhes". O aviso em destaque vem dessa página.',
      type: 'reference',
      to: [{ type: 'menu' }, { type: 'partyPackage' }],
      validation: (rule) => rule.required().error('Escolha a página que o cartão abre.'),
    }),
    orderField('menuCard'),
  ],
  preview: {
    select: {
      title: 'title',
      media: 'image',
      targetTitle: 'target.title',
      targetType: 'target._type',
      targetMedia: 'target.image',
    },
    prepare: ({
      title,
      media,
      targetTitle,
      targetType,
      targetMedia,
    }: {
      title?: string
      media?: unknown
      targetTitle?: string
      targetType?: string
      targetMedia?: unknown
    }) => ({
      title: title || targetTitle,
      subtitle: targetTitle
        ? `${targetType === 'menu' ? 'Cardápio' : 'Pacote'}: ${targetTitle}`
        : 'Sem página de destino',
      media: (media ?? targetMedia) as never,
    }),
  },
})
