import { ClockIcon } from '@sanity/icons/Clock'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'

/**
 * The retention period set by the administrator in the admin ("Dados pessoais"): the policy
 * prints the number the daily anonymization applies, so the text and the behaviour never disagree.
 */
export const retentionPeriod = defineType({
  name: 'retentionPeriod',
  title: 'Prazo de guarda',
  description:
    'Mostra por quanto tempo os pedidos de orçamento são guardados, como definido no painel (Dados pessoais).',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'inYears',
      title: 'Em anos quando der um número inteiro',
      description: 'Ligado: "2 anos" para 24 meses (18 meses continua "18 meses"). Desligado: sempre em meses.',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: {
    select: { inYears: 'inYears' },
    prepare: ({ inYears }: { inYears?: boolean }) => ({
      title: inYears === false ? 'N meses (prazo de guarda)' : 'N anos (prazo de guarda)',
    }),
  },
})

/** Where a client sends a privacy request: the e-mail or the WhatsApp of the site settings, as a link. */
export const privacyChannel = defineType({
  name: 'privacyChannel',
  title: 'Canal para pedidos de privacidade',
  description: 'Um link para o e-mail ou o WhatsApp das Configurações do site.',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'channel',
      title: 'Canal',
      type: 'string',
      options: {
        list: [
          { title: 'E-mail', value: 'email' },
          { title: 'WhatsApp', value: 'whatsapp' },
        ],
        layout: 'radio',
      },
      initialValue: 'email',
      validation: (rule) => rule.required().error('Escolha o e-mail ou o WhatsApp.'),
    }),
  ],
  preview: {
    select: { channel: 'channel' },
    prepare: ({ channel }: { channel?: string }) => ({
      title: channel === 'whatsapp' ? 'WhatsApp (canal de privacidade)' : 'E-mail (canal de privacidade)',
    }),
  },
})
