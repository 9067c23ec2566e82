import { createElement } from 'react'
import { defineField, type StringInputProps } from 'sanity'
import { messageTemplates, unknownPlaceholders, type MessageTemplateName } from '../../lib/content/message-templates'
import { MessageTemplateInput } from '../inputs/message-template-input'

type Template = { name: MessageTemplateName; title: string; description: string; rows: number; max: number }

const templates: Template[] = [
  {
    name: 'quoteWhatsapp',
    title: 'Mensagem do pedido de orçamento',
    description:
      'O WhatsApp que abre para o visitante logo depois de enviar o formulário, já escrito para o número do buffet, com os dados do pedido.',
    rows: 14,
    max: 1500,
  },
  {
    name: 'followUpWhatsapp',
    title: 'Retorno pelo WhatsApp',
    description:
      'O texto do botão "WhatsApp" de cada pedido no painel /admin: a primeira mensagem do buffet para o cliente.',
    rows: 4,
    max: 600,
  },
  {
    name: 'followUpEmailSubject',
    title: 'Assunto do e-mail de retorno',
    description: 'O assunto do e-mail que o botão "E-mail" de cada pedido no painel /admin abre.',
    rows: 0,
    max: 120,
  },
  {
    name: 'reviewRequestWhatsapp',
    title: 'Pedido de avaliação pelo WhatsApp',
    description:
      'O texto do botão "Pedir avaliação" no painel /admin, depois da festa: o link de avaliação no Google (Configurações do site → Pedidos de orçamento) entra em {link}.',
    rows: 4,
    max: 600,
  },
]

const markerList = (name: MessageTemplateName) =>
  Object.keys(messageTemplates[name].placeholders)
    .map((marker) => `{${marker}}`)
    .join(', ')

const templateField = ({ name, title, description, rows, max }: Template) =>
  defineField({
    name,
    title,
    description: `${description} Escreva {nome}, {data}… onde entra cada dado do pedido; abaixo do campo, a lista dos marcadores e como a mensagem fica.`,
    type: rows ? 'text' : 'string',
    rows: rows || undefined,
    initialValue: messageTemplates[name].value,
    components: {
      input: (props: StringInputProps) => createElement(MessageTemplateInput, { ...props, template: name }),
    },
    validation: (rule) => [
      rule.required().error(`Preencha "${title}".`),
      rule.max(max).error(`Use no máximo ${max} caracteres.`),
      rule.custom((value: string | undefined) => {
        const unknown = unknownPlaceholders(value ?? '', name)
        return (
          unknown.length === 0 ||
          `${unknown.map((marker) => `{${marker}}`).join(', ')} não é um marcador desta mensagem. Use só: ${markerList(name)}.`
        )
      }),
    ],
  })

/** Site settings → Mensagens: the WhatsApp and e-mail texts filled from each quote. */
export const messageTemplatesField = defineField({
  name: 'messages',
  title: 'Mensagens',
  description: 'Os textos que o site e o painel /admin escrevem a partir de cada pedido de orçamento.',
  type: 'object',
  group: 'messages',
  validation: (rule) => rule.required().error('Preencha as mensagens.'),
  fields: templates.map(templateField),
})
