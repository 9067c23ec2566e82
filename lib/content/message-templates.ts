// The WhatsApp and e-mail texts staff edit in the Studio (Configurações do site → Mensagens):
// each a template whose {marcadores} are filled from the quote. Pure: the quote form fills the
// message in the browser, the admin fills the follow-ups on the server, the Studio previews both.

/** Each template, the markers it may use (what each one becomes) and today's wording. */
export const messageTemplates = {
  quoteWhatsapp: {
    placeholders: {
      nome: 'o nome completo',
      email: 'o e-mail',
      telefone: 'o telefone',
      whatsapp: 'o WhatsApp',
      bairro: 'o bairro',
      tipo_de_festa: 'os tipos de festa marcados',
      convidados: 'o número de convidados ("Não informado" se vazio)',
      data: 'a data do evento (20/12/2026)',
      horario: 'o horário do evento',
      mensagem: 'a mensagem',
    },
    value: [
      'Olá! Gostaria de solicitar um orçamento.',
      '',
      '*Nome:* {nome}',
      '*Email:* {email}',
      '*Telefone:* {telefone}',
      '*WhatsApp:* {whatsapp}',
      '*Bairro:* {bairro}',
      '*Tipo de festa:* {tipo_de_festa}',
      '*Número de convidados:* {convidados}',
      '*Data do evento:* {data}',
      '*Horário:* {horario}',
      '*Mensagem:* {mensagem}',
      '',
      'Aguardo retorno para finalizar o orçamento!',
    ].join('\n'),
  },
  followUpWhatsapp: {
    placeholders: {
      nome: 'o primeiro nome do cliente',
      data: 'a data do evento (20/12/2026)',
      buffet: 'o nome do buffet',
    },
    value:
      'Olá, {nome}! Aqui é do {buffet}. Recebemos o seu pedido de orçamento para o seu evento de {data} e queremos conversar sobre os detalhes. Podemos falar agora?',
  },
  followUpEmailSubject: {
    placeholders: { data: 'a data do evento (20/12/2026)', buffet: 'o nome do buffet' },
    value: 'Seu orçamento para {data} | {buffet}',
  },
  reviewRequestWhatsapp: {
    placeholders: {
      nome: 'o primeiro nome do cliente',
      data: 'a data da festa (20/12/2026)',
      buffet: 'o nome do buffet',
      link: 'o link de avaliação no Google',
    },
    value:
      'Olá, {nome}! Aqui é do {buffet}. Obrigado por nos receber na sua festa de {data}! Se puder, conte como foi numa avaliação no Google, leva um minuto: {link}',
  },
} as const

export type MessageTemplateName = keyof typeof messageTemplates
export type MessageTemplates = Record<MessageTemplateName, string>

/** Today's wording of every template: the seed values and the stand-in for a missing field. */
export const defaultMessageTemplates = Object.fromEntries(
  Object.entries(messageTemplates).map(([name, { value }]) => [name, value]),
) as MessageTemplates

const MARKER = /\{([^{}]*)\}/g
const EMPTY = '\u0000'

/** The markers a template uses that its list does not allow, each once, in order. */
export function unknownPlaceholders(template: string, name: MessageTemplateName): string[] {
  const allowed: Record<string, string> = messageTemplates[name].placeholders
  return [...new Set([...template.matchAll(MARKER)].map((match) => match[1]!))].filter(
    (marker) => !Object.hasOwn(allowed, marker),
  )
}

/**
 * The template with each marker replaced by its value. A marker without a value takes the little
 * word before it along ("para o seu evento de {data} e…" → "para o seu evento e…"), and a comma left
 * before "!" or "?" goes too ("Olá, {nome}!" → "Olá!"), so a missing detail never leaves a gap.
 */
export function fillTemplate(template: string, values: Record<string, string | number | null | undefined>): string {
  const filled = template.replace(MARKER, (whole, marker: string) => {
    const value = Object.hasOwn(values, marker) ? values[marker] : undefined
    if (value === undefined) return whole
    return value === null || value === '' ? EMPTY : String(value).replaceAll(EMPTY, '')
  })
  return filled
    .replace(new RegExp(`,[ \\t]*${EMPTY}(?=[!?.])`, 'g'), '')
    .replace(new RegExp(`(?:[ \\t]+(?:de|para|em|do|da))?[ \\t]*${EMPTY}`, 'g'), '')
}
