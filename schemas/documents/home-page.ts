import { HomeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'

export const homePage = defineType({
  name: 'homePage',
  title: 'Página inicial',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Topo', default: true },
    { name: 'service', title: 'Buffet a domicílio' },
    { name: 'menus', title: 'Cardápios' },
    { name: 'testimonials', title: 'Depoimentos' },
    { name: 'quote', title: 'Orçamento' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'hero',
      validation: (rule) => rule.required(),
      title: 'Topo da página',
      type: 'object',
      group: 'hero',
      fields: [
        textField({ name: 'heading', title: 'Título principal', description: 'A frase grande sobre a foto do topo.', max: 80 }),
        textField({ name: 'buttonLabel', title: 'Texto do botão', description: 'Botão verde que leva ao orçamento.', max: 40 }),
        imageField({ name: 'image', title: 'Foto de fundo', description: 'Foto larga (ideal 1920 × 900) atrás do título.' }),
      ],
    }),
    defineField({
      name: 'service',
      validation: (rule) => rule.required(),
      title: 'Seção "Buffet a Domicílio"',
      type: 'object',
      group: 'service',
      fields: [
        textField({ name: 'heading', title: 'Título', description: 'Ex.: "Buffet a Domicílio".', max: 80 }),
        defineField({
          name: 'body',
          title: 'Texto',
          description: 'Como funciona o serviço e quais cardápios existem.',
          type: 'simpleText',
          validation: (rule) => rule.required(),
        }),
        imageField({ name: 'image', title: 'Foto', description: 'Foto ao lado do texto.' }),
      ],
    }),
    defineField({
      name: 'menusBlock',
      validation: (rule) => rule.required(),
      title: 'Bloco "Cardápios e Pacotes"',
      type: 'object',
      group: 'menus',
      fields: [
        textField({ name: 'heading', title: 'Título', description: 'Ex.: "Cardápios e Pacotes".', max: 80 }),
        textField({ name: 'text', title: 'Texto', description: 'Uma ou duas frases convidando a ver os cardápios.', max: 300, rows: 3 }),
        textField({ name: 'menusLabel', title: 'Botão dos cardápios', description: 'Leva para /cardapios.', max: 40 }),
        textField({ name: 'quoteLabel', title: 'Botão do orçamento', description: 'Leva para /orcamento.', max: 40 }),
      ],
    }),
    defineField({
      name: 'menuGallery',
      title: 'Galeria de pratos',
      description: 'As 8 fotos quadradas abaixo dos cardápios. Arraste para mudar a ordem.',
      type: 'array',
      group: 'menus',
      of: [defineArrayMember(imageField({ name: 'photo', title: 'Foto', description: 'Foto quadrada de um prato.' }))],
      validation: (rule) => rule.required().length(8).error('A galeria de pratos usa exatamente 8 fotos.'),
    }),
    defineField({
      name: 'testimonials',
      validation: (rule) => rule.required(),
      title: 'Seção de depoimentos',
      description: 'Os depoimentos em si ficam em "Depoimentos".',
      type: 'object',
      group: 'testimonials',
      fields: [
        textField({ name: 'heading', title: 'Título', description: 'Ex.: "O que Nossos Clientes Dizem".', max: 80 }),
        textField({ name: 'subtitle', title: 'Subtítulo', description: 'Frase abaixo do título.', max: 160 }),
      ],
    }),
    defineField({
      name: 'quote',
      validation: (rule) => rule.required(),
      title: 'Seção de orçamento',
      description: 'O formulário no fim da página inicial.',
      type: 'object',
      group: 'quote',
      fields: [
        textField({ name: 'heading', title: 'Título', description: 'Ex.: "Faça seu orçamento".', max: 80 }),
        textField({ name: 'subtitle', title: 'Subtítulo', description: 'Frase abaixo do título.', max: 200, rows: 2 }),
      ],
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Página inicial' }) },
})
