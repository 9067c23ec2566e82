import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType, type StringRule } from 'sanity'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'
import { siteTextSets } from '../../lib/content/fixed-texts'
import { fixedTextsField } from '../objects/fixed-texts'
import { messageTemplatesField } from '../objects/message-templates'

const weekdays = [
  { title: 'Segunda', value: 'Monday' },
  { title: 'Terça', value: 'Tuesday' },
  { title: 'Quarta', value: 'Wednesday' },
  { title: 'Quinta', value: 'Thursday' },
  { title: 'Sexta', value: 'Friday' },
  { title: 'Sábado', value: 'Saturday' },
  { title: 'Domingo', value: 'Sunday' },
]

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const timeRules = (rule: StringRule, example: string) => [
  rule.required().error('Informe o horário.'),
  rule.regex(TIME_PATTERN, { name: 'hora' }).error(`Use o formato ${example}.`),
]

const socialLink = (name: string, title: string, example: string) =>
  defineField({
    name,
    title,
    description: `Endereço da página do buffet no ${title}, aberto pelo ícone do rodapé. Ex.: ${example}.`,
    type: 'url',
    // One rule: the url type's own format check is part of every rule built from `rule`.
    validation: (rule) =>
      rule
        .required()
        .uri({ scheme: ['https'] })
        .error(`Informe o endereço completo do ${title}, começando com https://.`),
  })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Configurações do site',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'business', title: 'Empresa', default: true },
    { name: 'contact', title: 'Contato' },
    { name: 'quotes', title: 'Pedidos de orçamento' },
    { name: 'chat', title: 'Chat do WhatsApp' },
    { name: 'footer', title: 'Rodapé' },
    { name: 'seo', title: 'SEO padrão' },
    { name: 'texts', title: 'Textos fixos' },
    { name: 'proposals', title: 'Propostas' },
    { name: 'messages', title: 'Mensagens' },
  ],
  fields: [
    textField({
      name: 'businessName',
      title: 'Nome do buffet',
      description: 'Aparece no cabeçalho, no rodapé e no título de todas as páginas ("Página | Nome").',
      max: 60,
      group: 'business',
    }),
    textField({
      name: 'tagline',
      title: 'Frase curta',
      description: 'Uma frase sobre o buffet, exibida no rodapé abaixo do nome.',
      max: 160,
      rows: 2,
      group: 'business',
    }),
    defineField({
      name: 'foundedYear',
      title: 'Ano de fundação',
      description:
        'Conta os "Anos de experiência" dos textos (e o {anos} da introdução de Sobre nós) e vai para os dados do Google.',
      type: 'number',
      group: 'business',
      validation: (rule) => [
        rule.required().error('Informe o ano de fundação.'),
        rule.integer().min(1900).max(2100).error('Use um ano com 4 dígitos, ex.: 2005.'),
      ],
    }),
    textField({
      name: 'location',
      title: 'Localização',
      description: 'Exibida no rodapé. Ex.: "São Paulo, SP - Brasil".',
      max: 80,
      group: 'contact',
    }),
    defineField({
      name: 'address',
      validation: (rule) => rule.required().error('Preencha o endereço.'),
      title: 'Endereço para o Google',
      description: 'Cidade, estado e país que o Google mostra para o buffet.',
      type: 'object',
      group: 'contact',
      fields: [
        textField({ name: 'locality', title: 'Cidade', description: 'Ex.: São Paulo.', max: 60 }),
        textField({ name: 'region', title: 'Estado (sigla)', description: 'Ex.: SP.', max: 2 }),
        textField({ name: 'country', title: 'País (sigla)', description: 'Ex.: BR.', max: 2 }),
        textField({
          name: 'areaServed',
          title: 'Região atendida',
          description: 'Ex.: São Paulo e Grande São Paulo.',
          max: 120,
        }),
      ],
    }),
    defineField({
      name: 'hours',
      validation: (rule) => rule.required().error('Preencha o horário de atendimento.'),
      title: 'Horário de atendimento',
      description: 'O texto aparece no rodapé; dias e horas vão para o Google.',
      type: 'object',
      group: 'contact',
      fields: [
        textField({
          name: 'label',
          title: 'Texto exibido',
          description: 'Ex.: "Segunda a Sexta: 9h às 18h".',
          max: 80,
        }),
        defineField({
          name: 'days',
          title: 'Dias de atendimento',
          description: 'Marque os dias em que o buffet atende; o Google mostra estes dias.',
          type: 'array',
          of: [{ type: 'string' }],
          options: { list: weekdays },
          validation: (rule) => rule.required().min(1).error('Marque pelo menos um dia.'),
        }),
        defineField({
          name: 'opens',
          title: 'Abre às',
          description: 'Formato 24 h, ex.: 09:00.',
          type: 'string',
          validation: (rule) => timeRules(rule, '09:00'),
        }),
        defineField({
          name: 'closes',
          title: 'Fecha às',
          description: 'Formato 24 h, ex.: 18:00.',
          type: 'string',
          validation: (rule) => timeRules(rule, '18:00'),
        }),
      ],
    }),
    defineField({
      name: 'phone',
      title: 'Telefone',
      description: 'Como aparece no site, com DDD e espaço. Ex.: 11 91234-5678.',
      type: 'string',
      group: 'contact',
      validation: (rule) => [
        rule.required().error('Informe o telefone.'),
        rule.regex(/^\d{2} \d{4,5}-\d{4}$/, { name: 'telefone' }).error('Use o formato 11 91234-5678.'),
      ],
    }),
    defineField({
      name: 'whatsappNumber',
      title: 'Número do WhatsApp',
      description: 'Só números, com 55 e DDD. Ex.: 5511912345678. Todos os botões de WhatsApp usam este número.',
      type: 'string',
      group: 'contact',
      validation: (rule) => [
        rule.required().error('Informe o número do WhatsApp.'),
        rule.regex(/^55\d{10,11}$/, { name: 'whatsapp' }).error('Use só números: 55 + DDD + número.'),
      ],
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      description: 'Exibido no rodapé e na seção de orçamento.',
      type: 'string',
      group: 'contact',
      validation: (rule) => [
        rule.required().error('Informe o e-mail.'),
        rule.email().error('Informe um e-mail válido, ex.: contato@exemplo.com.br.'),
        rule.max(80).error('Use no máximo 80 caracteres.'),
      ],
    }),
    defineField({
      name: 'leadSources',
      title: 'Opções de "Como nos conheceu?"',
      description:
        'As respostas que o formulário de orçamento oferece (a pergunta é opcional). O painel filtra e os relatórios contam os pedidos por estas opções. Renomear uma opção cria outra: os pedidos antigos continuam com o nome anterior.',
      type: 'array',
      group: 'quotes',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) => [
            rule.required().error('Escreva a opção.'),
            rule.max(40).error('Use no máximo 40 caracteres.'),
          ],
        }),
      ],
      validation: (rule) => [
        rule.unique().error('Esta opção já está na lista.'),
        rule.max(12).error('Use no máximo 12 opções.'),
      ],
    }),
    defineField({
      name: 'googleReviewUrl',
      title: 'Link de avaliação no Google',
      description:
        'O link "Escreva uma avaliação" do perfil do buffet no Google. Depois da festa, o botão "Pedir avaliação" do painel envia este link ao cliente pelo WhatsApp. Ex.: https://g.page/r/SEU-CODIGO/review.',
      type: 'url',
      group: 'quotes',
      validation: (rule) =>
        rule.uri({ scheme: ['https'] }).error('Informe o endereço completo, começando com https://.'),
    }),
    defineField({
      name: 'social',
      validation: (rule) => rule.required().error('Preencha as redes sociais.'),
      title: 'Redes sociais',
      description: 'Links dos ícones do rodapé.',
      type: 'object',
      group: 'contact',
      fields: [
        socialLink('facebook', 'Facebook', 'https://www.facebook.com/seubuffet'),
        socialLink('instagram', 'Instagram', 'https://www.instagram.com/seubuffet'),
      ],
    }),
    defineField({
      name: 'chat',
      validation: (rule) => rule.required().error('Preencha o chat do WhatsApp.'),
      title: 'Chat do WhatsApp',
      description: 'O botão flutuante que aparece em todas as páginas.',
      type: 'object',
      group: 'chat',
      fields: [
        textField({
          name: 'welcome',
          title: 'Mensagem de boas-vindas',
          description: 'Texto exibido ao abrir o chat.',
          max: 200,
          rows: 2,
        }),
        textField({
          name: 'greeting',
          title: 'Mensagem pronta',
          description: 'Texto que já vem escrito no WhatsApp quando o visitante clica em "Iniciar conversa".',
          max: 300,
          rows: 2,
        }),
        textField({ name: 'buttonLabel', title: 'Texto do botão', description: 'Ex.: "Iniciar conversa".', max: 40 }),
        textField({ name: 'note', title: 'Observação', description: 'Ex.: "Responderemos em breve!".', max: 80 }),
      ],
    }),
    defineField({
      name: 'instagramStrip',
      title: 'Fotos do Instagram no rodapé',
      description: 'As 5 fotos do carrossel do rodapé. Arraste para mudar a ordem.',
      type: 'array',
      group: 'footer',
      of: [
        defineArrayMember({
          ...imageField({ name: 'photo', title: 'Foto', description: 'Foto quadrada do Instagram.' }),
        }),
      ],
      validation: (rule) => rule.required().length(5).error('O carrossel do rodapé usa exatamente 5 fotos.'),
    }),
    defineField({
      name: 'seo',
      validation: (rule) => rule.required().error('Preencha o SEO padrão.'),
      title: 'SEO padrão',
      description: 'Usado pelas páginas que não têm SEO próprio.',
      type: 'object',
      group: 'seo',
      fields: [
        textField({
          name: 'title',
          title: 'Título padrão',
          description: 'Título da página inicial no Google.',
          max: 70,
        }),
        textField({
          name: 'description',
          title: 'Descrição padrão',
          description: 'Resumo do buffet para o Google.',
          max: 160,
          rows: 3,
        }),
        imageField({
          name: 'image',
          title: 'Imagem do buffet para o Google',
          description:
            'Vai para os dados da empresa que o Google lê (não aparece nas páginas nem ao compartilhar: cada página usa a imagem do seu próprio SEO ou uma imagem gerada com o título). Foto larga, ajuste o ponto de foco.',
        }),
      ],
    }),
    fixedTextsField({
      name: 'texts',
      title: 'Textos fixos',
      description:
        'Títulos, botões, links e avisos que se repetem pelo site. Cada campo diz onde aparece; os lidos só por leitores de tela ficam em "Acessibilidade".',
      group: 'texts',
      sets: siteTextSets,
    }),
    messageTemplatesField,
    textField({
      name: 'proposalConditions',
      title: 'Condições das propostas',
      description:
        'O texto de condições (cancelamento, reserva da data, o que o cliente providencia...) que cada nova proposta do painel traz pronto; o painel pode ajustá-lo por proposta. O cliente marca que leu antes de aceitar.',
      max: 4000,
      rows: 8,
      required: false,
      group: 'proposals',
    }),
  ],
  preview: { prepare: () => ({ title: 'Configurações do site' }) },
})
