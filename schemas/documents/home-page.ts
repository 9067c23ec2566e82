import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'
import { homeContactTexts } from '../../lib/content/fixed-texts'
import { fixedTextFields } from '../objects/fixed-texts'
import { seoField } from '../objects/seo'

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
      title: 'Topo da página',
      description: 'A foto grande com o título e o botão verde, a primeira coisa que o visitante vê.',
      type: 'object',
      validation: (rule) => rule.required().error('Preencha esta seção.'),
      group: 'hero',
      fields: [
        textField({
          name: 'heading',
          title: 'Título principal',
          description: 'A frase grande sobre a foto do topo.',
          max: 80,
        }),
        textField({
          name: 'buttonLabel',
          title: 'Texto do botão',
          description: 'Botão verde que leva ao orçamento.',
          max: 40,
        }),
        imageField({
          name: 'image',
          title: 'Foto de fundo',
          description:
            'Foto atrás do título, numa faixa de 468 px de altura: cerca de 4:1 no computador e quase quadrada no celular. Use pelo menos 1920 px de largura com o assunto no meio.',
        }),
      ],
    }),
    defineField({
      name: 'service',
      title: 'Seção "Buffet a Domicílio"',
      description: 'Texto e foto logo abaixo do topo, explicando o serviço.',
      type: 'object',
      validation: (rule) => rule.required().error('Preencha esta seção.'),
      group: 'service',
      fields: [
        textField({ name: 'heading', title: 'Título', description: 'Ex.: "Buffet a Domicílio".', max: 80 }),
        defineField({
          name: 'body',
          title: 'Texto',
          description: 'Como funciona o serviço e quais cardápios existem.',
          type: 'simpleText',
          validation: (rule) => rule.required().error('Escreva o texto da seção.'),
        }),
        imageField({ name: 'image', title: 'Foto', description: 'Foto ao lado do texto, cortada em 4:3.' }),
      ],
    }),
    defineField({
      name: 'menusBlock',
      title: 'Bloco "Cardápios e Pacotes"',
      description: 'O convite com os botões para /cardapios e /orcamento, antes da galeria de pratos.',
      type: 'object',
      validation: (rule) => rule.required().error('Preencha esta seção.'),
      group: 'menus',
      fields: [
        textField({ name: 'heading', title: 'Título', description: 'Ex.: "Cardápios e Pacotes".', max: 80 }),
        textField({
          name: 'text',
          title: 'Texto',
          description: 'Uma ou duas frases convidando a ver os cardápios.',
          max: 300,
          rows: 3,
        }),
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
      title: 'Seção de depoimentos',
      description: 'Os depoimentos em si ficam em "Depoimentos".',
      type: 'object',
      validation: (rule) => rule.required().error('Preencha esta seção.'),
      group: 'testimonials',
      fields: [
        textField({ name: 'heading', title: 'Título', description: 'Ex.: "O que Nossos Clientes Dizem".', max: 80 }),
        textField({ name: 'subtitle', title: 'Subtítulo', description: 'Frase abaixo do título.', max: 160 }),
      ],
    }),
    defineField({
      name: 'quote',
      title: 'Seção de orçamento',
      description: 'O formulário no fim da página inicial.',
      type: 'object',
      validation: (rule) => rule.required().error('Preencha esta seção.'),
      group: 'quote',
      fields: [
        textField({ name: 'heading', title: 'Título', description: 'Ex.: "Faça seu orçamento".', max: 80 }),
        textField({ name: 'subtitle', title: 'Subtítulo', description: 'Frase abaixo do título.', max: 200, rows: 2 }),
        textField({
          name: 'contactHeading',
          title: 'Título do quadro de contato',
          description: 'No quadro verde ao lado do formulário. Ex.: "Fale conosco".',
          max: 40,
          initialValue: 'Fale conosco',
        }),
        textField({
          name: 'contactText',
          title: 'Texto do quadro de contato',
          description: 'Abaixo do título do quadro verde. Ex.: "Prefere conversar? Estamos por aqui.".',
          max: 120,
          initialValue: 'Prefere conversar? Estamos por aqui.',
        }),
        ...fixedTextFields(homeContactTexts),
      ],
    }),
    seoField('seo'),
  ],
  preview: { prepare: () => ({ title: 'Página inicial' }) },
})
