import { UsersIcon } from '@sanity/icons/Users'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'
import { seoField } from '../objects/seo'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Sobre nós',
  type: 'document',
  icon: UsersIcon,
  groups: [
    { name: 'content', title: 'Conteúdo', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    textField({
      name: 'title',
      title: 'Título da página',
      description: 'O título grande no topo de /sobre-nos.',
      max: 80,
      group: 'content',
    }),
    textField({
      name: 'intro',
      title: 'Introdução',
      description:
        'Frase abaixo do título, também usada no Google quando o SEO não tem descrição. Escreva {anos} onde vai o tempo de casa: "Há {anos} levando…" aparece como "Há 21 anos levando…", contado a partir do ano de fundação (Configurações do site).',
      max: 240,
      rows: 2,
      group: 'content',
    }),
    imageField({
      name: 'image',
      title: 'Foto',
      description: 'Foto da equipe ou de um evento, ao lado da história, cortada em 4:3.',
      group: 'content',
    }),
    textField({
      name: 'historyHeading',
      title: 'Título da história',
      description: 'Ex.: "Nossa História".',
      max: 80,
      group: 'content',
    }),
    defineField({
      name: 'history',
      title: 'História',
      description:
        'Como o buffet começou e cresceu. Para citar o tempo de casa, insira "Anos de experiência" (botão + da barra) em vez de escrever um número, que ficaria velho a cada ano.',
      type: 'simpleText',
      group: 'content',
      validation: (rule) => rule.required().error('Escreva a história do buffet.'),
    }),
    textField({
      name: 'missionHeading',
      title: 'Título da missão',
      description: 'No primeiro quadro abaixo da história. Ex.: "Missão".',
      max: 40,
      group: 'content',
      initialValue: 'Missão',
    }),
    textField({
      name: 'mission',
      title: 'Missão',
      description: 'Uma ou duas frases.',
      max: 400,
      rows: 3,
      group: 'content',
    }),
    textField({
      name: 'visionHeading',
      title: 'Título da visão',
      description: 'No segundo quadro abaixo da história. Ex.: "Visão".',
      max: 40,
      group: 'content',
      initialValue: 'Visão',
    }),
    textField({
      name: 'vision',
      title: 'Visão',
      description: 'Uma ou duas frases.',
      max: 400,
      rows: 3,
      group: 'content',
    }),
    textField({
      name: 'valuesHeading',
      title: 'Título dos valores',
      description: 'Acima dos 6 valores. Ex.: "Nossos Valores".',
      max: 60,
      group: 'content',
      initialValue: 'Nossos Valores',
    }),
    defineField({
      name: 'values',
      title: 'Valores',
      description: 'Os 6 valores do buffet, na ordem do site.',
      type: 'array',
      group: 'content',
      of: [
        defineArrayMember({
          name: 'value',
          title: 'Valor',
          type: 'object',
          fields: [
            textField({ name: 'title', title: 'Valor', description: 'Ex.: "Qualidade".', max: 40 }),
            textField({ name: 'description', title: 'Descrição', description: 'Uma frase.', max: 200, rows: 2 }),
          ],
        }),
      ],
      validation: (rule) => rule.required().length(6).error('A página mostra exatamente 6 valores.'),
    }),
    seoField('seo'),
  ],
  preview: { prepare: () => ({ title: 'Sobre nós' }) },
})
