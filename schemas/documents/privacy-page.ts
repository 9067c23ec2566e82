import { LockIcon } from '@sanity/icons/Lock'
import { defineField, defineType } from 'sanity'
import { textField } from '../fields/text'
import { todayInSaoPaulo } from '../fields/today'
import { seoField } from '../objects/seo'

export const privacyPage = defineType({
  name: 'privacyPage',
  title: 'Política de privacidade',
  type: 'document',
  icon: LockIcon,
  fields: [
    textField({ name: 'title', title: 'Título', description: 'Título de /politica-de-privacidade.', max: 80 }),
    textField({
      name: 'updatedLabel',
      title: 'Texto antes da data',
      description: 'Abaixo do título, antes da data de atualização. Ex.: "Atualizada em".',
      max: 40,
      initialValue: 'Atualizada em',
    }),
    defineField({
      name: 'updatedAt',
      title: 'Atualizada em',
      description: 'Data exibida no topo da política. Começa com a data de hoje; troque sempre que mudar o texto.',
      initialValue: todayInSaoPaulo,
      type: 'date',
      options: { dateFormat: 'DD/MM/YYYY' },
      validation: (rule) => rule.required().error('Informe a data da última atualização.'),
    }),
    defineField({
      name: 'body',
      title: 'Texto',
      description:
        'O que o formulário de orçamento coleta, por quê, por quanto tempo e como pedir a exclusão (LGPD). Use "Prazo de guarda" e "Canal para pedidos de privacidade" (botão +) em vez de escrever o prazo ou o contato à mão.',
      type: 'privacyText',
      validation: (rule) => rule.required().error('Escreva o texto da política.'),
    }),
    seoField(),
  ],
  preview: { prepare: () => ({ title: 'Política de privacidade' }) },
})
